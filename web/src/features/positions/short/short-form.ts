// The fields of the short wizard's Car and Education-and-skills steps and their rules (spec 001 §3
// "Position profile (short wizard)", §4): pure, so the machine decides and the screens only show.
// The server checks the same rules; its per-field messages land in the same problems.
import { VACANCY_LIMITS, type SkillEntry } from '../../../../../src/shared/contract/vacancy';
import type { CarRequest, SkillsRequest, VacancyView } from '../../../shared/api/positions';
import { invalid, type FieldProblems } from '../../../shared/forms/validation';

export interface CarValues {
  driver_license: 0 | 1;
  driver_categories: number[];
  /** DD.MM.YYYY as typed (the wire format too). */
  driving_experience: string;
  car_available: 0 | 1;
}

export type SkillKind = 'languages' | 'programs';

/** A language or program row while edited: nothing chosen yet is null. */
export interface SkillRow {
  id: string;
  name: number | null;
  level: number | null;
}

export interface SkillsValues {
  education: number | null;
  languages: SkillRow[];
  programs: SkillRow[];
}

/** Problems by field: `driver_categories`, `education`, `languages.<row id>.name` … */
export type Problems = FieldProblems<string>;

/** Spec §4: the licence defaults to No; No keeps the rest empty. */
export const NO_LICENCE: CarValues = { driver_license: 0, driver_categories: [], driving_experience: '', car_available: 0 };

const MIN_YEAR = VACANCY_LIMITS.yearMin;

/** Keystrokes → "DD.MM.YYYY": digits only, at most eight, dots inserted as the parts fill. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `.${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `.${digits.slice(4, 8)}`;
  return out;
}

/** A real calendar day written DD.MM.YYYY, from 1900 and not after `today`. */
export function isPastDate(value: string, today: Date): boolean {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1 || date.getUTCFullYear() !== year) return false;
  return date.getTime() <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
}

/** Yes with what the vacancy had; No resets every dependent field (spec §4). */
export function withLicence(values: CarValues, licence: 0 | 1): CarValues {
  return licence === 1 ? { ...values, driver_license: 1 } : NO_LICENCE;
}

export function checkCar(values: CarValues, today: Date): Problems {
  if (values.driver_license === 0) return {};
  const problems: Problems = {};
  if (values.driver_categories.length === 0) problems.driver_categories = invalid('required');
  if (values.driving_experience.trim() === '') problems.driving_experience = invalid('required');
  else if (!isPastDate(values.driving_experience, today)) problems.driving_experience = invalid('date');
  return problems;
}

export function carRequest(values: CarValues, ref: { company_id: string; vacancy_id: string }): CarRequest {
  const licence = values.driver_license === 1;
  return {
    ...ref,
    driver_license: values.driver_license,
    driver_categories: licence ? values.driver_categories : [],
    driving_experience: licence ? values.driving_experience.trim() : null,
    car_available: licence ? values.car_available : 0,
  };
}

export function carOf(vacancy: VacancyView): CarValues {
  if (vacancy.driver_license !== 1) return NO_LICENCE;
  return {
    driver_license: 1,
    driver_categories: [...vacancy.driver_categories],
    driving_experience: vacancy.driving_experience ?? '',
    car_available: vacancy.car_available,
  };
}

export function skillsOf(vacancy: VacancyView): SkillsValues {
  const rows = (entries: readonly SkillEntry[]) => entries.map((entry) => ({ id: entry.id, name: entry.name, level: entry.level }));
  return { education: vacancy.education, languages: rows(vacancy.languages), programs: rows(vacancy.programs) };
}

export function checkSkills(values: SkillsValues): Problems {
  const problems: Problems = {};
  if (values.education === null) problems.education = invalid('required');
  for (const kind of ['languages', 'programs'] as const) {
    // A name chosen in one row is disabled in the others' selects, so rows never repeat.
    for (const row of values[kind]) {
      if (row.name === null) problems[`${kind}.${row.id}.name`] = invalid('required');
      if (row.level === null) problems[`${kind}.${row.id}.level`] = invalid('required');
    }
  }
  return problems;
}

/** Call after checkSkills found nothing: every row has its name and level. */
export function skillsRequest(values: SkillsValues, ref: { company_id: string; vacancy_id: string }): SkillsRequest {
  const entries = (rows: readonly SkillRow[]): SkillEntry[] =>
    rows.flatMap((row) => (row.name !== null && row.level !== null ? [{ id: row.id, name: row.name, level: row.level }] : []));
  return { ...ref, education: values.education, languages: entries(values.languages), programs: entries(values.programs) };
}
