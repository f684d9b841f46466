import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { actualVacanciesMachine } from './actual-vacancies.machine';
import type { VacancyRow } from './vacancies';

const row: VacancyRow = { id: 'v1', number: 1, name: 'Бухгалтер', newResponses: 0, awaitingCall: 0, passedTesting: 0, awaitingInterview: 0 };

function start(companyId: string | null, answers: Array<() => VacancyRow[]>) {
  const asked: string[] = [];
  const actor = createActor(
    actualVacanciesMachine.provide({
      actors: {
        load: fromPromise<VacancyRow[], { companyId: string }>(async ({ input }) => {
          asked.push(input.companyId);
          return answers.shift()!();
        }),
      },
    }),
    { input: { companyId } },
  ).start();
  return { actor, asked };
}

describe('the home table of actual vacancies', () => {
  it('loads the active company\'s vacancies', async () => {
    const { actor, asked } = start('c1', [() => [row]]);
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['c1']);
    expect(actor.getSnapshot().context.rows).toEqual([row]);
  });

  it('asks nothing without an active company (an empty table)', () => {
    const { actor, asked } = start(null, []);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(asked).toEqual([]);
  });

  it('retries after a failure', async () => {
    const { actor } = start('c1', [() => { throw new Error('offline'); }, () => []]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });
});
