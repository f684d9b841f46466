/*
 * The rules of tasks and of the stale-application job, pure (task.rules.spec.ts).
 */

const DAY_MS = 24 * 3600_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD, not more than a year back (an overdue task is fine, a typo of the year is not) and not past 2100. */
export function isDueDate(value: string, now: Date): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() >= now.getTime() - 366 * DAY_MS && year <= 2100;
}

/** The day (YYYY-MM-DD, UTC) `days` after `from`. */
export function dayAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether an open application last touched at `lastTouch` (its last move, or when it was added) has
 * been idle for `staleDays` whole days at `now`. The idle period is named by `lastTouch`: a task is
 * made once per period (rc_task_idle_period_unique), and a move starts a new period.
 */
export function isStale(lastTouch: Date, now: Date, staleDays: number): boolean {
  return now.getTime() - lastTouch.getTime() >= staleDays * DAY_MS;
}
