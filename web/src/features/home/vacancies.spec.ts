import { describe, expect, it } from '@jest/globals';
import { homeRows, SORTABLE_COLUMNS, sortVacancies, VACANCY_COLUMNS, verificationBanner, type VacancyRow } from './vacancies';

const row = (number: number, newResponses: number, awaitingCall = 0): VacancyRow => ({
  id: String(number),
  number,
  name: `Vacancy ${number}`,
  newResponses,
  awaitingCall,
  passedTesting: 0,
  awaitingInterview: 0,
});

describe('sortVacancies', () => {
  const rows = [row(2, 5), row(1, 5), row(3, 1, 9)];

  it('keeps the numbered order without a sort', () => {
    expect(sortVacancies(rows, null).map((r) => r.number)).toEqual([1, 2, 3]);
  });

  it('sorts by a counter both ways, ties by number', () => {
    expect(sortVacancies(rows, { column: 'newResponses', direction: 'ascending' }).map((r) => r.number)).toEqual([3, 1, 2]);
    expect(sortVacancies(rows, { column: 'newResponses', direction: 'descending' }).map((r) => r.number)).toEqual([1, 2, 3]);
    expect(sortVacancies(rows, { column: 'awaitingCall', direction: 'descending' }).map((r) => r.number)).toEqual([3, 1, 2]);
  });

  it('ignores columns that are not sortable and never mutates its input', () => {
    expect(sortVacancies(rows, { column: 'name', direction: 'descending' }).map((r) => r.number)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.number)).toEqual([2, 1, 3]);
    expect(sortVacancies([], { column: 'newResponses', direction: 'ascending' })).toEqual([]);
  });
});

describe('verificationBanner', () => {
  const company = (id: unknown, extra: Record<string, unknown> = {}) => ({ id: 'c1', name: 'A', status: { id, name: 'x' }, ...extra });
  it.each([
    [company(2), { kind: 'waiting' }],
    [company('2'), { kind: 'waiting' }],
    [company(4), { kind: 'granted' }],
    [company(3), { kind: 'rejected', reason: null }],
    [company(3, { reason: ' Нечитаемая выписка ' }), { kind: 'rejected', reason: 'Нечитаемая выписка' }],
    [
      company(3, { rejection: { code: 'EXTRACT_UNREADABLE', reason: 'Выписка не читается' } }),
      { kind: 'rejected', reason: 'Выписка не читается' },
    ],
    [company(3, { rejection: { code: 'OTHER', reason: '  ' } }), { kind: 'rejected', reason: null }],
    [company(3, { rejection: null }), { kind: 'rejected', reason: null }],
    [company(1), { kind: 'registered' }],
    [company(5), null],
    [null, null],
    [undefined, null],
  ])('company %p → %p', (value, banner) => {
    expect(verificationBanner(value)).toEqual(banner);
  });
});

describe("the table's columns", () => {
  it("shows the number and the name only: the candidates' counters wait for the hiring features (always 0 until then)", () => {
    expect(VACANCY_COLUMNS).toEqual(['number', 'name']);
    expect(SORTABLE_COLUMNS).toEqual([]);
  });
});

describe('homeRows', () => {
  it("turns the answer's counters into the table's columns", () => {
    const counters = { newResponses: 1, awaitingCall: 2, passedTesting: 3, awaitingInterview: 4 };
    const answer = {
      id: 'v1',
      number: 5,
      name: 'Бухгалтер',
      department_name: null,
      status: 'published' as const,
      author_name: 'А',
      updated_at: '',
      published_at: '',
      counters,
    };
    expect(homeRows([answer])).toEqual([{ id: 'v1', number: 5, name: 'Бухгалтер', ...counters }]);
  });
});
