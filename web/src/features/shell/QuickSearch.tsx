import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { textsOf } from '../../shared/i18n/i18n';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { Marked, ModalOnFirstOpen, QuickSearchBox, Button as UiButton } from '../../shared/ui';
import type { MenuEntry } from './menu';
import { quickSearchMachine } from './quick-search.machine';
import { searchEntries, type SearchEntry } from './search';

const SETTINGS_TABS = ['myCompanies', 'password', 'region', 'notifications', 'permissions'] as const;

/**
 * The pages a user can open, named in the current language: what the quick search looks through.
 * The settings tabs are named in the settings area's texts, loaded with the first search rather
 * than with every signed-in page.
 */
async function searchablePages(t: TFunction<['shell', 'common']>, menu: readonly MenuEntry[], settingsBase: string, withCompanies: boolean): Promise<SearchEntry[]> {
  const settings = await textsOf('settings');
  const entries: SearchEntry[] = menu.filter((entry) => entry.enabled).map((entry) => ({ id: `menu-${entry.key}`, label: t(`menu.${entry.label}`), href: entry.route }));
  if (withCompanies) entries.push({ id: 'companies', label: t('header.myCompanies'), href: '/companies' });
  for (const tab of SETTINGS_TABS) {
    entries.push({ id: `settings-${tab}`, label: settings(`tabs.${tab}`), href: `${settingsBase}/${tab}`, context: t('search.inSettings') });
  }
  return entries;
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
  const machine = useMemo(
    () =>
      quickSearchMachine.provide({
        actors: {
          search: fromPromise(async ({ input }: { input: { query: string } }) =>
            searchEntries(await searchablePages(t, menu, settingsBase, withCompanies), input.query),
          ),
        },
      }),
    [t, menu, settingsBase, withCompanies],
  );
  const [state, send] = useMachine(machine);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const { query, results } = state.context;
  const showing = state.matches('showing');
  const pending = state.matches('waiting') || state.matches('searching');

  const status = pending ? t('search.searching') : showing ? (results.length ? t('search.count', { count: results.length }) : t('search.noResults')) : '';
  const found = useMemo(
    () => (showing ? results.map((result) => ({ id: result.id, textValue: result.label, name: <Marked segments={result.segments} />, context: result.context })) : []),
    [showing, results],
  );

  return (
    <>
      <QuickSearchBox
        namespace="shell"
        view={{ query, open: !state.matches('idle'), status, empty: showing && results.length === 0 }}
        results={found}
        send={send}
        onChoose={(id) => {
          const result = results.find((item) => item.id === id);
          if (result) navigate(result.href);
        }}
        onAdvanced={() => setAdvancedOpen(true)}
      />
      <ModalOnFirstOpen
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
      </ModalOnFirstOpen>
    </>
  );
}
