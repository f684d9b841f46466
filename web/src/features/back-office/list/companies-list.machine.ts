// The back office's company list (spec 001 §2): one page of one tab, sorted and filtered, with the
// counters. It reloads when the query changes and when a live `verification.changed` event says
// some case changed (a burst of events costs one reload); it never polls.
import { assign, fromPromise, setup } from 'xstate';
import { noLiveEvents } from '../../../shared/live';
import type { CompanyList, ListRequest } from '../../../shared/api/verification';

export const PAGE_SIZE = 9;
/** Events come in bursts (a decision writes history, counters and notifications at once). */
export const LIVE_SETTLE_MS = 250;

export type ListQuery = Required<Pick<ListRequest, 'type' | 'sort' | 'order' | 'page'>> & Pick<ListRequest, 'filter' | 'assigned'>;

export const DEFAULT_QUERY: ListQuery = { type: 'all', sort: 'update_date', order: 'desc', page: 1 };

export interface ListContext {
  query: ListQuery;
  list: CompanyList | null;
  failed: boolean;
  /** A live event arrived during a load: its answer may predate the change. */
  stale: boolean;
}

export type ListEvent = { type: 'QUERY'; query: Partial<ListQuery> } | { type: 'LIVE' } | { type: 'RETRY' };

/** A change of tab, sort or filter starts again from page 1; a page change keeps the rest. */
export function nextQuery(current: ListQuery, change: Partial<ListQuery>): ListQuery {
  const merged = { ...current, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? merged : { ...merged, page: change.page ?? 1 };
}

export const companiesListMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as { query?: Partial<ListQuery> },
  },
  actors: {
    load: fromPromise<CompanyList, ListRequest>(async () => {
      throw new Error('companiesListMachine: "load" must be provided');
    }),
    live: noLiveEvents,
  },
  delays: { settle: LIVE_SETTLE_MS },
}).createMachine({
  id: 'companiesList',
  context: ({ input }) => ({ query: { ...DEFAULT_QUERY, ...input.query }, list: null, failed: false, stale: false }),
  invoke: { src: 'live', input: { names: ['verification.changed'] } },
  initial: 'loading',
  on: {
    QUERY: { target: '.loading', reenter: true, actions: assign({ query: ({ context, event }) => nextQuery(context.query, event.query), stale: false }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ ...context.query, page_size: PAGE_SIZE }),
        onDone: [
          // A page past the end (the last row of the last page was decided elsewhere): go to the last page.
          {
            guard: ({ context, event }) => event.output.rows.length === 0 && context.query.page > 1 && event.output.total > 0,
            target: 'loading',
            reenter: true,
            actions: assign({ query: ({ context, event }) => ({ ...context.query, page: Math.max(1, Math.ceil(event.output.total / PAGE_SIZE)) }) }),
          },
          { guard: ({ context }) => context.stale, target: 'loading', reenter: true, actions: assign({ list: ({ event }) => event.output, stale: false }) },
          { target: 'ready', actions: assign({ list: ({ event }) => event.output, failed: false }) },
        ],
        onError: { target: 'failed', actions: assign({ failed: true }) },
      },
      on: { LIVE: { actions: assign({ stale: true }) } },
    },
    ready: {
      on: { LIVE: 'settling' },
    },
    settling: {
      after: { settle: 'loading' },
    },
    failed: {
      on: { RETRY: 'loading', LIVE: 'loading' },
    },
  },
});
