// A success screen's own way on, taken by itself after 2.5 s (specification 000: "Success modals
// fire their success action automatically after 2.5 seconds"), unless the user chooses to stay:
// content that moves away on a timer must offer a way to stop it (WCAG 2.2.1).
import { setup } from 'xstate';

export const SUCCESS_ACTION_DELAY_MS = 2500;

export const successActionMachine = setup({
  types: { events: {} as { type: 'STAY' } },
  actions: {
    /** The screen's primary action (e.g. "to login"). */
    act: () => {},
  },
  delays: { successDelay: SUCCESS_ACTION_DELAY_MS },
}).createMachine({
  id: 'successAction',
  initial: 'counting',
  states: {
    counting: {
      after: { successDelay: { target: 'acted', actions: 'act' } },
      on: { STAY: 'staying' },
    },
    staying: {},
    acted: { type: 'final' },
  },
});

export type SuccessActionMachine = typeof successActionMachine;
