// The office-presence picker: load the statuses, pick one, confirm; it is saved
// through updateProfile with only office_presence_status_id.
import { assign, setup } from 'xstate';
import type { OptionItem } from '../../shared/api/catalogue';
import { notProvided } from '../../shared/machines/not-provided';

export interface OfficePresenceContext {
  options: OptionItem[];
  selected: number | null;
  current: number | null;
}

export type OfficePresenceEvent = { type: 'SELECT'; id: number } | { type: 'SAVE' } | { type: 'RETRY' } | { type: 'CLOSE' };

export const officePresenceMachine = setup({
  types: {
    context: {} as OfficePresenceContext,
    events: {} as OfficePresenceEvent,
    input: {} as { current: number | null },
  },
  actors: {
    loadOptions: notProvided<OptionItem[]>('officePresenceMachine', 'loadOptions'),
    /** Resolves with the fresh user_data. */
    save: notProvided<unknown, { id: number }>('officePresenceMachine', 'save'),
  },
  actions: {
    publishUser: (_, _params: { user: unknown }) => {},
    notifySaved: () => {},
    notifyError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    changed: ({ context }) => context.selected !== null && context.selected !== context.current,
    unchanged: ({ context }) => context.selected !== null && context.selected === context.current,
    known: ({ context, event }) => event.type === 'SELECT' && context.options.some((option) => option.id === event.id),
  },
}).createMachine({
  id: 'officePresence',
  context: ({ input }) => ({ options: [], selected: input.current, current: input.current }),
  initial: 'loading',
  on: { CLOSE: '.closed' },
  states: {
    loading: {
      invoke: {
        src: 'loadOptions',
        onDone: { target: 'choosing', actions: assign({ options: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    choosing: {
      on: {
        SELECT: { guard: 'known', actions: assign({ selected: ({ event }) => event.id }) },
        SAVE: [
          { guard: 'changed', target: 'saving' },
          // Confirming the status the user already has is simply done.
          { guard: 'unchanged', target: 'closed' },
        ],
      },
    },
    saving: {
      // A save in flight finishes even if the user tries to close; the answer decides.
      on: { CLOSE: {} },
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.selected! }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'publishUser', params: ({ event }) => ({ user: event.output }) }, 'notifySaved'],
        },
        onError: { target: 'choosing', actions: { type: 'notifyError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    closed: { type: 'final' },
  },
});
