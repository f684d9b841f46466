import { DomainError } from '../../../shared/domain/domain-error.js';
import { DEFAULT_PAGE_SIZE, readVacancyFilter } from './vacancy-list.js';

function refused(body: Record<string, unknown>): Record<string, string> {
  try {
    readVacancyFilter(body);
  } catch (error) {
    if (error instanceof DomainError) return error.fields as Record<string, string>;
    throw error;
  }
  throw new Error('not refused');
}

describe('the vacancy list filter', () => {
  it('asks for nothing but the first page without keys', () => {
    expect(readVacancyFilter({ company_id: 'x', status: 'all', name: '', languages: [] })).toEqual({ where: [], params: [], activity: null, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('turns every key into one condition with its parameters', () => {
    const filter = readVacancyFilter({
      status: 'published', name: '50%_off', programs: [3], languages: ['4', 5], age: { from: 20, to: 30 }, address_vacancy: 7, salary: { from: 100, to: 200 },
      car_available: 1, education: 2, experience: 3, gender: 1, family_status: 2, military_service: 0, employment_type: 4, s_activity: 9, page: 3, page_size: 10,
    });
    expect(filter.where).toHaveLength(14);
    expect(filter.params).toContain('%50\\%\\_off%');
    expect(filter.params).toContain(JSON.stringify([4, 5]));
    expect(filter).toMatchObject({ activity: 9, page: 3, pageSize: 10 });
    // Overlap: the vacancy's from ≤ the asked to and its to ≥ the asked from.
    expect(filter.params).toEqual(expect.arrayContaining([30, 20, 200, 100]));
  });

  it('names every malformed key', () => {
    expect(refused({ status: 'gone', salary: { from: 5, to: 1 }, age: { from: 1, to: 2 }, programs: ['a'], car_available: 3, page: 0, page_size: 101, s_activity: 'x' })).toEqual({
      status: 'validation.format',
      salary: 'profiling.vacancy.rangeOrder',
      age: 'profiling.vacancy.rangeBounds',
      programs: 'validation.format',
      car_available: 'validation.format',
      page: 'validation.format',
      page_size: 'validation.format',
      s_activity: 'validation.format',
    });
  });
});
