import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { failsOnce, flush } from '../../../shared/testing/machine';
import { madeUpCard } from '../fixtures';
import type { CandidatesPage } from '../../../shared/api/recruiting';
import type { CandidateCard } from '../model';
import { candidatesListMachine, candidatesRequest, SEARCH_DELAY_MS, type CandidatesRequest } from './candidates-list.machine';

const ROW: CandidateCard = madeUpCard();

function start(load: (body: CandidatesRequest) => Promise<{ candidates: CandidateCard[]; total: number; total_capped?: boolean }>) {
  return createActor(
    candidatesListMachine.provide({
      actors: {
        load: fromPromise<CandidatesPage, CandidatesRequest>(async ({ input }) => ({ total_capped: false, ...(await load(input)) })),
        vacancies: fromPromise(async () => [{ id: 'v1', name: 'Бухгалтер' }]),
      },
    }),
    { input: { companyId: 'co1' } },
  ).start();
}

describe('the candidates list', () => {
  it('asks for the first page, then waits for typing to pause before searching', async () => {
    jest.useFakeTimers();
    try {
      const asked: CandidatesRequest[] = [];
      const actor = start(async (body) => {
        asked.push(body);
        return { candidates: [ROW], total: 1 };
      });
      await jest.advanceTimersByTimeAsync(0);
      actor.send({ type: 'SEARCH', text: 'ко' });
      actor.send({ type: 'SEARCH', text: 'ков' });
      await jest.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1);
      expect(asked).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(asked).toEqual([
        { company_id: 'co1', page: 1 },
        { company_id: 'co1', query: 'ков', page: 1 },
      ]);
      expect(actor.getSnapshot().context.vacancies).toEqual([{ id: 'v1', name: 'Бухгалтер' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts a filter from page 1 and keeps the filters on a page change', async () => {
    const asked: CandidatesRequest[] = [];
    const actor = start(async (body) => {
      asked.push(body);
      return { candidates: [ROW], total: 45 };
    });
    await flush();
    actor.send({ type: 'PAGE', page: 2 });
    await flush();
    actor.send({ type: 'TAG', tag: 'java' });
    await flush();
    actor.send({ type: 'VACANCY', vacancyId: 'v1' });
    await flush();
    actor.send({ type: 'PAGE', page: 3 });
    await flush();
    expect(asked.slice(1)).toEqual([
      { company_id: 'co1', page: 2 },
      { company_id: 'co1', tag: 'java', page: 1 },
      { company_id: 'co1', tag: 'java', vacancy_id: 'v1', page: 1 },
      { company_id: 'co1', tag: 'java', vacancy_id: 'v1', page: 3 },
    ]);
    expect(actor.getSnapshot().context.total).toBe(45);
  });

  it('can be retried after a failure', async () => {
    const actor = start(failsOnce({ candidates: [ROW], total: 1 }));
    await flush();
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().context.rows).toEqual([ROW]);
  });

  it('says when more candidates match than the server counted', async () => {
    const actor = start(async () => ({ candidates: [ROW], total: 2000, total_capped: true }));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ total: 2000, capped: true });
  });

  it('leaves empty filters out of the request', () => {
    expect(candidatesRequest('co1', { text: '  ', tag: '', vacancyId: '', page: 1 })).toEqual({ company_id: 'co1', page: 1 });
  });
});
