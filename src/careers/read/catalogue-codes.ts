/*
 * The stable codes of the seeded catalogue items the JSON-LD maps (data/catalogue/lists/*.json:
 * ids never change once seeded; read/catalogue-codes.spec.ts holds these to the data files).
 */
export const EMPLOYMENT_TYPE_CODES: Record<number, string> = {
  1: 'full-time',
  2: 'part-time',
  3: 'remote',
  4: 'hybrid',
  5: 'shift',
  6: 'rotation',
  7: 'project',
  8: 'civil-contract',
  9: 'gig-contract',
  10: 'seasonal',
  11: 'temporary',
  12: 'internship',
};
export const WORK_EXPERIENCE_CODES: Record<number, string> = { 1: 'none', 2: 'lt-1', 3: '1-3', 4: '3-5', 5: '5-10', 6: '10+', 7: 'any' };
export const EDUCATION_CODES: Record<number, string> = {
  1: 'any',
  2: 'secondary',
  3: 'vocational',
  4: 'pre-higher',
  5: 'incomplete-higher',
  6: 'higher',
  7: 'higher-bachelor',
  8: 'higher-master',
  9: 'two-higher',
  10: 'academic',
};
/** Employment types whose work is done away from an office (JSON-LD TELECOMMUTE). */
export const REMOTE_EMPLOYMENT_TYPES: ReadonlySet<number> = new Set([3]);
