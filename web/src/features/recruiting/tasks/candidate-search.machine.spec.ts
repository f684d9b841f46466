import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { madeUpCard } from '../fixtures';
import type { CandidateCard } from '../model';
import { candidateSearchMachine, PAUSE_MS } from './candidate-search.machine';

const OLENA = madeUpCard({ id: 'c1', name: 'Олена', lname: 'Коваль' });

function start(search: (text: string) => Promise<CandidateCard[]> = async () => [OLENA]) {
  const clock = new SimulatedClock();
  const asked: string[] = [];
  const actor = createActor(
    candidateSearchMachine.provide({
      actors: {
        search: fromPromise(async ({ input }: { input: { companyId: string; text: string } }) => {
          asked.push(input.text);
          return search(input.text);
        }),
      },
    }),
    { clock, input: { companyId: 'co1' } },
  ).start();
  return { actor, clock, asked };
}

describe("the task dialog's candidate search", () => {
  it('lists the newest at once, then asks once after the pause for the latest text', async () => {
    const { actor, clock, asked } = start();
    await waitFor(actor, (s) => s.matches('idle') && s.context.results.length === 1);
    actor.send({ type: 'TYPE', value: 'К', picked: null });
    clock.increment(PAUSE_MS - 1);
    actor.send({ type: 'TYPE', value: 'Ко', picked: null });
    clock.increment(PAUSE_MS - 1);
    actor.send({ type: 'TYPE', value: ' Коваль ', picked: null });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    clock.increment(PAUSE_MS);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual(['', 'Коваль']);
  });

  it("asks nothing for the picked candidate's own name or the same text again", async () => {
    const { actor, clock, asked } = start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'TYPE', value: 'Олена Коваль', picked: 'Олена Коваль' });
    actor.send({ type: 'TYPE', value: '', picked: null });
    clock.increment(PAUSE_MS);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(asked).toEqual(['']);
  });

  it('says a failed search failed and lists nobody', async () => {
    const { actor, clock } = start(async (text) => {
      if (text) throw new Error('down');
      return [OLENA];
    });
    await waitFor(actor, (s) => s.matches('idle') && s.context.results.length === 1);
    actor.send({ type: 'TYPE', value: 'java', picked: null });
    clock.increment(PAUSE_MS);
    const snapshot = await waitFor(actor, (s) => s.context.failed !== null);
    expect(snapshot.context).toMatchObject({ results: [], failed: 'down' });
  });
});
