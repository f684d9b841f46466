const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MIN_BIRTH_YEAR = 1900;

/** `YYYY-MM-DD` of a day in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A day that exists, written YYYY-MM-DD, from year 1 on: what PostgreSQL's `date` accepts, so a
 * `2026-02-30` or `0000-00-00` is a 400 at the door and never an error from the database.
 */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > 31) return false;
  // Date.UTC maps years 0-99 onto 1900-1999; setUTCFullYear does not.
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A birth date is a real calendar day written YYYY-MM-DD, not before 1900 and not after today.
 * "Today" is taken a day ahead of UTC so that people east of Greenwich are not refused on their
 * own today.
 */
export function isValidBirthDate(value: unknown, now: Date = new Date()): value is string {
  if (!isCalendarDay(value) || Number(value.slice(0, 4)) < MIN_BIRTH_YEAR) return false;
  const latest = isoDay(new Date(now.getTime() + 24 * 3600_000));
  return value <= latest;
}
