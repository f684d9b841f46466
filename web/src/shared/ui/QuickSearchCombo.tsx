import { useContext, useEffect, useRef } from 'react';
import { Button, ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { InertWhileOpen } from './InertWhileOpen';
import type { QuickSearchBoxProps, QuickSearchResult } from './quick-search-types';

const ADVANCED = '__advanced';

type Item = { id: string; result: QuickSearchResult | null };

export interface QuickSearchComboProps extends QuickSearchBoxProps {
  /** It replaces the plain field the user is typing in (QuickSearchBox): take the focus, caret at the end. */
  takeFocus: boolean;
}

/** Opens the popover on mount when the plain field already holds a query (react-aria opens it on typing only). */
function OpenWithQuery({ query, takeFocus }: { query: string; takeFocus: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !takeFocus || !query || !state || state.isOpen) return;
    opened.current = true;
    state.open(null, 'manual');
  }, [query, takeFocus, state]);
  return null;
}

/**
 * A header quick search (spec 000 §5, spec 001 §2): the field with its clear button, a popover with
 * a live status, the results and the Advanced search entry last. The caller's search machine owns
 * the query, the results and the status; a choice clears the box. Styles: `.quick-search*` (shell).
 */
export function QuickSearchCombo({ namespace, view, results, send, onChoose, onAdvanced, takeFocus }: QuickSearchComboProps) {
  const { t } = useTranslation([namespace, 'common']);
  const { query, open, status } = view;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus]);
  const onClear = () => send({ type: 'CLEAR' });
  const items: Item[] = open ? [...results.map((result) => ({ id: result.id, result })), { id: ADVANCED, result: null }] : [];

  function choose(key: Key | null) {
    if (key === null) return;
    if (key === ADVANCED) onAdvanced();
    else onChoose(String(key));
    onClear();
  }

  return (
    <ComboBox<Item>
      aria-label={t('search.label')}
      className="quick-search"
      items={items}
      inputValue={query}
      onInputChange={(value) => send({ type: 'TYPE', value })}
      selectedKey={null}
      onSelectionChange={choose}
      menuTrigger="input"
      // The first keystroke opens the popover before the list has settled; an empty box closes it.
      allowsEmptyCollection={open}
      allowsCustomValue
    >
      <div className="ui-search quick-search__field">
        <Icon name="search" className="ui-search__icon" />
        <Input ref={inputRef} className="ui-input" placeholder={t('search.placeholder')} />
        {query && (
          <Button
            className="ui-button ui-button--ghost ui-button--sm ui-button--icon ui-search__clear"
            aria-label={t('common:actions.clear')}
            onPress={onClear}
          >
            <Icon name="close" />
          </Button>
        )}
      </div>
      <OpenWithQuery query={query} takeFocus={takeFocus} />
      <InertWhileOpen />
      <Popover className="ui-popover quick-search__popover" placement="bottom start">
        {status && (
          // A live status inside the popover: content outside it is hidden from screen readers while it is open.
          <div className="quick-search__status" role="status" data-empty={view.empty ? true : undefined}>
            {status}
          </div>
        )}
        <ListBox<Item> className="ui-listbox quick-search__list">
          {(item) =>
            item.result ? (
              <ListBoxItem id={item.id} textValue={item.result.textValue} className="ui-listbox__item quick-search__item">
                <span className="quick-search__name">{item.result.name}</span>
                {item.result.context && <span className="quick-search__context">{item.result.context}</span>}
              </ListBoxItem>
            ) : (
              <ListBoxItem id={ADVANCED} textValue={t('search.advanced')} className="ui-listbox__item quick-search__advanced">
                <Icon name="settings" size={16} />
                {t('search.advanced')}
              </ListBoxItem>
            )
          }
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
