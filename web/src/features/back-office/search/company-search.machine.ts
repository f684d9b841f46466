// The verifier's header quick search: it starts after the first
// typed character and waits 400 ms after the last keystroke; a newer query cancels the older
// request (the invoke is left), so results never belong to a query no longer in the box.
import { assign, setup } from 'xstate';
import type { QuickSearchAnswer } from '../../../shared/api/verification';
import { notProvided } from '../../../shared/machines/not-provided';

export const SEARCH_DEBOUNCE_MS = 400;

export interface QuickContext {
  query: string;
  answer: QuickSearchAnswer | null;
  failed: boolean;
}

export type QuickEvent = { type: 'TYPE'; value: string } | { type: 'CLEAR' };

export const companySearchMachine = setup({
  types: { context: {} as QuickContext, events: {} as QuickEvent },
  actors: {
    search: notProvided<QuickSearchAnswer, { value: string }>('companySearchMachine', 'search'),
  },
  guards: { empty: ({ event }) => event.type === 'TYPE' && event.value.trim() === '' },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'companySearch',
  context: { query: '', answer: null, failed: false },
  initial: 'idle',
  on: {
    TYPE: [
      { guard: 'empty', target: '.idle', actions: assign({ query: ({ event }) => event.value, answer: null, failed: false }) },
      { target: '.waiting', reenter: true, actions: assign({ query: ({ event }) => event.value }) },
    ],
    CLEAR: { target: '.idle', actions: assign({ query: '', answer: null, failed: false }) },
  },
  states: {
    idle: {},
    waiting: { after: { debounce: 'searching' } },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ value: context.query.trim() }),
        onDone: { target: 'showing', actions: assign({ answer: ({ event }) => event.output, failed: false }) },
        onError: { target: 'showing', actions: assign({ answer: null, failed: true }) },
      },
    },
    showing: {},
  },
});
