import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import {
  candidateMatchesStatement,
  candidateRowCondition,
  candidateSearchCondition,
  SEARCH_COUNT_CAP,
  type SqlCondition,
} from '../domain/candidate-search.js';

/** What a typed query adds to the list's conditions, and whether its count stops at SEARCH_COUNT_CAP. */
export interface SearchNarrowing {
  condition: SqlCondition;
  /** More than SEARCH_COUNT_CAP candidates match: the list says "more than", and its page walks the newest. */
  capped: boolean;
}

/**
 * How get_candidates and the quick search narrow the company's candidates by a typed query
 * (domain/candidate-search.ts). First the matches, at most SEARCH_COUNT_CAP + 1 ids, each side of
 * the search stopping there: a rare word is done, the list reads exactly those ids (as a subquery:
 * `id = any(array)` let the planner AND it with a scan of the whole company). A common word
 * (more than that) is counted no further, and the page walks the company's newest candidates testing
 * each row, which finds 20 within a few hundred rows; with other filters beside it (a tag, a vacancy)
 * the walk could read every row for nothing, so the whole search condition is used and counted.
 * Null: nothing to search (a blank query).
 */
export async function narrowBySearch(
  connection: PostgreSqlConnection,
  companyId: string,
  query: string,
  otherFilters: boolean,
): Promise<SearchNarrowing | null> {
  const matches = candidateMatchesStatement(companyId, query);
  if (!matches) return null;
  const ids = (await connection.execute<Array<{ id: string }>>(matches.sql, matches.params)).map((row) => row.id);
  if (ids.length <= SEARCH_COUNT_CAP)
    return { condition: { sql: 'c.id in (select unnest(?::uuid[]))', params: [`{${ids.join(',')}}`] }, capped: false };
  if (!otherFilters) return { condition: candidateRowCondition(query, 'c')!, capped: true };
  return { condition: candidateSearchCondition(companyId, query, 'c')!, capped: false };
}
