import { describe, expect, it } from '@jest/globals';
import { isoOf, monthGrid, moveFocus, shiftMonth, type DayRef } from './calendar';

const ref = (iso: string): DayRef => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, day };
};

describe('monthGrid', () => {
  it('is always 6 rows of 7 days starting on a Monday', () => {
    for (let month = 0; month < 12; month += 1) {
      const grid = monthGrid(2026, month, ref('2026-11-22'));
      expect(grid).toHaveLength(6);
      for (const week of grid) expect(week).toHaveLength(7);
      // 2026-01-05 is a Monday; every first column is a whole number of weeks away from it.
      const first = grid[0]![0]!;
      const days = Math.round((Date.UTC(first.year, first.month, first.day) - Date.UTC(2026, 0, 5)) / 86_400_000);
      expect(((days % 7) + 7) % 7).toBe(0);
    }
  });

  it('November 2026 starts on Sunday the 1st, so the grid opens on Monday 26 October', () => {
    const grid = monthGrid(2026, 10, ref('2026-11-22'));
    expect(grid[0]!.map((d) => d.iso)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(grid[0]![5]!.inMonth).toBe(false);
    expect(grid[0]![6]!.inMonth).toBe(true);
    expect(grid[5]![6]!.iso).toBe('2026-12-06');
  });

  it('a month starting on Monday opens on its 1st (June 2026)', () => {
    expect(monthGrid(2026, 5, ref('2026-06-01'))[0]![0]!.iso).toBe('2026-06-01');
  });

  it('marks today, and only today', () => {
    const days = monthGrid(2026, 10, ref('2026-11-22')).flat();
    expect(days.filter((d) => d.isToday).map((d) => d.iso)).toEqual(['2026-11-22']);
    expect(
      monthGrid(2026, 9, ref('2026-11-22'))
        .flat()
        .some((d) => d.isToday),
    ).toBe(false);
  });

  it('crosses the year boundary', () => {
    const grid = monthGrid(2027, 0, ref('2027-01-01'));
    expect(grid[0]![0]!.iso).toBe('2026-12-28');
    expect(grid.flat().filter((d) => d.inMonth)).toHaveLength(31);
  });
});

describe('keyboard movement', () => {
  it.each([
    ['2026-11-01', 'ArrowLeft', '2026-10-31'],
    ['2026-11-30', 'ArrowRight', '2026-12-01'],
    ['2026-11-03', 'ArrowUp', '2026-10-27'],
    ['2026-11-28', 'ArrowDown', '2026-12-05'],
    ['2026-11-26', 'Home', '2026-11-23'],
    ['2026-11-26', 'End', '2026-11-29'],
    ['2026-11-23', 'Home', '2026-11-23'],
    ['2026-11-29', 'End', '2026-11-29'],
    ['2026-03-31', 'PageUp', '2026-02-28'],
    ['2024-03-31', 'PageUp', '2024-02-29'],
    ['2026-12-15', 'PageDown', '2027-01-15'],
  ] as const)('%s + %s → %s', (from, key, to) => {
    expect(isoOf(moveFocus(ref(from), key))).toBe(to);
  });

  it('shiftMonth clamps to the last day', () => {
    expect(isoOf(shiftMonth(ref('2026-01-31'), 1))).toBe('2026-02-28');
  });
});
