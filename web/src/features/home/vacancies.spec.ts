import { describe, expect, it } from '@jest/globals';
import { sortVacancies, verificationBanner, type VacancyRow, addActionsNote } from './vacancies';

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
  it.each([
    [4, 'waiting'],
    ['4', 'waiting'],
    [5, 'granted'],
    [0, null],
    [7, null],
    [undefined, null],
  ])('step %p → %p', (step, banner) => {
    expect(verificationBanner(step)).toBe(banner);
  });
});

describe('the add buttons note', () => {
  it('says "after verification" until access is granted, then only that the feature is coming', () => {
    expect(addActionsNote(undefined)).toBe('afterVerification');
    expect(addActionsNote(4)).toBe('afterVerification');
    expect(addActionsNote('5')).toBe('notYetBuilt');
    expect(addActionsNote(5)).toBe('notYetBuilt');
  });
});
