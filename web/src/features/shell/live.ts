// The shell's machines wired to the API (the machines themselves never call fetch): the header's
// quick search and company switcher. Every call is a `fromApi` actor (shared/api/from-api.ts); the
// screens add only what is theirs (the switcher's reload of the app and its notice).
import { fromApi } from '../../shared/api/from-api';
import { api } from '../../shared/api/client';
import { companyApi, type CompanyListItem } from '../../shared/api/company';
import { companySetupApi } from '../../shared/api/company-setup';
import { createSearchApi } from '../../shared/api/search';
import { companySwitcherMachine } from './company-switcher.machine';
import { quickSearchMachine, type QuickSearchScope } from './quick-search.machine';
import { hitResults, searchEntries, type SearchResult } from './search';

/**
 * One server call (companies, the active company's vacancies, colleagues, departments), then the
 * header's pages by name. A failed call leaves the pages found, never invented results.
 */
export const liveQuickSearchMachine = quickSearchMachine.provide({
  actors: {
    search: fromApi<SearchResult[], { query: string; scope: QuickSearchScope }>(async ({ input: { query, scope }, signal }) => {
      const found = scope.withCompanies
        ? createSearchApi(api)
            .quickSearch(query, signal)
            .catch(() => [])
        : Promise.resolve([]);
      const [pages, hits] = await Promise.all([scope.pages(), found]);
      return [...hitResults(hits, query, scope.kindLabel, scope.colleagues), ...searchEntries(pages, query)];
    }),
  },
});

export const liveCompanySwitcherMachine = companySwitcherMachine.provide({
  actors: {
    loadCompanies: fromApi<CompanyListItem[]>(({ signal }) => companyApi.list('my', { signal })),
    enter: fromApi<void, { companyId: string }>(async ({ input, signal }) => {
      await companyApi.login(input.companyId, { signal });
    }),
    leave: fromApi<void>(async ({ signal }) => {
      await companySetupApi.logout({ signal });
    }),
  },
});
