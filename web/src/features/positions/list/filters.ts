// The filter panel of the company vacancy list: the spec's vacancy filter keys (spec 001 §7:
// programs, languages, address_vacancy, salary, name, car_available, education, experience,
// military_service, s_activity, employment_type) but age, gender and family_status, which never
// narrow the list (PROTECTED_VACANCY_FIELDS, src/shared/contract/vacancy.ts). The form keeps what
// was typed; only complete values travel, so an empty field or half a range filters nothing.
import type { Range, VacancyListRequest } from '../../../shared/api/positions';

export type FilterRequest = Omit<VacancyListRequest, 'company_id' | 'status' | 'page' | 'page_size'>;

/** Dictionary filters: the form field, the request key and the option list it picks from. */
export const LIST_FILTERS = [
  { key: 'programs', list: 's_programs' },
  { key: 'languages', list: 's_languages' },
  { key: 'education', list: 's_education' },
  { key: 'experience', list: 's_work_experience' },
  { key: 's_activity', list: 's_activity' },
  { key: 'employment_type', list: 's_employment_type' },
] as const;
export type ListFilterKey = (typeof LIST_FILTERS)[number]['key'];
export type FilterListName = (typeof LIST_FILTERS)[number]['list'];

/** Yes / no filters: empty means either. */
export const FLAG_FILTERS = ['car_available', 'military_service'] as const;
export type FlagFilterKey = (typeof FLAG_FILTERS)[number];

export interface FilterForm {
  name: string;
  /** Picked dictionary ids by filter key (null: any). */
  lists: Record<ListFilterKey, number | null>;
  flags: Record<FlagFilterKey, '' | '0' | '1'>;
  salaryFrom: string;
  salaryTo: string;
  /** The city picked in the address search (its name is kept for the field). */
  city: { id: number; name: string } | null;
}

export const EMPTY_FILTERS: FilterForm = {
  name: '',
  lists: { programs: null, languages: null, education: null, experience: null, s_activity: null, employment_type: null },
  flags: { car_available: '', military_service: '' },
  salaryFrom: '',
  salaryTo: '',
  city: null,
};

const whole = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : null);

/**
 * A range from two typed bounds: one bound alone leaves the other side open (0 or the given
 * maximum); reversed bounds are swapped rather than refused, since the meaning is plain.
 */
export function rangeOf(fromText: string, toText: string, max: number): Range<number> | undefined {
  const from = whole(fromText);
  const to = whole(toText);
  if (from === null && to === null) return undefined;
  const low = from ?? 0;
  const high = to ?? max;
  return low <= high ? { from: low, to: high } : { from: high, to: low };
}

export const SALARY_MAX = 10_000_000;

/** The request fields of the filled filters only. */
export function filterRequest(form: FilterForm): FilterRequest {
  const request: FilterRequest = {};
  if (form.name.trim()) request.name = form.name.trim();
  const lists = form.lists;
  if (lists.programs !== null) request.programs = [lists.programs];
  if (lists.languages !== null) request.languages = [lists.languages];
  for (const key of ['education', 'experience', 's_activity', 'employment_type'] as const) {
    const id = lists[key];
    if (id !== null) request[key] = id;
  }
  for (const key of FLAG_FILTERS) if (form.flags[key] !== '') request[key] = form.flags[key] === '1' ? 1 : 0;
  const salary = rangeOf(form.salaryFrom, form.salaryTo, SALARY_MAX);
  if (salary) request.salary = salary;
  if (form.city) request.address_vacancy = form.city.id;
  return request;
}

/** How many filters are on, for the panel button ("Filters (3)"). */
export function activeFilterCount(request: FilterRequest): number {
  return Object.keys(request).length;
}
