import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CatalogueItem, CataloguePosition, FamilyPath } from '../../../shared/api/competency';
import { settled } from '../../../shared/testing/machine';
import { pickerMachine, visibleItems, type Picked, type PickerNotice } from './picker.machine';

const POSITIONS: CataloguePosition[] = [
  { id: 70, name: 'Бухгалтер', type: 'global', isUserAdd: false, category: 7 },
  { id: 71, name: 'Касир', type: 'global', isUserAdd: false, category: 7 },
];
const ITEMS: Record<number, CatalogueItem[]> = {
  70: [
    { id: 1, name: 'Вести облік', type: 'global', isUserAdd: false },
    { id: 2, name: 'Звітність', type: 'global', isUserAdd: false },
    { id: 1_000_001, name: 'Моя задача', type: 'local', isUserAdd: true },
    { id: 1_000_002, name: 'Задача колеги', type: 'local', isUserAdd: false },
  ],
  71: [{ id: 3, name: 'Каса', type: 'global', isUserAdd: false }],
};

function open(
  selected: Picked[] = [],
  options: { add?: () => Promise<CatalogueItem>; remove?: () => Promise<unknown>; curator?: boolean } = {},
) {
  const applied: Picked[][] = [];
  const notices: PickerNotice[] = [];
  const removed: number[] = [];
  const added: { family: FamilyPath; positionId: number; name: string }[] = [];
  const actor = createActor(
    pickerMachine.provide({
      actors: {
        items: fromPromise(async ({ input }: { input: { family: FamilyPath; positionId: number } }) => ITEMS[input.positionId] ?? []),
        addItem: fromPromise(async ({ input }: { input: { family: FamilyPath; positionId: number; name: string } }) => {
          added.push(input);
          return options.add ? options.add() : { id: 1_000_009, name: input.name, type: 'local' as const, isUserAdd: true };
        }),
        removeItem: fromPromise<unknown, { family: FamilyPath; id: number }>(async ({ input }) =>
          options.remove ? options.remove() : removed.push(input.id),
        ),
      },
      actions: { apply: (_, params) => void applied.push(params.items), notify: (_, params) => void notices.push(params) },
    }),
    { input: { family: 'func', positions: POSITIONS, positionId: 70, selected, curator: options.curator } },
  );
  actor.start();
  return { actor, applied, removed, added, notices };
}

