import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime } from '../../shared/lib/dates';
import { displayStatusId, fileSize, highlight, pageCount, TABLE_TIME, tabFromParam } from './format';

describe('back-office formatting', () => {
  it("writes the tables' dates as the whole interface does, in the reader's language, with seconds (spec 001 §2)", () => {
    // 5 January, not 1 May: the earlier MM/DD/YYYY read "01/05/2026" whatever the language.
    const local = new Date(2026, 0, 5, 7, 8, 9).toISOString();
    expect(formatDateTime(local, 'ru', TABLE_TIME)).toBe('05.01.2026 07:08:09');
    expect(formatDateTime(local, 'en', TABLE_TIME)).toBe('05/01/2026 07:08:09');
    expect(formatDate(local, 'uk')).toBe('05.01.2026');
    expect(formatDateTime('garbage', 'ru', TABLE_TIME)).toBe('');
  });

  it('cuts the highlighted match out of the name or the code', () => {
    expect(highlight('ТОВ Ромашка', { field: 'name', start: 4, length: 3 }, 'name')).toEqual([
      { text: 'ТОВ ', match: false },
      { text: 'Ром', match: true },
      { text: 'ашка', match: false },
    ]);
    expect(highlight('12345678', { field: 'name', start: 0, length: 2 }, 'code')).toEqual([{ text: '12345678', match: false }]);
    expect(highlight('12345678', { field: 'code', start: 0, length: 4 }, 'code')).toEqual([
      { text: '1234', match: true },
      { text: '5678', match: false },
    ]);
  });

  it('knows the tabs, the deleted status, sizes and when to page', () => {
    expect([tabFromParam(undefined), tabFromParam('reject'), tabFromParam('nope')]).toEqual(['all', 'reject', null]);
    expect([displayStatusId({ id: 3 }, true), displayStatusId({ id: 3 }, false)]).toEqual([5, 3]);
    expect([fileSize(200), fileSize(3 * 1024 * 1024)]).toEqual([
      { key: 'kb', size: '1' },
      { key: 'mb', size: '3.0' },
    ]);
    expect([pageCount(9, 9), pageCount(10, 9), pageCount(0, 9)]).toEqual([1, 2, 1]);
  });
});
