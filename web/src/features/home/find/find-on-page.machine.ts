// Home's fifth quick action, "find on page" (spec 000 §1): a bar that searches the screen's text,
// counts the matches and steps through them. The machine keeps what was asked and which match is
// current; the bar (FindBar.tsx) searches the page whenever the query or the page changes and
// reports the count, and shows the current match.
import { assign, setup } from 'xstate';

export interface FindContext {
  query: string;
  /** Matches of the query on the page as last searched. */
  count: number;
  /** The current match, 0-based; -1 when there is none. */
  current: number;
}

export type FindEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TYPE'; value: string }
  /** The page was searched for the query: this many matches. */
  | { type: 'FOUND'; count: number }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' };

const EMPTY: FindContext = { query: '', count: 0, current: -1 };

export const findOnPageMachine = setup({
  types: { context: {} as FindContext, events: {} as FindEvent },
  actions: {
    /** Focus back on the quick action that opened the bar. */
    returnFocus: () => {},
  },
  guards: {
    hasMatches: ({ context }) => context.count > 0,
  },
}).createMachine({
  id: 'findOnPage',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      // The highlights go with the bar; a new bar starts with an empty field.
      exit: assign(EMPTY),
      on: {
        CLOSE: { target: 'closed', actions: 'returnFocus' },
        TYPE: { actions: assign({ query: ({ event }) => event.value }) },
        // A new search keeps the current match where it still exists (the page changed under it),
        // and starts from the first one otherwise.
        FOUND: {
          actions: assign(({ context, event }) => ({
            count: event.count,
            current: event.count === 0 ? -1 : context.current >= 0 && context.current < event.count ? context.current : 0,
          })),
        },
        NEXT: { guard: 'hasMatches', actions: assign({ current: ({ context }) => (context.current + 1) % context.count }) },
        PREVIOUS: {
          guard: 'hasMatches',
          actions: assign({ current: ({ context }) => (context.current - 1 + context.count) % context.count }),
        },
      },
    },
  },
});

export type FindOnPageMachine = typeof findOnPageMachine;
