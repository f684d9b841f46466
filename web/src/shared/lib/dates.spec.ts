import { describe, expect, it } from '@jest/globals';
import { dateLocale, formatDate, formatDateTime, formatDayMonth, formatTime, toDate } from './dates';

// 7 December 2026, 14:05:09 where the reader is: the date the issue saw as "12/07/2026" in the back
// office and "7 дек. 2026 г." in the lists.
const moment = new Date(2026, 11, 7, 14, 5, 9);

describe('dates in the interface language', () => {
  it('writes a date one way per language, day first', () => {
    expect(formatDate(moment, 'ru')).toBe('07.12.2026');
    expect(formatDate(moment, 'uk')).toBe('07.12.2026');
    expect(formatDate(moment, 'en')).toBe('07/12/2026');
    // The older code of Ukrainian and an unknown code read as the app reads them.
    expect(formatDate(moment, 'ua')).toBe('07.12.2026');
    expect(formatDate(moment, 'xx')).toBe('07.12.2026');
  });

  it('adds the time on the 24-hour clock, seconds only where asked', () => {
    expect(formatDateTime(moment, 'ru')).toBe('07.12.2026 14:05');
    expect(formatDateTime(moment, 'en', { seconds: true })).toBe('07/12/2026 14:05:09');
    expect(formatTime(moment, 'en')).toBe('14:05');
  });

  it('reads ISO moments and calendar days; a day stays that day in any time zone', () => {
    expect(formatDate('1988-05-17', 'ru')).toBe('17.05.1988');
    expect(toDate('1988-05-17')?.getDate()).toBe(17);
    expect(formatDate(moment.toISOString(), 'uk')).toBe('07.12.2026');
    expect(formatDayMonth('1988-05-17', 'ru')).toBe('17 мая');
    expect(formatDayMonth('1988-05-17', 'uk')).toBe('17 травня');
    expect(formatDayMonth('1988-05-17', 'en')).toBe('17 May');
  });

  it('writes nothing for what is no date', () => {
    for (const value of [null, undefined, '', 'soon', '2026-02-31']) {
      expect(formatDate(value, 'ru')).toBe('');
      expect(formatDateTime(value, 'ru')).toBe('');
    }
  });

  it('names the Intl locale of each language', () => {
    expect([dateLocale('ru'), dateLocale('en'), dateLocale('uk')]).toEqual(['ru-RU', 'en-GB', 'uk-UA']);
  });
});
