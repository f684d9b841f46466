// The "actual vacancies" table of the home page: the active company's published
// vacancies (get_actual_vacancies) with the four counters of their candidates.
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

export const VACANCY_COLUMNS = ['number', 'name', 'newResponses', 'awaitingCall', 'passedTesting', 'awaitingInterview'] as const;
export type VacancyColumn = (typeof VACANCY_COLUMNS)[number];

/** The last four columns are the sortable ones. */
export const SORTABLE_COLUMNS: readonly VacancyColumn[] = ['newResponses', 'awaitingCall', 'passedTesting', 'awaitingInterview'];

export interface VacancySort {
  column: VacancyColumn;
  direction: 'ascending' | 'descending';
}

/** A stable sort by one counter; ties keep the table's own order (by number). */
export function sortVacancies(rows: readonly VacancyRow[], sort: VacancySort | null): VacancyRow[] {
  const copy = [...rows];
  if (!sort || !SORTABLE_COLUMNS.includes(sort.column)) return copy.sort((a, b) => a.number - b.number);
  const column = sort.column as Exclude<VacancyColumn, 'name'>;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return copy.sort((a, b) => sign * (a[column] - b[column]) || a.number - b.number);
}

export type VerificationBanner = { kind: 'waiting' } | { kind: 'granted' } | { kind: 'rejected'; reason: string | null } | null;


/**
 * The banner follows the active company's status: 2 under consideration → waiting,
 * 4 verified → access granted, 3 rejected → the verifier's reason (`rejection.reason`, when present)
 * and the way to correct and resubmit. No company, or status 1 or 5 → none.
 */
export function verificationBanner(company: unknown): VerificationBanner {
  if (!isRecord(company) || !isRecord(company.status)) return null;
  const status = Number(company.status.id);
  if (status === COMPANY_STATUS.underConsideration) return { kind: 'waiting' };
  if (status === COMPANY_STATUS.verified) return { kind: 'granted' };
  if (status === COMPANY_STATUS.rejected) {
    // The verification context's decision arrives as `rejection {code, reason}` (optional: an
    // older answer, or a rejection without a written reason, has none); older field names still count.
    const rejection = isRecord(company.rejection) ? company.rejection.reason : undefined;
    const reason = [rejection, company.status.reason, company.reason, company.reject_reason].find((value): value is string => typeof value === 'string' && value.trim() !== '');
    return { kind: 'rejected', reason: reason?.trim() ?? null };
  }
  return null;
}

/**
 * Why the add buttons do nothing yet: before the active company is verified (status 4, the
 * "access granted" banner) they wait for the verification; afterwards they wait only for their
 * features, and saying "after verification" to a verified user would be untrue.
 */
export function addActionsNote(company: unknown): 'afterVerification' | 'notYetBuilt' {
  return verificationBanner(company)?.kind === 'granted' ? 'notYetBuilt' : 'afterVerification';
}
