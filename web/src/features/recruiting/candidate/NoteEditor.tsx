import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components/TextField';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui';
import type { Colleague } from '../model';
import { mentionedIds, mentionMatches, mentionQuery, withMention, type MentionQuery } from './mentions';
import '../tasks/picker.css';

/**
 * The note editor: a text where "@" offers the company's colleagues by name. The list follows the
 * field (the ARIA pattern of a text box with a listbox: aria-activedescendant names the offered
 * colleague, so the focus stays in the text): ArrowDown/ArrowUp choose, Enter or Tab inserts
 * "@Name", Escape closes. The arrows move in the text as usual while nothing is offered. Each
 * colleague whose "@Name" the text holds is sent in `mentions` (the react-aria Autocomplete would
 * take the arrows from a multi-line note for good, hence this small pattern of its own).
 */
export function NoteEditor({
  text,
  problem,
  colleagues,
  saving,
  onText,
  onMentions,
  onSubmit,
}: {
  text: string;
  problem: string | undefined;
  colleagues: readonly Colleague[];
  saving: boolean;
  onText: (text: string) => void;
  onMentions: (ids: string[]) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('recruiting');
  const listId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<Colleague[]>([]);
  const caretAfter = useRef<number | null>(null);
  const offered = query ? mentionMatches(colleagues, query.query) : [];
  const open = query !== null && offered.length > 0;
  const activeColleague = open ? offered[Math.min(active, offered.length - 1)] : undefined;

  // The caret goes after an inserted name once the text shows it (keyed on the text it waits for).
  // biome-ignore lint/correctness/useExhaustiveDependencies: run when the shown text changes, the ref says where.
  useLayoutEffect(() => {
    if (caretAfter.current === null || !field.current) return;
    field.current.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  }, [text]);

  const follow = (next: string, caret: number, picked: readonly Colleague[] = chosen) => {
    const found = mentionQuery(next, caret);
    if (found?.start !== query?.start || found?.query !== query?.query) setActive(0);
    setQuery(found);
    onText(next);
    onMentions(mentionedIds(next, picked));
  };

  const insert = (colleague: Colleague) => {
    if (!query) return;
    const caret = field.current?.selectionStart ?? text.length;
    const next = withMention(text, query, caret, colleague.name);
    const picked = chosen.some((item) => item.id === colleague.id) ? chosen : [...chosen, colleague];
    setChosen(picked);
    caretAfter.current = next.caret;
    setQuery(null);
    onText(next.text);
    onMentions(mentionedIds(next.text, picked));
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || !activeColleague) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + offered.length) % offered.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      insert(activeColleague);
    } else if (event.key === 'Escape') {
      // Closes the list alone, not a dialog around the page.
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <form
      className="recruiting-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        className="ui-field recruiting-note-editor"
        value={text}
        onChange={(next) => follow(next, field.current?.selectionStart ?? next.length)}
        isInvalid={Boolean(problem)}
        validationBehavior="aria"
      >
        <Label className="ui-field__label">{t('candidate.note')}</Label>
        <TextArea
          ref={field}
          className="ui-input"
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={activeColleague ? `${listId}-${activeColleague.id}` : undefined}
          onKeyDown={onKeyDown}
          onSelect={(event) => {
            const caret = event.currentTarget.selectionStart;
            const found = mentionQuery(text, caret);
            if (found?.start !== query?.start || found?.query !== query?.query) setQuery(found);
          }}
          onBlur={() => setQuery(null)}
        />
        {colleagues.length > 0 && (
          <Text slot="description" className="ui-field__description">
            {t('candidate.mentionHint')}
          </Text>
        )}
        <FieldError className="ui-field__error">{problem}</FieldError>
        {open && (
          <div id={listId} role="listbox" aria-label={t('candidate.mentionList')} className="ui-popover ui-listbox recruiting-mention-list">
            {offered.map((colleague) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the text field (aria-activedescendant), as the pattern asks.
              <div
                key={colleague.id}
                // Focusable by the pattern's rules; the focus itself stays in the text (aria-activedescendant).
                tabIndex={-1}
                id={`${listId}-${colleague.id}`}
                role="option"
                aria-selected={colleague.id === activeColleague?.id}
                data-focused={colleague.id === activeColleague?.id || undefined}
                className="ui-listbox__item recruiting-picker__item"
                // Chosen by pointer without the text losing its focus first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(colleague)}
              >
                @{colleague.name}
              </div>
            ))}
          </div>
        )}
      </TextField>
      {/* Said to screen readers; the list itself shows it (and covers this line). */}
      <p role="status" className="visually-hidden">
        {open ? t('candidate.mentionOffered', { count: offered.length }) : ''}
      </p>
      <div>
        <Button type="submit" variant="secondary" isDisabled={saving}>
          {t('candidate.noteAdd')}
        </Button>
      </div>
    </form>
  );
}
