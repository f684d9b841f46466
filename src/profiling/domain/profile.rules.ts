import type { MessageKey } from '../../shared/i18n/messages.js';
import { COMPANY_LIMITS } from '../../shared/contract/company.js';

/** Rules and constants of the company profile. */

/** The fixed nine networks of `socials`, in the order their ids (1..9) follow. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'pinterest',
  'telegram',
  'twitter',
  'viber',
  'whatsapp',
  'youtube',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Wizard steps in order (1..5); saving step N moves the resume point to the step after it. */
export const PROFILE_STEPS = ['general', 'structure', 'contacts', 'management', 'mission'] as const;
export const LAST_STEP = PROFILE_STEPS.length;

export function stepAfter(saved: number): number {
  return Math.min(LAST_STEP, saved + 1);
}

export const MAX_OFFICES = 50;
export const MAX_POLICY_FILES = 20;
export const MAX_DEPARTMENTS = 200;
export const MAX_DEPARTMENT_ADDRESSES = 20;
/** The web checks the same before an upload (src/shared/contract/company.ts). */
export const MAX_POLICY_BYTES = COMPANY_LIMITS.policyMaxBytes;

/** Department names compare trimmed and case-insensitively (spec §5 duplicate list entry). */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('uk');
}

/** Longest own department name. */
export const MAX_DEPARTMENT_NAME = 200;

/** An own department name: trimmed text, numbers read as text; answers the problem or the text. */
export function ownDepartmentName(name: unknown): { text: string } | { problem: MessageKey } {
  if (name === undefined || name === null || name === '') return { problem: 'profiling.required' };
  if (typeof name !== 'string' && typeof name !== 'number') return { problem: 'validation.format' };
  const text = String(name).trim();
  if (text === '') return { problem: 'profiling.required' };
  return text.length > MAX_DEPARTMENT_NAME ? { problem: 'validation.tooLong' } : { text };
}

/**
 * The department stage is complete when there is at least one
 * department and each has its manager's surname and name and an address; answers the indexes of
 * those that miss something.
 */
export function departmentsComplete(
  departments: ReadonlyArray<{ hasAddress: boolean; managerSurname: string | null; managerName: string | null }>,
): { complete: boolean; incomplete: number[] } {
  const incomplete = departments.flatMap((item, index) => (!item.hasAddress || !item.managerSurname || !item.managerName ? [index] : []));
  return { complete: departments.length > 0 && incomplete.length === 0, incomplete };
}

/** Compares stored and submitted values as data: key order (jsonb sorts keys) and null/undefined do not count. */
export function sameValues(stored: unknown, submitted: unknown): boolean {
  return canonical(stored) === canonical(submitted);
}

function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined && item !== null);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Regional offices without their ids: an office sent without its id (a new id is made) is the same office. */
export function withoutIds<T extends { id?: unknown }>(items: readonly T[] | null | undefined): Array<Omit<T, 'id'>> {
  return (items ?? []).map(({ id: _id, ...rest }) => rest);
}

/** A department name as chosen: a `tl_lists` item (global or the company's local one) or an own name. */
export interface ChosenName {
  listItemId: number | null;
  name: string;
  key: string;
}

/** True when another department (not `except`) has the same item or the same name (409 DEPARTMENT_DUPLICATE). */
export function isDuplicate(
  existing: ReadonlyArray<{ id: string; nameKey: string; listItemId?: number | null }>,
  chosen: ChosenName,
  except?: string,
): boolean {
  return existing.some(
    (department) =>
      department.id !== except &&
      (department.nameKey === chosen.key || (chosen.listItemId !== null && department.listItemId === chosen.listItemId)),
  );
}

/** One address of the catalogue: same city, street and number (any case). */
export function sameAddress(
  a: { city_id: number; street_id: number; street_number: string },
  b: { city_id: number; street_id: number; street_number: string },
): boolean {
  return a.city_id === b.city_id && a.street_id === b.street_id && a.street_number.toLowerCase() === b.street_number.toLowerCase();
}
