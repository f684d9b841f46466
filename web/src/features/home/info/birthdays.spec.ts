import { describe, expect, it } from '@jest/globals';
import { birthdayCounters } from './birthdays';

const people = [
  { user_id: 'a', name: 'Андрій', date: '11-27' },
  { user_id: 'b', name: 'Богдана', date: '12-02' },
  { user_id: 'c', name: 'Віктор', date: '11-03' },
  { user_id: 'd', name: 'Галина', date: '01-05' },
  { user_id: 'e', name: 'Дмитро', date: '02-29' },
];

describe('birthday counters', () => {
  it("count today, the next seven days and this month in the viewer's calendar", () => {
    const counters = birthdayCounters(people, new Date(2026, 10, 27, 23, 59));
    expect(counters.today.map((item) => item.name)).toEqual(['Андрій']);
    expect(counters.week).toBe(2);
    expect(counters.month).toBe(2);
    expect(counters.upcoming.map((item) => [item.name, item.inDays])).toEqual([
      ['Андрій', 0],
      ['Богдана', 5],
      ['Галина', 39],
      ['Дмитро', 93],
      ['Віктор', 341],
    ]);
  });

  it('moves 29 February to the 28th in other years, and wraps into next year', () => {
    const counters = birthdayCounters([{ user_id: 'e', name: 'Дмитро', date: '02-29' }], new Date(2027, 1, 28));
    expect(counters.today.map((item) => item.name)).toEqual(['Дмитро']);
    expect(birthdayCounters([{ user_id: 'e', name: 'Дмитро', date: '02-29' }], new Date(2027, 2, 1)).upcoming[0]!.next).toEqual(
      new Date(2028, 1, 29),
    );
    expect(birthdayCounters([], new Date(2026, 0, 1))).toEqual({ today: [], week: 0, month: 0, upcoming: [] });
  });
});
