// The header's quick search (src/profiling/queries/quick-search.query.ts): what the user may see
// whose name contains the typed value.
import { answer, type ApiClient } from './client';
import type { ResponseBody, Routes } from './contract';

export const SEARCH_CALLS = {
  quickSearch: '/profiling/quick_search',
} as const satisfies Routes;

/** A company, vacancy, colleague or department whose name matched, as the server sends it. */
export type SearchHit = ResponseBody<typeof SEARCH_CALLS.quickSearch>['results'][number];
export type SearchHitKind = SearchHit['kind'];

export function createSearchApi(client: ApiClient) {
  return {
    quickSearch: async (value: string, signal?: AbortSignal): Promise<SearchHit[]> =>
      (await answer(client.POST(SEARCH_CALLS.quickSearch, { body: { value }, signal }))).results,
  };
}
