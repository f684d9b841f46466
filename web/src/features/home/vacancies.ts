// The "actual vacancies" table of the home page: the active company's published
// vacancies (get_actual_vacancies); the counters of their candidates wait for the hiring features.
import type { VacancyRow as VacancyAnswerRow } from '../../shared/api/positions';
import { COMPANY_STATUS } from '../../shared/api/company-status';
import { isRecord } from '../../shared/api/contract';

export interface VacancyRow {
  id: string;
  number: number;
  name: string;
  newResponses: number;
  awaitingCall: number;
  passedTesting: number;
  awaitingInterview: number;
}

/** The answer's rows as the table shows them (the counters become columns). */
export function homeRows(rows: readonly VacancyAnswerRow[]): VacancyRow[] {
  return rows.map((row) => ({ id: row.id, number: row.number, name: row.name, ...row.counters }));
}

/** The four counters of a vacancy's candidates (spec 000 §2), the sortable columns. */
export const CANDIDATE_COLUMNS = ['newResponses', 'awaitingCall', 'passedTesting', 'awaitingInterview'] as const;
export type VacancyColumn = 'number' | 'name' | (typeof CANDIDATE_COLUMNS)[number];

/**
 * Whether the product has candidates. It does not yet, so their counters would always read 0 and
 * stay hidden; the columns (and their sorting) come back by setting this once hiring exists.
 */
const CANDIDATES_BUILT = false;

export const VACANCY_COLUMNS: readonly VacancyColumn[] = ['number', 'name', ...(CANDIDATES_BUILT ? CANDIDATE_COLUMNS : [])];

/** The candidate columns shown are the sortable ones. */
export const SORTABLE_COLUMNS: readonly VacancyColumn[] = VACANCY_COLUMNS.filter((column) =>
  (CANDIDATE_COLUMNS as readonly string[]).includes(column),
);

export interface VacancySort {
  column: VacancyColumn;
  direction: 'ascending' | 'descending';
}

/** A stable sort by one counter; ties keep the table's own order (by number). */
export function sortVacancies(rows: readonly VacancyRow[], sort: VacancySort | null): VacancyRow[] {
  const copy = [...rows];
  const column = CANDIDATE_COLUMNS.find((candidate) => candidate === sort?.column);
  if (!sort || !column) return copy.sort((a, b) => a.number - b.number);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return copy.sort((a, b) => sign * (a[column] - b[column]) || a.number - b.number);
}

export type VerificationBanner =
  | { kind: 'registered' }
  | { kind: 'waiting' }
  | { kind: 'granted' }
  | { kind: 'rejected'; reason: string | null }
  | null;

/**
 * The banner follows the active company's status: 1 registered → not yet sent for verification (its
 * owner is in the onboarding; this is what a member of the draft company sees), 2 under
 * consideration → waiting, 4 verified → access granted, 3 rejected → the verifier's reason
 * (`rejection.reason`, when present) and the way to correct and resubmit. No company, or 5 → none.
 */
export function verificationBanner(company: unknown): VerificationBanner {
  if (!isRecord(company) || !isRecord(company.status)) return null;
  const status = Number(company.status.id);
  if (status === COMPANY_STATUS.registered) return { kind: 'registered' };
  if (status === COMPANY_STATUS.underConsideration) return { kind: 'waiting' };
  if (status === COMPANY_STATUS.verified) return { kind: 'granted' };
  if (status === COMPANY_STATUS.rejected) {
    // The verification context's decision arrives as `rejection {code, reason}` (optional: an
    // older answer, or a rejection without a written reason, has none); older field names still count.
    const rejection = isRecord(company.rejection) ? company.rejection.reason : undefined;
    const reason = [rejection, company.status.reason, company.reason, company.reject_reason].find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    return { kind: 'rejected', reason: reason?.trim() ?? null };
  }
  return null;
}
