// The "actual vacancies" table of the home page (spec 000, §2). Vacancies arrive with the
// positions work (specification 001); until then the table has no rows and shows its empty text.

export interface VacancyRow {
  id: string;
  number: number;
  name: string;
  newResponses: number;
  awaitingCall: number;
  passedTesting: number;
  awaitingInterview: number;
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

export type VerificationBanner = 'waiting' | 'granted' | null;

/** Step 4: the company waits for verification; step 5: access granted (spec 000, §4). */
export function verificationBanner(step: unknown): VerificationBanner {
  const value = Number(step);
  if (value === 4) return 'waiting';
  if (value === 5) return 'granted';
  return null;
}

/**
 * Why the add buttons do nothing yet: before the company's access is granted (step 5) they wait
 * for the verification; afterwards they wait only for their features, and saying "after
 * verification" to a verified user would be untrue.
 */
export function addActionsNote(step: unknown): 'afterVerification' | 'notYetBuilt' {
  return Number(step) === 5 ? 'notYetBuilt' : 'afterVerification';
}
