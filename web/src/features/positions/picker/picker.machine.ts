// The functionality/ZUN picker modal: tabs All, Database (global items) and Mine
// (items the user added); three columns — the positions of the department's category, the chosen
// position's items of one family, and the checked items. Apply copies the checked items to the
// position; the modal opens with the position's current items checked, so reopening keeps the
// previous selection. The user may add an own item (add_new_*) and remove one (remove_*); a
// curator (the `manageCatalogues` action, right "catalogues") also removes colleagues' local items.
import { assign, setup } from 'xstate';
import type { CatalogueItem, CataloguePosition, FamilyPath } from '../../../shared/api/competency';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';

export type PickerTab = 'all' | 'global' | 'mine';
export interface Picked {
  id: number;
  name: string;
}

export interface PickerInput {
  family: FamilyPath;
  positions: CataloguePosition[];
  /** The wizard's position: its items are shown first. */
  positionId: number;
  selected: Picked[];
  /** The member may remove colleagues' local items too (`manageCatalogues`); without it, only their own. */
  curator?: boolean;
}

/** Whether the member may remove the item: their own always, a colleague's local one as a curator. */
export function removable(item: CatalogueItem, curator: boolean | undefined): boolean {
  return item.isUserAdd || (curator === true && item.type === 'local');
}

export interface PickerContext extends PickerInput {
  tab: PickerTab;
  items: CatalogueItem[];
  checked: Picked[];
  newName: string;
  error: string | null;
  /** The local item being removed. */
  removing: number | null;
}

export type PickerEvent =
  | { type: 'TAB'; tab: PickerTab }
  | { type: 'POSITION'; id: number }
  | { type: 'TOGGLE'; item: Picked }
  | { type: 'UNCHECK'; id: number }
  | { type: 'TYPE'; value: string }
  | { type: 'ADD' }
  | { type: 'REMOVE'; id: number }
  | { type: 'RETRY' }
  | { type: 'APPLY' }
  | { type: 'CANCEL' };

/** The items column under the current tab. */
export function visibleItems(context: Pick<PickerContext, 'items' | 'tab'>): CatalogueItem[] {
  if (context.tab === 'global') return context.items.filter((item) => item.type === 'global');
  if (context.tab === 'mine') return context.items.filter((item) => item.isUserAdd);
  return context.items;
}

export type PickerNotice = { kind: 'removed'; name: string } | { kind: 'failed'; message: string } | { kind: 'none' };

export const pickerMachine = setup({
  types: {
    context: {} as PickerContext,
    events: {} as PickerEvent,
    input: {} as PickerInput,
  },
  actors: {
    items: notProvided<CatalogueItem[], { family: FamilyPath; positionId: number }>('picker.machine', 'items'),
    addItem: notProvided<CatalogueItem, { family: FamilyPath; positionId: number; name: string }>('picker.machine', 'addItem'),
    removeItem: notProvided<unknown, { family: FamilyPath; id: number }>('picker.machine', 'removeItem'),
  },
  actions: {
    /** Apply: the wizard takes the checked items. */
    apply: (_, _params: { items: Picked[] }) => {},
    /** Spec 001 §8: 'Значение X удалено!' after a removal, 'Ошибка: {message}' when a list change fails. */
    notify: (_, _params: PickerNotice) => {},
  },
}).createMachine({
  id: 'picker',
  context: ({ input }) => ({ ...input, tab: 'all', items: [], checked: input.selected, newName: '', error: null, removing: null }),
  initial: 'loading',
  on: {
    TAB: { actions: assign({ tab: ({ event }) => event.tab }) },
    UNCHECK: { actions: assign({ checked: ({ context, event }) => context.checked.filter((item) => item.id !== event.id) }) },
    // The boxes stay enabled while an own item is added or removed: a tick then is kept.
    TOGGLE: {
      actions: assign({
        checked: ({ context, event }) =>
          context.checked.some((item) => item.id === event.item.id)
            ? context.checked.filter((item) => item.id !== event.item.id)
            : [...context.checked, event.item],
      }),
    },
    CANCEL: '.closed',
  },
  states: {
    loading: {
      invoke: {
        src: 'items',
        input: ({ context }) => ({ family: context.family, positionId: context.positionId }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ items: [], error: ({ event }) => failureOf(event.error).message }) },
      },
      // Another position picked before the items came: its load replaces this one (the list shows it selected).
      on: { POSITION: { target: 'loading', reenter: true, actions: assign({ positionId: ({ event }) => event.id }) } },
    },
    failed: {
      on: {
        RETRY: 'loading',
        POSITION: { target: 'loading', actions: assign({ positionId: ({ event }) => event.id }) },
      },
    },
    ready: {
      on: {
        POSITION: { target: 'loading', actions: assign({ positionId: ({ event }) => event.id }) },
        TYPE: { actions: assign({ newName: ({ event }) => event.value, error: null }) },
        ADD: { guard: ({ context }) => context.newName.trim() !== '', target: 'adding' },
        REMOVE: {
          guard: ({ context, event }) => context.items.some((item) => item.id === event.id && removable(item, context.curator)),
          target: 'removing',
          actions: assign({ removing: ({ event }) => event.id }),
        },
        APPLY: { target: 'closed', actions: { type: 'apply', params: ({ context }) => ({ items: context.checked }) } },
      },
    },
    adding: {
      invoke: {
        src: 'addItem',
        input: ({ context }) => ({ family: context.family, positionId: context.positionId, name: context.newName.trim() }),
        onDone: {
          target: 'ready',
          // The new item is the user's: it is checked at once.
          actions: assign(({ context, event }) => ({
            items: [...context.items, event.output],
            checked: [...context.checked, { id: event.output.id, name: event.output.name }],
            newName: '',
          })),
        },
        onError: {
          target: 'ready',
          actions: [
            // A refused name (a duplicate) is said on the field; any other failure also as 'Ошибка: {message}'.
            {
              type: 'notify',
              params: ({ event }) =>
                failureOf(event.error).fields.name
                  ? { kind: 'none' as const }
                  : { kind: 'failed' as const, message: failureOf(event.error).message },
            },
            assign({ error: ({ event }) => failureOf(event.error).fields.name ?? failureOf(event.error).message }),
          ],
        },
      },
    },
    removing: {
      invoke: {
        src: 'removeItem',
        input: ({ context }) => ({ family: context.family, id: context.removing! }),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'removed' as const,
                name: context.items.find((item) => item.id === context.removing)?.name ?? '',
              }),
            },
            assign(({ context }) => ({
              items: context.items.filter((item) => item.id !== context.removing),
              checked: context.checked.filter((item) => item.id !== context.removing),
              removing: null,
            })),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: 'failed' as const, message: failureOf(event.error).message }) },
            assign({ removing: null, error: ({ event }) => failureOf(event.error).message }),
          ],
        },
      },
    },
    closed: { type: 'final' },
  },
});
