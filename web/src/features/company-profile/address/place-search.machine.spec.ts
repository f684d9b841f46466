import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { reached } from '../../../shared/testing/machine';
import { placeSearchMachine, type Place, type PlaceSource } from './place-search.machine';

const KYIV: Place = { id: 1, name: 'Київ', description: 'м. Київ' };

function start(search: (text: string) => Promise<Place[]> = async () => [KYIV]) {
  const asked: string[] = [];
  const chosen: (Place | null)[] = [];
  const actor = createActor(
    placeSearchMachine.provide({
      actors: { search: fromPromise(async ({ input }: { input: { text: string; source: PlaceSource } }) => (asked.push(input.text), search(input.text))) },
      actions: { chosenChanged: (_, params) => chosen.push(params.chosen) },
      delays: { debounce: 1 },
    }),
    { input: { chosen: null } },
  ).start();
  return { actor, asked, chosen };
}

describe('place-search.machine', () => {
  it('asks nothing below 3 characters and asks once for the last text typed', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'TYPE', value: 'Ки' });
    expect(actor.getSnapshot().matches('short')).toBe(true);
    actor.send({ type: 'TYPE', value: 'Киї' });
    actor.send({ type: 'TYPE', value: 'Київ' });
    const shown = await reached(actor, 'shown');
    expect(asked).toEqual(['Київ']);
    expect(shown.context.results).toEqual([KYIV]);
  });

  it('keeps a choice until the text changes; fewer than 3 characters drop it', async () => {
    const { actor, chosen } = start();
    actor.send({ type: 'TYPE', value: 'Київ' });
    await reached(actor, 'shown');
    actor.send({ type: 'CHOOSE', place: KYIV });
    actor.send({ type: 'TYPE', value: 'Київ' });
    expect(actor.getSnapshot().context.chosen).toEqual(KYIV);
    actor.send({ type: 'TYPE', value: 'Ки' });
    expect(actor.getSnapshot().context.chosen).toBeNull();
    expect(chosen.at(-2)).toEqual(KYIV);
    expect(chosen.at(-1)).toBeNull();
  });

  it('shows an empty answer and a failed search as such', async () => {
    const { actor } = start(async () => []);
    actor.send({ type: 'TYPE', value: 'Xyzzy' });
    expect((await reached(actor, 'shown')).context.results).toEqual([]);
    const failing = start(async () => Promise.reject(new Error('offline'))).actor;
    failing.send({ type: 'TYPE', value: 'Київ' });
    expect((await reached(failing, 'shown')).context.error).toBe('offline');
  });
});
