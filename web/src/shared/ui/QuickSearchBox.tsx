import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { onFirstUse } from './first-use';
import type { QuickSearchBoxProps } from './quick-search-types';

export type { QuickSearchBoxProps, QuickSearchResult, QuickSearchView } from './quick-search-types';

/** A text with its matching part in `<mark>`. */
export function Marked({ segments }: { segments: readonly { text: string; match: boolean }[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order.
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

// Loaded once, on the first hover or focus of any quick search field (`first-use.ts`).
type ComboModule = typeof import('./QuickSearchCombo');
const loadCombo = onFirstUse((): Promise<ComboModule> => import('./QuickSearchCombo'));

/**
 * A header quick search (spec 000 §5, spec 001 §2): the field with its clear button, a popover with
 * a live status, the results and the Advanced search entry last. The caller's search machine owns
 * the query, the results and the status; a choice clears the box. Styles: `.quick-search*` (shell).
 *
 * react-aria's combobox (listbox, popover, collections: ≈ 11 KB on the wire) is not part of the
 * first load of the screens with a header: until the field is first focused, it is a plain input
 * with the combobox's markup and name that already sends the keystrokes to the caller's machine.
 * Hovering it starts the download; focusing it swaps in the combobox, which takes over the focus and
 * the query (and opens on what was typed meanwhile).
 */
export function QuickSearchBox(props: QuickSearchBoxProps) {
  const { t } = useTranslation([props.namespace, 'common']);
  const [combo, setCombo] = useState<{ module: ComboModule; takeFocus: boolean } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { query } = props.view;

  if (combo) return <combo.module.QuickSearchCombo {...props} takeFocus={combo.takeFocus} />;

  const activate = () => {
    void loadCombo().then((module) => {
      // The focus is taken over only if the user is still in the plain field.
      setCombo({ module, takeFocus: document.activeElement === inputRef.current });
    });
  };
  return (
    <div className="quick-search">
      <div className="ui-search quick-search__field">
        <Icon name="search" className="ui-search__icon" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded="false"
          aria-autocomplete="list"
          autoComplete="off"
          autoCorrect="off"
          spellCheck="false"
          className="ui-input"
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => props.send({ type: 'TYPE', value: event.target.value })}
          onPointerEnter={() => void loadCombo()}
          onFocus={activate}
        />
        {query && (
          <button
            type="button"
            className="ui-button ui-button--ghost ui-button--sm ui-button--icon ui-search__clear"
            aria-label={t('common:actions.clear')}
            onClick={() => props.send({ type: 'CLEAR' })}
          >
            <Icon name="close" />
          </button>
        )}
      </div>
    </div>
  );
}
