// The header's quick search: it starts after the first typed character and waits
// 400 ms after the last keystroke before searching. The search itself is provided (live.ts); what
// it searches besides the server (the product's pages by name) is the machine's input.
import { assign, setup } from 'xstate';
import { MIN_QUERY_LENGTH, SEARCH_DEBOUNCE_MS, type SearchEntry, type SearchResult } from './search';
import type { SearchHit } from '../../shared/api/search';
import { notProvided } from '../../shared/machines/not-provided';

/** What one header searches: the server's hits (not for the verifier's shell), the pages it offers, and how a hit's kind reads. */
export interface QuickSearchScope {
  withCompanies: boolean;
  pages: () => Promise<SearchEntry[]>;
  kindLabel: (kind: SearchHit['kind']) => string;
  /** Where a colleague found opens (the members page only for whom the `manageMembers` action opens it). */
  colleagues?: string;
}

export interface QuickSearchContext {
  scope: QuickSearchScope;
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
    input: {} as { scope?: QuickSearchScope } | undefined,
  },
  actors: {
    search: notProvided<SearchResult[], { query: string; scope: QuickSearchScope }>('quickSearchMachine', 'search'),
  },
  guards: {
    tooShort: ({ event }) => event.type === 'TYPE' && event.value.trim().length < MIN_QUERY_LENGTH,
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'quickSearch',
  context: ({ input }) => ({
    scope: input?.scope ?? { withCompanies: false, pages: async () => [], kindLabel: (kind) => kind },
    query: '',
    results: [],
    searched: '',
  }),
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
        input: ({ context }) => ({ query: context.query.trim(), scope: context.scope }),
        onDone: {
          target: 'showing',
          actions: assign({ results: ({ event }) => event.output, searched: ({ context }) => context.query.trim() }),
        },
        // A failed search shows the honest empty state rather than stale results.
        onError: { target: 'showing', actions: assign({ results: [], searched: ({ context }) => context.query.trim() }) },
      },
    },
    showing: {},
  },
});
