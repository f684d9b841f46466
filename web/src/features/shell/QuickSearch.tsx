import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { textsOf } from '../../shared/i18n/i18n';
import { useNavigate } from 'react-router-dom';
import { Marked, QuickSearchBox } from '../../shared/ui';
import { useCompanyActions } from '../../shared/session/company-actions';
import type { MenuEntry } from './menu';
import { liveQuickSearchMachine } from './live';
import type { QuickSearchScope } from './quick-search.machine';
import type { SearchEntry } from './search';

const SETTINGS_TABS = ['myCompanies', 'password', 'region', 'notifications', 'permissions'] as const;

/**
 * The pages a user can open, named in the current language: what the quick search looks through.
 * The settings tabs are named in the settings area's texts, loaded with the first search rather
 * than with every signed-in page.
 */
async function searchablePages(
  t: TFunction<['shell', 'common']>,
  menu: readonly MenuEntry[],
  settingsBase: string,
  withCompanies: boolean,
): Promise<SearchEntry[]> {
  const settings = await textsOf('settings');
  const section = t('search.kind.section');
  const entries: SearchEntry[] = menu.map((entry) => ({
    id: `menu-${entry.key}`,
    label: t(`menu.${entry.label}`),
    href: entry.route,
    context: section,
  }));
  if (withCompanies) entries.push({ id: 'companies', label: t('header.myCompanies'), href: '/companies', context: section });
  for (const tab of SETTINGS_TABS) {
    entries.push({
      id: `settings-${tab}`,
      label: settings(`tabs.${tab}`),
      href: `${settingsBase}/${tab}`,
      context: t('search.inSettings'),
    });
  }
  return entries;
}

/**
 * The header's quick search: starts after the first character, waits 400 ms, shows
 * the count in the language's plural forms, the names with the match highlighted, "No results",
 * and the Advanced search entry, which opens the vacancy list's filters. It finds what the user
 * may see (one server call: companies, the active company's vacancies, colleagues, departments),
 * then the product's pages by name. A failed call leaves the pages found, never invented results.
 */
export function QuickSearch({
  menu,
  settingsBase,
  withCompanies,
}: {
  menu: readonly MenuEntry[];
  settingsBase: string;
  withCompanies: boolean;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  // A colleague found opens the members page only for whom it opens; anyone else sees the company.
  const colleagues = useCompanyActions().can('manageMembers') ? '/company-users' : '/my-company';
  // What this header searches besides the server; the search itself is the area's (live.ts).
  const scope = useMemo<QuickSearchScope>(
    () => ({
      withCompanies,
      pages: () => searchablePages(t, menu, settingsBase, withCompanies),
      kindLabel: (kind) => t(`search.kind.${kind}`),
      colleagues,
    }),
    [t, menu, settingsBase, withCompanies, colleagues],
  );
  const [state, send] = useMachine(liveQuickSearchMachine, { input: { scope } });
  const { query, results } = state.context;
  const showing = state.matches('showing');
  const pending = state.matches('waiting') || state.matches('searching');

  const status = pending
    ? t('search.searching')
    : showing
      ? results.length
        ? t('search.count', { count: results.length })
        : t('search.noResults')
      : '';
  const found = useMemo(
    () =>
      showing
        ? results.map((result) => ({
            id: result.id,
            textValue: result.label,
            name: <Marked segments={result.segments} />,
            context: result.context,
          }))
        : [],
    [showing, results],
  );

  return (
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
  );
}
