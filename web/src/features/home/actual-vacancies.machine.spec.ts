import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { actualVacanciesMachine } from './actual-vacancies.machine';
import type { VacancyRow } from './vacancies';

const row: VacancyRow = {
  id: 'v1',
  number: 1,
  name: 'Бухгалтер',
  newResponses: 0,
  awaitingCall: 0,
  passedTesting: 0,
  awaitingInterview: 0,
};

function start(companyId: string | null, answers: Array<() => VacancyRow[]>) {
  const asked: string[] = [];
  /** The live stream's subscriptions: each (the names asked for) and how to push an event down it. */
  const live: Array<{ names: readonly string[]; push: (event: EventObject) => void }> = [];
  const actor = createActor(
    actualVacanciesMachine.provide({
      actors: {
        load: fromPromise<VacancyRow[], { companyId: string }>(async ({ input }) => {
          asked.push(input.companyId);
          return answers.shift()!();
        }),
        live: fromCallback<EventObject, { names: readonly string[] }>(({ input, sendBack }) => {
          live.push({ names: input.names, push: sendBack });
          return () => undefined;
        }),
      },
    }),
    { input: { companyId } },
  ).start();
  return { actor, asked, live };
}

describe('the home table of actual vacancies', () => {
  it("loads the active company's vacancies", async () => {
    const { actor, asked } = start('c1', [() => [row]]);
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['c1']);
    expect(actor.getSnapshot().context.rows).toEqual([row]);
  });

  it('reads the list again in the background when an in-app notice arrives, keeping the rows shown', async () => {
    const published: VacancyRow = { ...row, id: 'v2', number: 2, name: 'Логіст' };
    const { actor, asked, live } = start('c1', [() => [], () => [row, published]]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(live.at(-1)?.names).toEqual(['notice.created']);
    live.at(-1)!.push({ type: 'LIVE', event: { type: 'notice.created', data: {} } } as EventObject);
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(actor.getSnapshot().matches('loading')).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['c1', 'c1']);
    expect(actor.getSnapshot().context.rows).toEqual([row, published]);
  });

  it('asks nothing without an active company (an empty table)', () => {
    const { actor, asked } = start(null, []);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(asked).toEqual([]);
  });

  it('retries after a failure', async () => {
    const { actor } = start('c1', [
      () => {
        throw new Error('offline');
      },
      () => [],
    ]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });
});
