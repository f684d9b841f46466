// The header's Notifications modal for verifiers (spec 000 §5, verifier.notificationList): loaded
// when opened, and again while open when a live event says a case was submitted or changed.
import { assign, setup } from 'xstate';
import { noLiveEvents } from '../../../shared/live';
import type { Notification } from '../../../shared/api/verification';
import { notProvided } from '../../../shared/machines/not-provided';

export interface NotificationsContext {
  list: Notification[] | null;
  failed: boolean;
}

export type NotificationsEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'LIVE' };

export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    load: notProvided<Notification[]>('notificationsMachine', 'load'),
    live: noLiveEvents,
  },
}).createMachine({
  id: 'notifications',
  context: { list: null, failed: false },
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: {
      invoke: { src: 'live', input: { names: ['verification.changed'] } },
      on: { CLOSE: 'closed' },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'load',
            onDone: { target: 'shown', actions: assign({ list: ({ event }) => event.output, failed: false }) },
            onError: { target: 'shown', actions: assign({ failed: true }) },
          },
        },
        shown: { on: { LIVE: 'loading' } },
      },
    },
  },
});
