// "Add your own" in a dictionary dropdown's footer: a local item of the list,
// visible to the company. An empty name just closes the input; a name the list already has (any
// letter case, trimmed) is refused with the server's warning 'Эта назва уже существует в базе данных'.
import { assign, setup } from 'xstate';
import type { ListItem } from '../../../shared/api/places';
import { serverProblems } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';

export interface AddItemContext {
  list: string;
  name: string;
  error: string | null;
}

export type AddItemEvent = { type: 'OPEN' } | { type: 'TYPE'; value: string } | { type: 'ADD' } | { type: 'CANCEL' };

export const addItemMachine = setup({
  types: { context: {} as AddItemContext, events: {} as AddItemEvent, input: {} as { list: string } },
  actors: {
    addItem: notProvided<ListItem, { list: string; name: string }>('add-item.machine', 'addItem'),
  },
  actions: {
    /** The new item: the form selects it and the list shows it ('Значение X добавлено!'). */
    added: (_, _params: { item: ListItem }) => {},
  },
}).createMachine({
  id: 'addItem',
  context: ({ input }) => ({ list: input.list, name: '', error: null }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'open', actions: assign({ name: '', error: null }) } } },
    open: {
      on: {
        TYPE: { actions: assign({ name: ({ event }) => event.value, error: null }) },
        ADD: [{ guard: ({ context }) => context.name.trim() === '', target: 'closed' }, { target: 'adding' }],
        CANCEL: 'closed',
      },
    },
    adding: {
      invoke: {
        src: 'addItem',
        input: ({ context }) => ({ list: context.list, name: context.name.trim() }),
        onDone: { target: 'closed', actions: { type: 'added', params: ({ event }) => ({ item: event.output }) } },
        onError: { target: 'open', actions: assign({ error: ({ event }) => serverProblems(event.error).message }) },
      },
    },
  },
});
