// The header's quick search (spec 000, §5): it starts after the first typed character and waits
// 400 ms after the last keystroke before searching. The search itself is provided.
import { assign, fromPromise, setup } from 'xstate';
import { MIN_QUERY_LENGTH, SEARCH_DEBOUNCE_MS, type SearchResult } from './search';

export interface QuickSearchContext {
  query: string;
  results: SearchResult[];
  /** The query the results belong to (the box may already hold a newer one). */
  searched: string;
}

export type QuickSearchEvent = { type: 'TYPE'; value: string } | { type: 'CLEAR' };

export const quickSearchMachine = setup({
  types: {
    context: {} as QuickSearchContext,
    events: {} as QuickSearchEvent,
  },
  actors: {
    search: fromPromise<SearchResult[], { query: string }>(async () => {
      throw new Error('quickSearchMachine: "search" must be provided');
    }),
  },
  guards: {
    tooShort: ({ event }) => event.type === 'TYPE' && event.value.trim().length < MIN_QUERY_LENGTH,
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'quickSearch',
  context: { query: '', results: [], searched: '' },
  initial: 'idle',
  on: {
    TYPE: [
      { guard: 'tooShort', target: '.idle', actions: assign({ query: ({ event }) => event.value, results: [], searched: '' }) },
      // Every keystroke restarts the wait.
      { target: '.waiting', reenter: true, actions: assign({ query: ({ event }) => event.value }) },
    ],
    CLEAR: { target: '.idle', actions: assign({ query: '', results: [], searched: '' }) },
  },
  states: {
    idle: {},
    waiting: {
      after: { debounce: 'searching' },
    },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: { target: 'showing', actions: assign({ results: ({ event }) => event.output, searched: ({ context }) => context.query.trim() }) },
        // A failed search shows the honest empty state rather than stale results.
        onError: { target: 'showing', actions: assign({ results: [], searched: ({ context }) => context.query.trim() }) },
      },
    },
    showing: {},
  },
});
