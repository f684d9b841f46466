// The header's quick search (src/profiling/queries/quick-search.query.ts): what the user may see
// whose name contains the typed value. Declared like the other modules for the OpenAPI checks.
import { AnswerShapeError, isRecord, post, type RequestBody } from './contract';

export type SearchHitKind = 'company' | 'vacancy' | 'colleague' | 'department';

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

const KINDS: readonly SearchHitKind[] = ['company', 'vacancy', 'colleague', 'department'];

export function readSearchHits(answer: unknown): SearchHit[] {
  if (!isRecord(answer) || !Array.isArray(answer.results)) throw new AnswerShapeError('quick_search: results missing');
  return answer.results.filter(isRecord).flatMap((item) => {
    const kind = item.kind as SearchHitKind;
    if (!KINDS.includes(kind) || typeof item.id !== 'string' || typeof item.name !== 'string') return [];
    return [
      {
        kind,
        id: item.id,
        name: item.name,
        ...(typeof item.number === 'number' ? { number: item.number } : {}),
        ...(typeof item.status === 'string' ? { status: item.status } : {}),
        ...(typeof item.company_id === 'string' ? { companyId: item.company_id } : {}),
      },
    ];
  });
}
