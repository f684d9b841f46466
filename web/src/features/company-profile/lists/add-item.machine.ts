// "Add your own" in a dictionary dropdown's footer: a local item of the list,
// visible to the company. An empty name just closes the input; a name the list already has (any
// letter case, trimmed) is refused with the server's warning 'Это название уже существует в базе данных';
// an item the server finds without its values (a name of nothing but invisible characters) is
// spec 001 §8's warning 'Ошибка!' (`missing`), not the validation's general text.
import { assign, setup } from 'xstate';
import type { ListItem } from '../../../shared/api/places';
import { isApiError } from '../../../shared/api/client';
import { serverProblems } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';

export interface AddItemContext {
  list: string;
  name: string;
  error: string | null;
  /** The server found the item without its values (400 VALIDATION_FAILED): the form says 'Ошибка!'. */
  missing: boolean;
}

const lacksValues = (error: unknown): boolean => isApiError(error) && error.code === 'VALIDATION_FAILED';

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
  context: ({ input }) => ({ list: input.list, name: '', error: null, missing: false }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'open', actions: assign({ name: '', error: null, missing: false }) } } },
    open: {
      on: {
        TYPE: { actions: assign({ name: ({ event }) => event.value, error: null, missing: false }) },
        ADD: [{ guard: ({ context }) => context.name.trim() === '', target: 'closed' }, { target: 'adding' }],
        CANCEL: 'closed',
      },
    },
    adding: {
      invoke: {
        src: 'addItem',
        input: ({ context }) => ({ list: context.list, name: context.name.trim() }),
        onDone: { target: 'closed', actions: { type: 'added', params: ({ event }) => ({ item: event.output }) } },
        onError: {
          target: 'open',
          actions: assign(({ event }) =>
            lacksValues(event.error) ? { error: null, missing: true } : { error: serverProblems(event.error).message, missing: false },
          ),
        },
      },
    },
  },
});
