// The home page's month calendar: always 6 rows of 7 days, Monday first, so the
// block keeps one height whatever the month. Plain values, no Date objects across the API, so the
// rules are tested without time zones getting in the way.

export interface DayRef {
  year: number;
  /** 0-11, as Date counts months. */
  month: number;
  day: number;
}

export interface CalendarDay extends DayRef {
  /** YYYY-MM-DD: a stable key and the value screen readers and tests can rely on. */
  iso: string;
  inMonth: boolean;
  isToday: boolean;
}

export const WEEKS = 6;
export const DAYS_IN_WEEK = 7;

const pad = (value: number) => String(value).padStart(2, '0');

export function isoOf({ year, month, day }: DayRef): string {
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** Normalises overflowing days and months (day 0, day 32, month 12) the way Date does. */
export function dayRef(year: number, month: number, day: number): DayRef {
  const date = new Date(year, month, day, 12);
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

export function todayRef(now: Date = new Date()): DayRef {
  return { year: now.getFullYear(), month: now.getMonth(), day: now.getDate() };
}

/** Monday = 0 ... Sunday = 6. */
export function mondayIndex(ref: DayRef): number {
  return (new Date(ref.year, ref.month, ref.day, 12).getDay() + 6) % 7;
}

/** The 6 × 7 grid of the month holding `month`, starting on the Monday on or before its first day. */
export function monthGrid(year: number, month: number, today: DayRef): CalendarDay[][] {
  const first = dayRef(year, month, 1);
  const offset = mondayIndex(first);
  const todayIso = isoOf(today);
  const weeks: CalendarDay[][] = [];
  for (let week = 0; week < WEEKS; week += 1) {
    const days: CalendarDay[] = [];
    for (let weekday = 0; weekday < DAYS_IN_WEEK; weekday += 1) {
      const ref = dayRef(first.year, first.month, 1 - offset + week * DAYS_IN_WEEK + weekday);
      const iso = isoOf(ref);
      days.push({ ...ref, iso, inMonth: ref.month === first.month && ref.year === first.year, isToday: iso === todayIso });
    }
    weeks.push(days);
  }
  return weeks;
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export function isCalendarKey(key: string): key is CalendarKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
}

/** Where keyboard focus goes from a day: the grid pattern of the WAI-ARIA date picker dialog. */
export function moveFocus(from: DayRef, key: CalendarKey): DayRef {
  switch (key) {
    case 'ArrowLeft':
      return dayRef(from.year, from.month, from.day - 1);
    case 'ArrowRight':
      return dayRef(from.year, from.month, from.day + 1);
    case 'ArrowUp':
      return dayRef(from.year, from.month, from.day - 7);
    case 'ArrowDown':
      return dayRef(from.year, from.month, from.day + 7);
    case 'Home':
      return dayRef(from.year, from.month, from.day - mondayIndex(from));
    case 'End':
      return dayRef(from.year, from.month, from.day + 6 - mondayIndex(from));
    case 'PageUp':
    case 'PageDown':
      return shiftMonth(from, key === 'PageUp' ? -1 : 1);
  }
}

/** The same day in another month, clamped to that month's last day (31 March - 1 month = 28/29 February). */
export function shiftMonth(from: DayRef, months: number): DayRef {
  const target = dayRef(from.year, from.month + months, 1);
  const lastDay = dayRef(target.year, target.month + 1, 0).day;
  return { ...target, day: Math.min(from.day, lastDay) };
}
