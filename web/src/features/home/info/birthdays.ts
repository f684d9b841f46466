// The birthday counters of the home page, counted in the viewer's own calendar: who
// has a birthday today, how many in the next seven days and in this month, and who comes next.

import type { HomeInfo } from '../../../shared/api/home-info';

/** A colleague's birthday as home_info sends it (date: MM-DD). */
export type BirthdayEntry = HomeInfo['birthdays'][number];

export interface UpcomingBirthday extends BirthdayEntry {
  /** The next date it falls on (today or later). */
  next: Date;
  /** Days from today (0 = today). */
  inDays: number;
}

export interface BirthdayCounters {
  today: UpcomingBirthday[];
  week: number;
  month: number;
  upcoming: UpcomingBirthday[];
}

const DAY_MS = 86_400_000;
export const UPCOMING_SHOWN = 5;

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The birthday in a given year; 29 February falls on the 28th in other years. */
function inYear(date: string, year: number): Date {
  const month = Number(date.slice(0, 2)) - 1;
  let day = Number(date.slice(3, 5));
  if (month === 1 && day === 29 && !isLeap(year)) day = 28;
  return new Date(year, month, day);
}

export function birthdayCounters(entries: readonly BirthdayEntry[], now: Date): BirthdayCounters {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const upcoming = entries
    .map((entry) => {
      let next = inYear(entry.date, today.getFullYear());
      if (next < today) next = inYear(entry.date, today.getFullYear() + 1);
      return { ...entry, next, inDays: Math.round((next.getTime() - today.getTime()) / DAY_MS) };
    })
    .sort((a, b) => a.inDays - b.inDays || a.name.localeCompare(b.name));
  return {
    today: upcoming.filter((item) => item.inDays === 0),
    week: upcoming.filter((item) => item.inDays < 7).length,
    month: entries.filter((entry) => inYear(entry.date, today.getFullYear()).getMonth() === today.getMonth()).length,
    upcoming: upcoming.slice(0, UPCOMING_SHOWN),
  };
}
