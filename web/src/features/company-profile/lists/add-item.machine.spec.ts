import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { ListItem } from '../../../shared/api/places';
import { reached } from '../../../shared/testing/machine';
import { addItemMachine } from './add-item.machine';

function start(add: (name: string) => Promise<ListItem>) {
  const added: ListItem[] = [];
  const asked: { list: string; name: string }[] = [];
  const actor = createActor(
    addItemMachine.provide({
      actors: {
        addItem: fromPromise(async ({ input }: { input: { list: string; name: string } }) => {
          asked.push(input);
          return add(input.name);
        }),
      },
      actions: { added: (_, params) => added.push(params.item) },
    }),
    { input: { list: 's_values' } },
  ).start();
  return { actor, added, asked };
}

describe('add-item.machine', () => {
  it('adds a trimmed local item and hands it to the form', async () => {
    const { actor, added, asked } = start(async (name) => ({ id: 1_000_001, name, type: 'local' }));
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TYPE', value: '  Чесність ' });
    actor.send({ type: 'ADD' });
    await reached(actor, 'closed');
    expect(asked).toEqual([{ list: 's_values', name: 'Чесність' }]);
    expect(added).toEqual([{ id: 1_000_001, name: 'Чесність', type: 'local' }]);
  });

  it('closes on an empty name and keeps the input open on a duplicate', async () => {
    const { actor, asked } = start(async () => {
      throw new ApiError(409, 'CATALOGUE_DUPLICATE', 'Это название уже существует в базе данных');
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TYPE', value: 'Чесність' });
    actor.send({ type: 'ADD' });
    const open = await reached(actor, 'open');
    expect(open.context.error).toBe('Это название уже существует в базе данных');
    expect(asked).toHaveLength(1);
  });

  it('says spec 001 §8\'s "Ошибка!" when the server finds the item without its values, and forgets it once typed again', async () => {
    const { actor } = start(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Проверьте данные', { name: 'Обязательное поле' });
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TYPE', value: '\u200b' });
    actor.send({ type: 'ADD' });
    const open = await reached(actor, 'open');
    expect(open.context).toMatchObject({ missing: true, error: null });
    actor.send({ type: 'TYPE', value: 'Чесність' });
    expect(actor.getSnapshot().context.missing).toBe(false);
  });
});
