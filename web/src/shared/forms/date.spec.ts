import { describe, expect, it } from '@jest/globals';
import { formatDateInput, parseDisplayDate, toDisplayDate } from './date';

describe('birth date DD/MM/YYYY → YYYY-MM-DD', () => {
  const today = new Date(2026, 10, 22);
  it.each([
    ['17/05/1990', '1990-05-17'],
    ['01/01/1900', '1900-01-01'],
    ['29/02/2024', '2024-02-29'],
    ['22/11/2026', '2026-11-22'],
    ['32/01/1990', null],
    ['00/01/1990', null],
    ['10/13/1990', null],
    ['31/12/1899', null],
    ['30/02/1990', null],
    ['29/02/2023', null],
    ['31/04/1990', null],
    ['23/11/2026', null],
    ['1990-05-17', null],
    ['7/5/1990', null],
    ['', null],
  ])('%s → %p', (value, expected) => {
    expect(parseDisplayDate(value, today)).toBe(expected);
  });
});

describe('the input format', () => {
  it('shows the wire format in the input format', () => {
    expect(toDisplayDate('1988-04-12')).toBe('12/04/1988');
    expect(toDisplayDate('1990-05-17')).toBe('17/05/1990');
    expect(toDisplayDate('')).toBe('');
    expect(toDisplayDate(null)).toBe('');
  });

  it.each([
    ['1', '1'],
    ['17', '17'],
    ['170', '17/0'],
    ['17/0', '17/0'],
    ['17/05/1990', '17/05/1990'],
    ['17051990', '17/05/1990'],
    ['17/05/19901', '17/05/1990'],
    ['17.05.19901', '17/05/1990'],
    ['ab', ''],
  ])('masks typing: %j → %j', (text, masked) => {
    expect(formatDateInput(text)).toBe(masked);
  });
});
