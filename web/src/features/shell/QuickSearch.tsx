import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { textsOf } from '../../shared/i18n/i18n';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { api } from '../../shared/api/client';
import { readSearchHits, SEARCH_CALLS, type QuickSearchAnswer, type QuickSearchRequest } from '../../shared/api/search';
import { Marked, QuickSearchBox } from '../../shared/ui';
import type { MenuEntry } from './menu';
import { quickSearchMachine } from './quick-search.machine';
import { hitResults, searchEntries, type SearchEntry } from './search';

const SETTINGS_TABS = ['myCompanies', 'password', 'region', 'notifications', 'permissions'] as const;

/**
 * The pages a user can open, named in the current language: what the quick search looks through.
 * The settings tabs are named in the settings area's texts, loaded with the first search rather
 * than with every signed-in page.
 */
async function searchablePages(t: TFunction<['shell', 'common']>, menu: readonly MenuEntry[], settingsBase: string, withCompanies: boolean): Promise<SearchEntry[]> {
  const settings = await textsOf('settings');
  const section = t('search.kind.section');
  const entries: SearchEntry[] = menu.filter((entry) => entry.enabled).map((entry) => ({ id: `menu-${entry.key}`, label: t(`menu.${entry.label}`), href: entry.route, context: section }));
  if (withCompanies) entries.push({ id: 'companies', label: t('header.myCompanies'), href: '/companies', context: section });
  for (const tab of SETTINGS_TABS) {
    entries.push({ id: `settings-${tab}`, label: settings(`tabs.${tab}`), href: `${settingsBase}/${tab}`, context: t('search.inSettings') });
  }
  return entries;
}

/**
 * The header's quick search (spec 000, §6): starts after the first character, waits 400 ms, shows
 * the count in the language's plural forms, the names with the match highlighted, "No results",
 * and the Advanced search entry, which opens the vacancy list's filters. It finds what the user
 * may see (one server call: companies, the active company's vacancies, colleagues, departments),
 * then the product's pages by name. A failed call leaves the pages found, never invented results.
 */
export function QuickSearch({ menu, settingsBase, withCompanies }: { menu: readonly MenuEntry[]; settingsBase: string; withCompanies: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      quickSearchMachine.provide({
        actors: {
          search: fromPromise(async ({ input, signal }: { input: { query: string }; signal: AbortSignal }) => {
            const found = withCompanies
              ? api
                  .post<QuickSearchAnswer>(SEARCH_CALLS.quickSearch.path, { value: input.query } satisfies QuickSearchRequest, { signal })
                  .then(readSearchHits)
                  .catch(() => [])
              : Promise.resolve([]);
            const [pages, hits] = await Promise.all([searchablePages(t, menu, settingsBase, withCompanies), found]);
            return [...hitResults(hits, input.query, (kind) => t(`search.kind.${kind}`)), ...searchEntries(pages, input.query)];
          }),
        },
      }),
    [t, menu, settingsBase, withCompanies],
  );
  const [state, send] = useMachine(machine);
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
        onAdvanced={() => navigate('/vacancies?filters=1')}
      />
    </>
  );
}