describe('the functionality/ZUN picker', () => {
  it('tabs: All shows every item, Database the global ones, Mine the items the user added', async () => {
    const { actor } = open();
    await settled(actor, 'loading');
    const ids = () => visibleItems(actor.getSnapshot().context).map((item) => item.id);
    expect(ids()).toEqual([1, 2, 1_000_001, 1_000_002]);
    actor.send({ type: 'TAB', tab: 'global' });
    expect(ids()).toEqual([1, 2]);
    actor.send({ type: 'TAB', tab: 'mine' });
    expect(ids()).toEqual([1_000_001]);
  });

  it('checks items across positions and Apply copies the checked ones; reopening with them keeps the selection', async () => {
    const { actor, applied } = open();
    await settled(actor, 'loading');
    actor.send({ type: 'TOGGLE', item: { id: 1, name: 'Вести облік' } });
    actor.send({ type: 'TOGGLE', item: { id: 2, name: 'Звітність' } });
    actor.send({ type: 'TOGGLE', item: { id: 2, name: 'Звітність' } }); // unchecked again
    actor.send({ type: 'POSITION', id: 71 });
    await settled(actor, 'loading');
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([3]);
    actor.send({ type: 'TOGGLE', item: { id: 3, name: 'Каса' } });
    actor.send({ type: 'APPLY' });
    expect(applied).toEqual([
      [
        { id: 1, name: 'Вести облік' },
        { id: 3, name: 'Каса' },
      ],
    ]);
    expect(actor.getSnapshot().status).toBe('done');

    const again = open(applied[0]);
    await settled(again.actor, 'loading');
    expect(again.actor.getSnapshot().context.checked).toEqual(applied[0]);
    again.actor.send({ type: 'UNCHECK', id: 3 });
    again.actor.send({ type: 'CANCEL' });
    expect(again.applied).toEqual([]); // cancel copies nothing
  });

  it('a position picked while the first items still load is the one whose items show', async () => {
    const { actor } = open();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'POSITION', id: 71 });
    expect(actor.getSnapshot().context.positionId).toBe(71);
    await settled(actor, 'loading');
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([3]);
  });

  it('a box ticked while an own item is being added stays ticked', async () => {
    let answer: (item: CatalogueItem) => void = () => {};
    const { actor } = open([], { add: () => new Promise<CatalogueItem>((resolve) => (answer = resolve)) });
    await settled(actor, 'loading');
    actor.send({ type: 'TYPE', value: 'Своє' });
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().matches('adding')).toBe(true);
    actor.send({ type: 'TOGGLE', item: { id: 1, name: 'Вести облік' } });
    answer({ id: 1_000_010, name: 'Своє', type: 'local', isUserAdd: true });
    await settled(actor, 'adding');
    expect(actor.getSnapshot().context.checked.map((item) => item.id)).toEqual([1, 1_000_010]);
  });

  it('adds an own item to the position (checked at once) and removes only own items', async () => {
    const { actor, added, removed, notices } = open();
    await settled(actor, 'loading');
    actor.send({ type: 'ADD' }); // nothing typed: nothing sent
    actor.send({ type: 'TYPE', value: ' Нова задача ' });
    actor.send({ type: 'ADD' });
    await settled(actor, 'adding');
    expect(added).toEqual([{ family: 'func', positionId: 70, name: 'Нова задача' }]);
    expect(actor.getSnapshot().context).toMatchObject({ newName: '', checked: [{ id: 1_000_009, name: 'Нова задача' }] });

    actor.send({ type: 'REMOVE', id: 1_000_002 }); // a colleague's item: refused here as on the server
    actor.send({ type: 'REMOVE', id: 1 }); // a global item
    expect(removed).toEqual([]);
    actor.send({ type: 'REMOVE', id: 1_000_009 });
    await settled(actor, 'removing');
    expect(removed).toEqual([1_000_009]);
    expect(notices).toEqual([{ kind: 'removed', name: 'Нова задача' }]);
    expect(actor.getSnapshot().context.checked).toEqual([]);
    expect(actor.getSnapshot().context.items.some((item) => item.id === 1_000_009)).toBe(false);
  });

  it('lets a curator ("catalogues") remove a colleague\'s local item too, never a global one', async () => {
    const { actor, removed } = open([], { curator: true });
    await settled(actor, 'loading');
    actor.send({ type: 'REMOVE', id: 1 }); // a global item
    expect(removed).toEqual([]);
    actor.send({ type: 'REMOVE', id: 1_000_002 });
    await settled(actor, 'removing');
    expect(removed).toEqual([1_000_002]);
  });

  it('a refused own item shows the server message and keeps the typed name', async () => {
    const { actor } = open([], {
      add: async () =>
        Promise.reject(
          new ApiError(409, 'CATALOGUE_DUPLICATE', 'Это название уже существует в базе данных', {
            name: 'Это название уже существует в базе данных',
          }),
        ),
    });
    await settled(actor, 'loading');
    actor.send({ type: 'TYPE', value: 'Вести облік' });
    actor.send({ type: 'ADD' });
    await settled(actor, 'adding');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Это название уже существует в базе данных',
      newName: 'Вести облік',
      checked: [],
    });
  });

  it('says a failed removal as "Ошибка: {message}" (spec 001 §8) and keeps the item', async () => {
    const { actor, notices } = open([], {
      remove: async () => Promise.reject(new ApiError(403, 'CATALOGUE_NOT_AUTHOR', 'Удалить можно только свой пункт')),
    });
    await settled(actor, 'loading');
    actor.send({ type: 'REMOVE', id: 1_000_001 });
    await settled(actor, 'removing');
    expect(notices).toEqual([{ kind: 'failed', message: 'Удалить можно только свой пункт' }]);
    expect(actor.getSnapshot().context.items.some((item) => item.id === 1_000_001)).toBe(true);
  });
});
