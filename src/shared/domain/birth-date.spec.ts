import { isCalendarDay, isValidBirthDate } from './birth-date.js';

const now = new Date('2026-06-15T12:00:00Z');

describe('birth date', () => {
  it.each(['1990-01-31', '1900-01-01', '2000-02-29', '2026-06-15'])('accepts %s', (value) => {
    expect(isValidBirthDate(value, now)).toBe(true);
  });

  it.each([
    ['1899-12-31', 'before 1900'],
    ['2027-01-01', 'in the future'],
    ['2026-06-17', 'after tomorrow'],
    ['1990-02-30', 'not a real day'],
    ['1999-02-29', 'not a leap year'],
    ['1990-13-01', 'month 13'],
    ['1990-00-10', 'month 0'],
    ['1990-01-00', 'day 0'],
    ['31/01/1990', 'another format'],
    ['1990-1-5', 'no leading zeros'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidBirthDate(value, now)).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(isValidBirthDate(19900101, now)).toBe(false);
    expect(isValidBirthDate(null, now)).toBe(false);
  });
});

describe('isCalendarDay', () => {
  it('takes days that exist, from year 1, leap days included', () => {
    for (const day of ['2026-02-28', '2024-02-29', '2000-02-29', '0001-01-01', '0099-12-31', '9999-12-31'])
      expect([day, isCalendarDay(day)]).toEqual([day, true]);
  });

  it('refuses what PostgreSQL would refuse, and other shapes', () => {
    for (const day of [
      '2026-02-30',
      '0000-00-00',
      '0000-01-01',
      '2026-13-45',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-1-1',
      '26-01-01',
      '2026-01-01T00:00',
      20260101,
      null,
    ])
      expect([day, isCalendarDay(day)]).toEqual([day, false]);
  });
});
