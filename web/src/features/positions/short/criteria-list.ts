// The criteria list of the short wizard: the selected
// criteria in order, at most five; moving one in assigns priorities 1..n by order, reordering
// renumbers, and a criterion taken out keeps the priority it had (it is remembered, not reset, so
// putting it back shows where it came from). Pure: the machine calls these, drag and drop and the
// buttons both end here, so both ways of working obey one set of rules.
import {
  isProtectedVacancyField,
  VACANCY_LIMITS,
  type CriterionEntry,
  type VacancyValues,
} from '../../../../../src/shared/contract/vacancy';

/** Spec 001 "Extra limits": at most 5 selected search criteria (the server's limit). */
export const MAX_CRITERIA = VACANCY_LIMITS.criteriaMax;

export interface CriteriaList {
  /** Selected criteria ids, highest priority first. */
  order: number[];
  /** Every criterion's priority: the selected ones' by order, the taken-out ones' as they left. */
  priority: Record<number, number>;
}

export type Refusal = 'max' | 'duplicate' | 'unknown';
export type Change = { ok: true; list: CriteriaList } | { ok: false; reason: Refusal };

export const EMPTY_CRITERIA: CriteriaList = { order: [], priority: {} };

function renumbered(order: number[], previous: Record<number, number>): CriteriaList {
  const priority = { ...previous };
  for (const [index, id] of order.entries()) priority[id] = index + 1;
  return { order, priority };
}

/** The saved entries (any order, any gaps) → the list, by priority. */
export function fromEntries(entries: readonly CriterionEntry[]): CriteriaList {
  const sorted = [...entries].sort((a, b) => a.priority - b.priority).slice(0, MAX_CRITERIA);
  return renumbered(
    sorted.map((entry) => entry.id),
    {},
  );
}

/** What the criteria step saves: priorities 1..n contiguous, as the contract asks. */
export function toEntries(list: CriteriaList): CriterionEntry[] {
  return list.order.map((id, index) => ({ id, priority: index + 1 }));
}

/** Puts `id` into the selected list at `index` (the end by default). */
export function add(list: CriteriaList, id: number, index = list.order.length): Change {
  if (list.order.includes(id)) return { ok: false, reason: 'duplicate' };
  if (list.order.length >= MAX_CRITERIA) return { ok: false, reason: 'max' };
  const at = Math.max(0, Math.min(index, list.order.length));
  return { ok: true, list: renumbered([...list.order.slice(0, at), id, ...list.order.slice(at)], list.priority) };
}

/** Takes `id` out: it keeps its priority; the ones left are renumbered so the saved list stays contiguous. */
export function remove(list: CriteriaList, id: number): Change {
  if (!list.order.includes(id)) return { ok: false, reason: 'unknown' };
  const kept = list.priority[id]!;
  const next = renumbered(
    list.order.filter((other) => other !== id),
    list.priority,
  );
  return { ok: true, list: { ...next, priority: { ...next.priority, [id]: kept } } };
}

/** Moves `ids` (a drag may carry several) before or after `target`, then renumbers. */
export function moveTo(list: CriteriaList, ids: readonly number[], target: number, position: 'before' | 'after'): Change {
  const moving = list.order.filter((id) => ids.includes(id));
  if (moving.length === 0 || !list.order.includes(target) || moving.includes(target)) return { ok: false, reason: 'unknown' };
  const rest = list.order.filter((id) => !ids.includes(id));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  return { ok: true, list: renumbered([...rest.slice(0, at), ...moving, ...rest.slice(at)], list.priority) };
}

/** One place up (-1) or down (+1): the buttons of those who do not drag. */
export function moveBy(list: CriteriaList, id: number, step: -1 | 1): Change {
  const from = list.order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.order.length) return { ok: false, reason: 'unknown' };
  const order = [...list.order];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ok: true, list: renumbered(order, list.priority) };
}

/** Criteria of the "Education and skills" step, which comes after the criteria step. */
export const SKILLS_CRITERIA: readonly string[] = ['education', 'languages', 'programs'];

function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * A criterion's `code` names the vacancy field it searches by; with that field empty it is
 * disabled. Codes naming no vacancy field (the company's activity) are always available. A
 * 0/1 field (no car, no military service) is a value too.
 */
export function isAvailable(code: string | undefined, vacancy: Partial<VacancyValues>): boolean {
  // Age, sex and family status never rank candidates (PROTECTED_VACANCY_FIELDS), as the server holds.
  if (code && isProtectedVacancyField(code)) return false;
  if (!code || !(code in vacancy)) return true;
  // Education, languages and programs are filled on the next step: offered until it is saved (education set), as the server does.
  if (SKILLS_CRITERIA.includes(code) && (vacancy.education === null || vacancy.education === undefined)) return true;
  return hasValue(vacancy[code as keyof VacancyValues]);
}
