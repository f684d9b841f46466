import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { City } from '../../../shared/api/places';
import { cityFilterMachine, PAUSE_MS } from './city-filter.machine';

const KYIV = { id: 1, name: 'Київ' } as City;

function start(search: (text: string) => Promise<City[]> = async () => [KYIV]) {
  const clock = new SimulatedClock();
  const asked: string[] = [];
  const actor = createActor(
    cityFilterMachine.provide({
      actors: {
        search: fromPromise(async ({ input }: { input: { text: string } }) => {
          asked.push(input.text);
          return search(input.text);
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, asked };
}

describe("the vacancy list's city filter", () => {
  it('asks once after the pause for the latest text of two letters or more', async () => {
    const { actor, clock, asked } = start();
    actor.send({ type: 'TYPE', value: 'К', picked: null });
    clock.increment(PAUSE_MS);
    actor.send({ type: 'TYPE', value: 'Ки', picked: null });
    clock.increment(PAUSE_MS - 1);
    actor.send({ type: 'TYPE', value: 'Киї', picked: null });
    clock.increment(PAUSE_MS);
    await waitFor(actor, (s) => s.matches('idle') && s.context.cities.length === 1);
    expect(asked).toEqual(['Киї']);
  });

  it("asks nothing for the picked city's own name, and shows no cities after a failed call", async () => {
    const failing = start(async () => Promise.reject(new Error('down')));
    failing.actor.send({ type: 'TYPE', value: 'Київ', picked: 'Київ' });
    failing.clock.increment(PAUSE_MS);
    expect(failing.asked).toEqual([]);
    failing.actor.send({ type: 'TYPE', value: 'Львів', picked: 'Київ' });
    failing.clock.increment(PAUSE_MS);
    await waitFor(failing.actor, (s) => s.matches('idle') && failing.asked.length === 1);
    expect(failing.actor.getSnapshot().context.cities).toEqual([]);
  });
});
