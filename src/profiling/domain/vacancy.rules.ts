import {
  isProtectedVacancyField,
  VACANCY_LIMITS,
  VACANCY_STEPS,
  type VacancyStatus,
  type VacancyStep,
} from '../../shared/contract/vacancy.js';
import type { CriterionEntry, Range, StoredVacancyValues } from './vacancy.values.js';

/*
 * The pure rules of the vacancy wizards. The step
 * DTOs and the commands check input with them; nothing here touches the database.
 */

/** The wizard steps in order and the limits, shared with the web (src/shared/contract/vacancy.ts). */
export { VACANCY_LIMITS, VACANCY_STEPS, type VacancyStep } from '../../shared/contract/vacancy.js';

/** Only drafts and returned vacancies change; under approval or published they are frozen. */
export function isEditable(status: VacancyStatus | string): boolean {
  return status === 'draft' || status === 'returned';
}

/** The furthest step saved after saving `step` (`step` counts from 1; saving an earlier step keeps it). */
export function furthestStep(current: number, step: VacancyStep): number {
  return Math.max(current, VACANCY_STEPS.indexOf(step) + 1);
}

export type RangeProblem = 'format' | 'order' | 'bounds';

/** A {from, to} of whole numbers within [min, max] with from ≤ to. */
export function checkNumberRange(value: unknown, min: number, max: number): { range: Range<number> } | { problem: RangeProblem } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'format' };
  const { from, to } = value as Record<string, unknown>;
  const a = typeof from === 'string' && from.trim() !== '' ? Number(from) : from;
  const b = typeof to === 'string' && to.trim() !== '' ? Number(to) : to;
  if (typeof a !== 'number' || typeof b !== 'number' || !Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return { problem: 'format' };
  if (a < min || b < min || a > max || b > max) return { problem: 'bounds' };
  if (a > b) return { problem: 'order' };
  return { range: { from: a, to: b } };
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an HH:mm on a 5-minute step (spec §9), or null. */
export function timeMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes % 5 === 0 ? minutes : null;
}

/** Work time: both ends HH:mm on 5-minute steps and the day starts before it ends. */
export function checkWorkTime(value: unknown): { range: Range<string> } | { problem: RangeProblem } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'format' };
  const { from, to } = value as Record<string, unknown>;
  const a = timeMinutes(from);
  const b = timeMinutes(to);
  if (a === null || b === null) return { problem: 'format' };
  if (a >= b) return { problem: 'order' };
  return { range: { from: from as string, to: to as string } };
}

/** A YYYY year between 1900 and next year (a course may be planned). */
export function isYear(value: unknown, now: Date = new Date()): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}$/.test(value) &&
    Number(value) >= VACANCY_LIMITS.yearMin &&
    Number(value) <= now.getUTCFullYear() + 1
  );
}

/** A real DD.MM.YYYY calendar date not after today (driving experience since). */
export function checkPastDate(value: unknown, now: Date = new Date()): 'ok' | 'format' | 'future' {
  if (typeof value !== 'string') return 'format';
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return 'format';
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'format';
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return date.getTime() > today ? 'future' : 'ok';
}

/** Priorities 1..n, each once, for n criteria (spec §4: moving into the list numbers them in order). */
export function prioritiesContiguous(criteria: readonly CriterionEntry[]): boolean {
  const sorted = criteria.map((item) => item.priority).sort((a, b) => a - b);
  return sorted.every((priority, index) => priority === index + 1);
}

/** Criteria filled by the short wizard's last step, which comes after the criteria step. */
export const SKILLS_CRITERIA: readonly string[] = ['education', 'languages', 'programs'];

/**
 * Whether the vacancy has a value for the field a selection criterion weighs (its s_selection_criteria
 * `code`); criteria without one are disabled on the screen (spec §4). Switch fields count as having a
 * value once their section applies: the car only with a driving licence. Unknown codes have none.
 */
export function criterionHasValue(code: string, values: StoredVacancyValues, companyActivity: number | null): boolean {
  // Education, languages and programs come in the step after the criteria ("Education and skills"):
  // until it is saved (education is its required field) they are offered, and that step must then fill them.
  if (SKILLS_CRITERIA.includes(code) && values.education === null) return true;
  // Age, sex and family status never rank candidates, whatever the position's notes hold.
  if (isProtectedVacancyField(code)) return false;
  switch (code) {
    case 'name':
      return values.name.trim() !== '';
    case 'experience':
      return values.experience !== null;
    case 'education':
      return values.education !== null;
    case 'salary':
      return values.salary !== null;
    case 'address_vacancy':
      return values.address_vacancy.length > 0;
    case 'employment_type':
      return values.employment_type !== null;
    case 'languages':
      return values.languages.length > 0;
    case 'programs':
      return values.programs.length > 0;
    case 's_activity':
      return companyActivity !== null;
    case 'driver_license':
      return values.driver_license === 1;
    case 'car_available':
      return values.driver_license === 1;
    case 'military_service':
      return true;
    default:
      return false;
  }
}

/** The fields that hang on the chosen position (its catalogue items): cleared when the position or department changes (spec §4). */
export const POSITION_DEPENDENT = ['target', 'result', 'kpi', 'zun', 'cases'] as const;

/**
 * Main step over stored values: a new position or department drops the position's items chosen on
 * later steps (functionality comes with the main step itself), and the wizard goes back to step 1.
 */
export function applyMain(
  stored: StoredVacancyValues,
  step: number,
  main: Partial<StoredVacancyValues>,
): { values: StoredVacancyValues; step: number; reset: boolean } {
  const reset =
    stored.id_position !== null &&
    (stored.id_position !== main.id_position || stored.position_type !== main.position_type || stored.department_id !== main.department_id);
  const values = { ...stored, ...main };
  if (reset) for (const field of POSITION_DEPENDENT) values[field] = [];
  return { values, step: reset ? 1 : furthestStep(step, 'main'), reset };
}

/** The two ranges share at least one value (list filters "overlaps"). */
export function overlaps(a: Range<number>, b: Range<number>): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** The indexes of the values that an earlier one repeats (entry ids, chosen languages); null values repeat nothing. */
export function repeatedIndexes(values: readonly unknown[]): number[] {
  const seen = new Set<unknown>();
  const repeated: number[] = [];
  for (const [index, value] of values.entries()) {
    if (value === null || value === undefined) continue;
    if (seen.has(value)) repeated.push(index);
    seen.add(value);
  }
  return repeated;
}
