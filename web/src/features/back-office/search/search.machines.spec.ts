import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { AdvancedSearchAnswer, AdvancedSearchRequest, QuickSearchAnswer } from '../../../shared/api/verification';
import { cleanSearch } from '../../../shared/api/verification';
import { advancedSearchMachine, EMPTY_FORM, toRequest } from './advanced-search.machine';
import { companySearchMachine, SEARCH_DEBOUNCE_MS } from './company-search.machine';

describe('the verifier quick search', () => {
  it('searches once, 400 ms after the last keystroke, from the first character', async () => {
    const clock = new SimulatedClock();
    const values: string[] = [];
    const answer: QuickSearchAnswer = { ok: true, search_result: [], total: 0, total_capped: false };
    const actor = createActor(
      companySearchMachine.provide({
        actors: {
          search: fromPromise(async ({ input }: { input: { value: string } }) => {
            values.push(input.value);
            return answer;
          }),
        },
      }),
      { clock },
    ).start();
    actor.send({ type: 'TYPE', value: 'т' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'TYPE', value: 'то ' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(values).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(values).toEqual(['то']);
    actor.send({ type: 'TYPE', value: '' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('the advanced search', () => {
  it('drops empty filters, shows the Result tab, sorts and pages there, keeps the form on the way back', async () => {
    const requests: AdvancedSearchRequest[] = [];
    const answer: AdvancedSearchAnswer = { ok: true, search_result: [], total: 0, total_capped: false, page: 1, page_size: 5 };
    const actor = createActor(
      advancedSearchMachine.provide({
        actors: {
          search: fromPromise(async ({ input }: { input: AdvancedSearchRequest }) => {
            requests.push(cleanSearch(input));
            return answer;
          }),
        },
      }),
    ).start();
    const form = { ...EMPTY_FORM, companyName: ' Рога ', dateFrom: '2026-01-01' };
    actor.send({ type: 'SEARCH', form });
    await waitFor(actor, (s) => s.matches('result'));
    expect(requests[0]).toEqual({ companyName: 'Рога', dateFrom: '2026-01-01', sort: 'name', order: 'asc', page: 1, page_size: 5 });
    actor.send({ type: 'SORT', sort: 'code', order: 'desc' });
    await waitFor(actor, (s) => s.matches('result'));
    actor.send({ type: 'PAGE', page: 2 });
    await waitFor(actor, (s) => s.matches('result'));
    expect(requests.map((r) => [r.sort, r.order, r.page])).toEqual([
      ['name', 'asc', 1],
      ['code', 'desc', 1],
      ['code', 'desc', 2],
    ]);
    actor.send({ type: 'FILTERS' });
    expect(actor.getSnapshot().context.form).toEqual(form);
    expect(toRequest({ form: EMPTY_FORM, sort: 'name', order: 'asc', page: 1 }).employees).toBeUndefined();
  });

  it('a sort or page chosen while the table re-searches is the one whose rows show; Filters is not ignored either', async () => {
    const requests: AdvancedSearchRequest[] = [];
    const answers: Array<(answer: AdvancedSearchAnswer) => void> = [];
    const actor = createActor(
      advancedSearchMachine.provide({
        actors: {
          search: fromPromise(({ input }: { input: AdvancedSearchRequest }) => {
            requests.push(input);
            return new Promise<AdvancedSearchAnswer>((resolve) => answers.push(resolve));
          }),
        },
      }),
    ).start();
    const rows = (name: string): AdvancedSearchAnswer => ({
      ok: true,
      search_result: [{ name } as AdvancedSearchAnswer['search_result'][number]],
      total: 20,
      total_capped: false,
      page: 1,
      page_size: 5,
    });
    actor.send({ type: 'SEARCH', form: EMPTY_FORM });
    answers[0]!(rows('first'));
    await waitFor(actor, (s) => s.matches('result'));
    actor.send({ type: 'PAGE', page: 2 });
    actor.send({ type: 'SORT', sort: 'code', order: 'desc' });
    expect(actor.getSnapshot().context).toMatchObject({ sort: 'code', order: 'desc', page: 1 });
    answers[1]!(rows('page 2, by name'));
    answers[2]!(rows('page 1, by code'));
    await waitFor(actor, (s) => s.matches('result'));
    expect(requests.map((r) => [r.sort, r.order, r.page])).toEqual([
      ['name', 'asc', 1],
      ['name', 'asc', 2],
      ['code', 'desc', 1],
    ]);
    expect(actor.getSnapshot().context.answer?.search_result[0]?.name).toBe('page 1, by code');
    actor.send({ type: 'PAGE', page: 2 });
    actor.send({ type: 'FILTERS' });
    expect(actor.getSnapshot().matches('filters')).toBe(true);
  });
});
