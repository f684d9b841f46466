// Leaving the "sent for verification" success screen: the session's active company
// is cleared (logoutCompany) before the app re-reads the user, so the next screen starts without
// it. The call is an actor provided in live.ts. A failed call still lets the user leave: the
// company stays active, which is what they had before.
import { assign, setup } from 'xstate';
import { notProvided } from '../../../shared/machines/not-provided';

export type LeaveTarget = 'home' | 'companies';

export const leaveSubmittedMachine = setup({
  types: {
    context: {} as { to: LeaveTarget | null },
    events: {} as { type: 'LEAVE'; to: LeaveTarget },
  },
  actors: {
    logoutCompany: notProvided<void>('leaveSubmittedMachine', 'logoutCompany'),
  },
}).createMachine({
  id: 'leaveSubmitted',
  context: { to: null },
  initial: 'idle',
  states: {
    idle: { on: { LEAVE: { target: 'leaving', actions: assign({ to: ({ event }) => event.to }) } } },
    leaving: { invoke: { src: 'logoutCompany', onDone: 'left', onError: 'left' } },
    left: { type: 'final' },
  },
});
