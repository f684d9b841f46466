import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { reached } from '../../../shared/testing/machine';
import { offersAdding, placeSearchMachine, type Place, type PlaceSource } from './place-search.machine';

const KYIV: Place = { id: 1, name: 'Київ', description: 'м. Київ' };

function start(
  search: (text: string) => Promise<Place[]> = async () => [KYIV],
  source: PlaceSource = { kind: 'cities' },
  add: (text: string) => Promise<Place> = async (text) => ({ id: 77, name: text }),
) {
  const asked: string[] = [];
  const added: Array<{ text: string; source: PlaceSource }> = [];
  const chosen: (Place | null)[] = [];
  const actor = createActor(
    placeSearchMachine.provide({
      actors: {
        search: fromPromise(async ({ input }: { input: { text: string; source: PlaceSource } }) => {
          asked.push(input.text);
          return search(input.text);
        }),
        add: fromPromise(async ({ input }: { input: { text: string; source: PlaceSource } }) => {
          added.push(input);
          return add(input.text);
        }),
      },
      actions: { chosenChanged: (_, params) => chosen.push(params.chosen) },
      delays: { debounce: 1 },
    }),
    { input: { chosen: null, source } },
  ).start();
  return { actor, asked, added, chosen };
}

const KYIV_STREETS: PlaceSource = { kind: 'streets', cityId: 1 };

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

  it('adds a street the search did not find from the field, as typed, and chooses it', async () => {
    const { actor, added, chosen } = start(async () => [{ id: 5, name: 'вулиця Сагайдачного Петра' }], KYIV_STREETS);
    actor.send({ type: 'TYPE', value: 'вулиця Сагайдачного ' });
    const shown = await reached(actor, 'shown');
    expect(offersAdding(shown.context)).toBe(true);
    actor.send({ type: 'ADD' });
    const done = await reached(actor, 'idle');
    expect(added).toEqual([{ text: 'вулиця Сагайдачного', source: KYIV_STREETS }]);
    expect(done.context.chosen).toEqual({ id: 77, name: 'вулиця Сагайдачного' });
    expect(done.context.text).toBe('вулиця Сагайдачного');
    expect(chosen.at(-1)).toEqual({ id: 77, name: 'вулиця Сагайдачного' });
    expect(offersAdding(done.context)).toBe(false);
  });

  it('offers no adding for a name found as typed, for cities, or before a city is chosen', async () => {
    const found = start(async () => [{ id: 5, name: 'вулиця Хрещатик' }], KYIV_STREETS);
    found.actor.send({ type: 'TYPE', value: 'Вулиця  хрещатик' });
    expect(offersAdding((await reached(found.actor, 'shown')).context)).toBe(false);
    found.actor.send({ type: 'ADD' });
    expect(found.added).toEqual([]);
    const cities = start(async () => []);
    cities.actor.send({ type: 'TYPE', value: 'Xyzzy' });
    expect(offersAdding((await reached(cities.actor, 'shown')).context)).toBe(false);
    const noCity = start(async () => [], { kind: 'streets', cityId: null });
    noCity.actor.send({ type: 'TYPE', value: 'вулиця Нова' });
    expect(offersAdding((await reached(noCity.actor, 'shown')).context)).toBe(false);
  });

  it('shows a refused street (a duplicate) and offers adding again', async () => {
    const { actor } = start(
      async () => [],
      KYIV_STREETS,
      async () => Promise.reject(new Error('Эта назва уже существует в базе данных')),
    );
    actor.send({ type: 'TYPE', value: 'вулиця Нова' });
    await reached(actor, 'shown');
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().matches('adding')).toBe(true);
    const refused = await reached(actor, 'shown');
    expect(refused.context.error).toBe('Эта назва уже существует в базе данных');
    expect(refused.context.chosen).toBeNull();
    expect(offersAdding(refused.context)).toBe(true);
  });
});
