import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { VacancyListRequest, VacancyRow } from '../../../shared/api/positions';
import { sampleRow } from '../fixtures';
import { activeFilterCount, EMPTY_FILTERS, filterRequest, rangeOf } from './filters';
import { rowHref } from './row-link';
import { PAGE_SIZE, vacancyListMachine } from './vacancy-list.machine';

function start(answer: (request: VacancyListRequest) => { vacancies: VacancyRow[]; total: number }) {
  const requests: VacancyListRequest[] = [];
  const actor = createActor(
    vacancyListMachine.provide({
      actors: {
        load: fromPromise<{ vacancies: VacancyRow[]; total: number }, VacancyListRequest>(async ({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { companyId: 'c1' } },
  ).start();
  return { actor, requests };
}

describe('the company vacancy list', () => {
  it('loads the first page of all vacancies, then a tab, filters and pages (tab and filters back to page 1)', async () => {
    const { actor, requests } = start(() => ({ vacancies: [sampleRow(1)], total: 25 }));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests[0]).toEqual({ company_id: 'c1', status: 'all', page: 1, page_size: PAGE_SIZE });
    actor.send({ type: 'PAGE', page: 3 });
    await waitFor(actor, (s) => s.matches('ready') && requests.length === 2);
    expect(requests[1]).toMatchObject({ status: 'all', page: 3 });
    actor.send({ type: 'TAB', status: 'returned' });
    await waitFor(actor, (s) => s.matches('ready') && requests.length === 3);
    expect(requests[2]).toMatchObject({ status: 'returned', page: 1 });
    actor.send({ type: 'PAGE', page: 2 });
    actor.send({ type: 'FILTER', filters: { name: 'бух', car_available: 1 } });
    await waitFor(actor, (s) => s.matches('ready') && requests.length === 5);
    expect(requests[4]).toEqual({ company_id: 'c1', status: 'returned', name: 'бух', car_available: 1, page: 1, page_size: PAGE_SIZE });
    expect(actor.getSnapshot().context).toMatchObject({ rows: [sampleRow(1)], total: 25 });
  });

  it('goes to the last page with rows when the asked page emptied meanwhile', async () => {
    const { actor, requests } = start((request) =>
      request.page === 5 ? { vacancies: [], total: 12 } : { vacancies: [sampleRow(11)], total: 12 },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAGE', page: 5 });
    await waitFor(actor, (s) => s.matches('ready') && requests.length === 3);
    expect(requests.map((r) => r.page)).toEqual([1, 5, 2]);
  });

  it('shows an empty list as ready, and a failure with its message and a retry', async () => {
    let fail = true;
    const { actor } = start(() => {
      if (fail) throw new Error('offline');
      return { vacancies: [], total: 0 };
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('offline');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], total: 0, message: null });
  });
});

describe('the vacancy filters', () => {
  it('send nothing while empty', () => {
    expect(filterRequest(EMPTY_FILTERS)).toEqual({});
    expect(activeFilterCount(filterRequest(EMPTY_FILTERS))).toBe(0);
  });

  it('send every spec key that is filled, in its wire shape, and never age, gender or family status', () => {
    const request = filterRequest({
      name: '  Бухгалтер ',
      lists: { programs: 3, languages: 4, education: 5, experience: 6, s_activity: 7, employment_type: 8 },
      flags: { car_available: '1', military_service: '0' },
      salaryFrom: '20000',
      salaryTo: '',
      city: { id: 42, name: 'Киев' },
    });
    expect(request).toEqual({
      name: 'Бухгалтер',
      programs: [3],
      languages: [4],
      education: 5,
      experience: 6,
      s_activity: 7,
      employment_type: 8,
      car_available: 1,
      military_service: 0,
      salary: { from: 20000, to: 10_000_000 },
      address_vacancy: 42,
    });
    expect(activeFilterCount(request)).toBe(11);
    expect(Object.keys(EMPTY_FILTERS.lists)).not.toEqual(expect.arrayContaining(['gender']));
    for (const key of ['age', 'gender', 'family_status']) expect(Object.keys(request)).not.toContain(key);
  });

  it('read ranges leniently: one bound opens the other side, reversed bounds swap, junk is ignored', () => {
    expect(rangeOf('', '30', 80)).toEqual({ from: 0, to: 30 });
    expect(rangeOf('50', '20', 80)).toEqual({ from: 20, to: 50 });
    expect(rangeOf('abc', '', 80)).toBeUndefined();
    expect(rangeOf('', '', 80)).toBeUndefined();
  });
});

describe('a row of the list', () => {
  it('opens a draft or a returned vacancy in the wizard, the others read-only on the approval screen', () => {
    expect(rowHref('c1', { id: 'v1', status: 'draft' })).toBe('/add-vacancy?vacancy=v1');
    expect(rowHref('c1', { id: 'v2', status: 'returned' })).toBe('/add-vacancy?vacancy=v2');
    expect(rowHref('c1', { id: 'v3', status: 'approval' })).toBe('/vacancy-approval/c1/v3');
    expect(rowHref('c1', { id: 'v4', status: 'published' })).toBe('/vacancy-approval/c1/v4');
  });
});
