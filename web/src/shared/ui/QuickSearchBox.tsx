import type { ReactNode } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

const ADVANCED = '__advanced';

/** One found entry: `name` and `context` as shown (with the match marked), `textValue` for typeahead. */
export interface QuickSearchResult {
  id: string;
  textValue: string;
  name: ReactNode;
  context?: ReactNode;
}

type Item = { id: string; result: QuickSearchResult | null };

/** A text with its matching part in `<mark>`. */
export function Marked({ segments }: { segments: readonly { text: string; match: boolean }[] }) {
  return <>{segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}</>;
}

/** What the caller's search machine shows now. */
export interface QuickSearchView {
  query: string;
  /** False while the box is empty: nothing to offer, so the popover closes (also right after a choice). */
  open: boolean;
  /** Searching…, the count or "No results"; empty for none. */
  status: string;
  /** The status says there is nothing found. */
  empty: boolean;
}

export interface QuickSearchBoxProps {
  /** A namespace with `search.label`, `search.placeholder` and `search.advanced` (the two header searches). */
  namespace: 'shell' | 'back-office';
  view: QuickSearchView;
  results: readonly QuickSearchResult[];
  /** The search machine's events: a keystroke, and clearing the box. */
  send: (event: { type: 'TYPE'; value: string } | { type: 'CLEAR' }) => void;
  onChoose: (id: string) => void;
  onAdvanced: () => void;
}

/**
 * A header quick search (spec 000 §5, spec 001 §2): the field with its clear button, a popover with
 * a live status, the results and the Advanced search entry last. The caller's search machine owns
 * the query, the results and the status; a choice clears the box. Styles: `.quick-search*` (shell).
 */
export function QuickSearchBox({ namespace, view, results, send, onChoose, onAdvanced }: QuickSearchBoxProps) {
  const { t } = useTranslation([namespace, 'common']);
  const { query, open, status } = view;
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
        <Input className="ui-input" placeholder={t('search.placeholder')} />
        {query && (
          <Button className="ui-button ui-button--ghost ui-button--sm ui-button--icon ui-search__clear" aria-label={t('common:actions.clear')} onPress={onClear}>
            <Icon name="close" />
          </Button>
        )}
      </div>
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
