import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import { InertWhileOpen } from '../../../shared/ui';
import { fullName, type CandidateCard } from '../model';
import { liveCandidateSearchMachine } from './live';
import './picker.css';

/**
 * The task's candidate: a react-aria ComboBox (arrow keys, Enter, Escape) over the company's
 * candidates as the search machine finds them, with its state said in the list (searching, none
 * found, the search failed). An emptied field is "no candidate".
 */
export function CandidatePicker({ companyId, onChange }: { companyId: string; onChange: (candidateId: string) => void }) {
  const { t } = useTranslation('recruiting');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const [search, send] = useMachine(liveCandidateSearchMachine, { input: { companyId } });
  const { results, failed } = search.context;
  const searching = search.matches('waiting') || search.matches('searching');
  // The list opens inside the dialog around the field rather than at the end of <body>, outside
  // every landmark (as PopoverButton does for the header's popovers).
  const [container, setContainer] = useState<Element | undefined>(undefined);
  const anchor = useCallback((node: HTMLSpanElement | null) => setContainer(node?.closest('[role="dialog"], main') ?? undefined), []);

  useEffect(() => {
    send({ type: 'TYPE', value: text, picked: picked?.name ?? null });
  }, [text, picked?.name, send]);

  const choose = (key: Key | null) => {
    const candidate = results.find((item) => item.id === key);
    if (!candidate) return;
    const name = fullName(candidate);
    setPicked({ id: candidate.id, name });
    setText(name);
    onChange(candidate.id);
  };
  const status = searching
    ? t('tasks.searching')
    : failed
      ? t('tasks.searchFailed', { message: failed })
      : results.length === 0
        ? t('tasks.nobody')
        : '';

  return (
    <ComboBox<CandidateCard>
      className="ui-field"
      items={results}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        // Editing the name drops the picked candidate until another one is chosen.
        if (picked && typed !== picked.name) {
          setPicked(null);
          onChange('');
        }
      }}
      selectedKey={picked ? picked.id : null}
      onSelectionChange={choose}
      menuTrigger="focus"
      allowsEmptyCollection
      allowsCustomValue
    >
      <Label className="ui-field__label">{t('tasks.candidate')}</Label>
      <Input className="ui-input" placeholder={t('tasks.candidatePlaceholder')} />
      <Text slot="description" className="ui-field__description">
        {t('tasks.candidateHint')}
      </Text>
      <InertWhileOpen />
      <span ref={anchor} hidden />
      <Popover className="ui-popover recruiting-picker__popover" placement="bottom start" UNSTABLE_portalContainer={container}>
        {status && (
          <div className="recruiting-picker__status" role="status">
            {status}
          </div>
        )}
        <ListBox<CandidateCard> className="ui-listbox">
          {(candidate) => {
            const contact = candidate.email ?? candidate.phone ?? '';
            return (
              <ListBoxItem id={candidate.id} textValue={fullName(candidate)} className="ui-listbox__item recruiting-picker__item">
                <span>{fullName(candidate)}</span>
                {contact && <span className="recruiting-picker__description">{contact}</span>}
              </ListBoxItem>
            );
          }}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
