import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { Icon, Modal, Button as UiButton } from '../../shared/ui';
import type { MenuEntry } from './menu';
import { quickSearchMachine } from './quick-search.machine';
import { searchEntries, type SearchEntry, type SearchResult } from './search';

const ADVANCED = '__advanced';
const SETTINGS_TABS = ['myCompanies', 'password', 'region', 'notifications', 'permissions'] as const;

type Item = { id: string; result: SearchResult | null };

/** The pages a user can open, named in the current language: what the quick search looks through. */
function useSearchEntries(menu: readonly MenuEntry[], settingsBase: string, withCompanies: boolean): SearchEntry[] {
  const { t } = useTranslation(['shell', 'settings']);
  return useMemo(() => {
    const entries: SearchEntry[] = menu.filter((entry) => entry.enabled).map((entry) => ({ id: `menu-${entry.key}`, label: t(`menu.${entry.label}`), href: entry.route }));
    if (withCompanies) entries.push({ id: 'companies', label: t('header.myCompanies'), href: '/companies' });
    for (const tab of SETTINGS_TABS) {
      entries.push({ id: `settings-${tab}`, label: t(`settings:tabs.${tab}`), href: `${settingsBase}/${tab}`, context: t('search.inSettings') });
    }
    return entries;
  }, [menu, settingsBase, withCompanies, t]);
}

/**
 * The header's quick search (spec 000, §5): starts after the first character, waits 400 ms,
 * shows the count in the language's plural forms, the names with the match highlighted, "No
 * results", and the Advanced search entry. It searches the product's pages by name: there is no
 * search API yet, and it never shows results that do not exist.
 */
export function QuickSearch({ menu, settingsBase, withCompanies }: { menu: readonly MenuEntry[]; settingsBase: string; withCompanies: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const entries = useSearchEntries(menu, settingsBase, withCompanies);
  const machine = useMemo(
    () => quickSearchMachine.provide({ actors: { search: fromPromise(async ({ input }: { input: { query: string } }) => searchEntries(entries, input.query)) } }),
    [entries],
  );
  const [state, send] = useMachine(machine);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const { query, results } = state.context;
  const showing = state.matches('showing');
  const pending = state.matches('waiting') || state.matches('searching');

  // An empty box has nothing to offer, so the popover closes with it (also right after a choice).
  const items: Item[] = state.matches('idle') ? [] : [...(showing ? results.map((result) => ({ id: result.id, result })) : []), { id: ADVANCED, result: null }];
  const status = pending ? t('search.searching') : showing ? (results.length ? t('search.count', { count: results.length }) : t('search.noResults')) : '';

  function choose(key: Key | null) {
    if (key === null) return;
    if (key === ADVANCED) setAdvancedOpen(true);
    else {
      const result = results.find((item) => item.id === key);
      if (result) navigate(result.href);
    }
    send({ type: 'CLEAR' });
  }

  return (
    <>
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
        allowsEmptyCollection={!state.matches('idle')}
        allowsCustomValue
      >
        <div className="ui-search quick-search__field">
          <Icon name="search" className="ui-search__icon" />
          <Input className="ui-input" placeholder={t('search.placeholder')} />
          {query && (
            <Button className="ui-button ui-button--ghost ui-button--sm ui-button--icon ui-search__clear" aria-label={t('common:actions.clear')} onPress={() => send({ type: 'CLEAR' })}>
              <Icon name="close" />
            </Button>
          )}
        </div>
        <Popover className="ui-popover quick-search__popover" placement="bottom start">
          {status && (
            // A live status inside the popover: content outside it is hidden from screen readers while it is open.
            <div className="quick-search__status" role="status" data-empty={showing && results.length === 0 ? true : undefined}>
              {status}
            </div>
          )}
          <ListBox<Item> className="ui-listbox quick-search__list">
            {(item) =>
              item.result ? (
                <ListBoxItem id={item.id} textValue={item.result.label} className="ui-listbox__item quick-search__item">
                  <span className="quick-search__name">
                    {item.result.segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
                  </span>
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
      <Modal
        title={t('search.advanced')}
        size="sm"
        isOpen={advancedOpen}
        onOpenChange={setAdvancedOpen}
        footer={(close) => (
          <UiButton variant="primary" onPress={close}>
            {t('common:actions.close')}
          </UiButton>
        )}
      >
        <p>{t('search.advancedText')}</p>
      </Modal>
    </>
  );
}
