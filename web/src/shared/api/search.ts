// The header's quick search (src/profiling/queries/quick-search.query.ts): what the user may see
// whose name contains the typed value. Declared like the other modules for the OpenAPI checks.
import { post, type RequestBody, type ResponseBody } from './contract';

// The answer as the OpenAPI document describes it (openapi.d.ts).
export type QuickSearchAnswer = ResponseBody<'/profiling/quick_search'>;
export type SearchHitKind = QuickSearchAnswer['results'][number]['kind'];

export interface SearchHit {
  kind: SearchHitKind;
  id: string;
  name: string;
  number?: number;
  status?: string;
  companyId?: string;
}

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type QuickSearchRequest = RequestBody<'/profiling/quick_search'>;

export const SEARCH_CALLS = {
  quickSearch: post<QuickSearchRequest>('/profiling/quick_search', { value: true }),
} as const;

/** The hits with the company's id named as the web names it. */
export function readSearchHits(answer: QuickSearchAnswer): SearchHit[] {
  return answer.results.map(({ company_id, ...hit }) => ({ ...hit, ...(company_id === undefined ? {} : { companyId: company_id }) }));
}
