import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { collectFieldErrors } from '../../../shared/http/validation.js';
import { registerMessages } from '../../../shared/i18n/messages.js';
import { PROFILING_MESSAGES } from '../../profiling.messages.js';
import { VacancyListDto } from '../../http/vacancies.dto.js';
import { DEFAULT_PAGE_SIZE, vacancyFilter } from './vacancy-list.js';

/** What the global validation pipe answers in `fields` for a filter body (message keys). */
function refused(body: Record<string, unknown>): Record<string, string> {
  return collectFieldErrors(validateSync(plainToInstance(VacancyListDto, { company_id: 'c', ...body }), { whitelist: true }));
}

describe('the vacancy list filter', () => {
  // The pipe keeps a rule's own message only when it is a known key, as the API's composed texts make it.
  beforeAll(() => registerMessages(PROFILING_MESSAGES));

  it('asks for nothing but the first page without keys', () => {
    expect(vacancyFilter({ company_id: 'x', status: 'all', name: '', languages: [] })).toEqual({
      where: [],
      params: [],
      activity: null,
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
    });
  });

  it('turns every key into one condition with its parameters, and age, gender and family status into none', () => {
    const filter = vacancyFilter({
      status: 'published',
      name: '50%_off',
      programs: [3],
      languages: ['4', 5],
      age: { from: 20, to: 30 },
      address_vacancy: 7,
      salary: { from: 100, to: 200 },
      car_available: 1,
      education: 2,
      experience: 3,
      gender: 1,
      family_status: 2,
      military_service: 0,
      employment_type: 4,
      s_activity: 9,
      page: 3,
      page_size: 10,
    });
    expect(filter.where).toHaveLength(11);
    expect(filter.where.join(' ')).not.toMatch(/'age'|age_enabled|gender|family_status/);
    expect(filter.params).toContain('%50\\%\\_off%');
    expect(filter.params).toContain(JSON.stringify([4, 5]));
    expect(filter).toMatchObject({ activity: 9, page: 3, pageSize: 10 });
    // Overlap: the vacancy's from ≤ the asked to and its to ≥ the asked from.
    expect(filter.params).toEqual(expect.arrayContaining([200, 100]));
  });

  it('lets well-formed keys through', () => {
    expect(
      refused({
        status: 'all',
        name: '',
        languages: [],
        programs: ['3'],
        age: { from: '20', to: 30 },
        page: '2',
        page_size: 100,
        car_available: '1',
      }),
    ).toEqual({});
  });

  it('names every malformed key', () => {
    // Age is no filter key any more: sent, it is dropped unread, however malformed.
    expect(
      refused({
        status: 'gone',
        salary: { from: 5, to: 1 },
        age: { from: 1, to: 2 },
        programs: ['a'],
        car_available: 3,
        page: 0,
        page_size: 101,
        s_activity: 'x',
      }),
    ).toEqual({
      status: 'validation.format',
      salary: 'profiling.vacancy.rangeOrder',
      programs: 'validation.format',
      car_available: 'validation.format',
      page: 'validation.format',
      page_size: 'validation.format',
      s_activity: 'validation.format',
    });
  });
});
