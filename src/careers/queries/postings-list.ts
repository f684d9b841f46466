import type { PostingSummary, PostingView } from '../read/views.js';

/** SQL of "open now": the opening open and public (the projection), its last day not passed (a parameter: today in Kyiv). */
export const OPEN = `state = 'open' and valid_through >= ?`;

/** The columns a list of postings reads (the language is the first parameter). */
export const SUMMARY_COLUMNS = `views -> ? as view`;

export interface SummaryRow {
  view: PostingView;
}

/** A list line of each posting view. */
export function summariesOf(rows: readonly SummaryRow[]): PostingSummary[] {
  return rows.map(({ view }) => ({
    vacancyId: view.vacancyId,
    title: view.title,
    companyId: view.companyId,
    companyName: view.companyName,
    cities: [...new Set(view.offices.map((office) => office.city))],
    remote: view.remote,
    employmentType: view.employmentType?.label ?? null,
    salary: view.salary,
    datePosted: view.datePosted,
  }));
}
