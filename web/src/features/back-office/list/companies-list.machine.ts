// The back office's company list: one page of one tab, sorted and filtered, with the
// counters. It reloads when the query changes and when a live `verification.changed` event says
// some case changed (a burst of events costs one reload); it never polls.
import { assign, setup } from 'xstate';
import { noLiveEvents } from '../../../shared/live';
import { VERIFICATION_PAGE_SIZE_MAX, type CompanyList, type ListRequest } from '../../../shared/api/verification';
import { notProvided } from '../../../shared/machines/not-provided';

/** The page size before the window is measured (and the spec's companies table size). */
export const PAGE_SIZE = 9;
/** Spec 001 §9: "(window height − 128) / 55, rounded down": the rows that fit under the header. */
export const ROW_HEIGHT = 55;
export const CHROME_HEIGHT = 128;
/** The server's cap on one page (src/shared/contract/verification.ts). */
export const MAX_PAGE_SIZE = VERIFICATION_PAGE_SIZE_MAX;

/** The rows a window of this height shows: at least one, at most the server's cap. */
export function pageSizeForHeight(height: number): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor((height - CHROME_HEIGHT) / ROW_HEIGHT)));
}
/** Events come in bursts (a decision writes history, counters and notifications at once). */
export const LIVE_SETTLE_MS = 250;

export type ListQuery = Required<Pick<ListRequest, 'type' | 'sort' | 'order' | 'page'>> & Pick<ListRequest, 'filter' | 'assigned'>;

export const DEFAULT_QUERY: ListQuery = { type: 'all', sort: 'update_date', order: 'desc', page: 1 };

export interface ListContext {
  query: ListQuery;
  /** Rows per page, fitted to the window. */
  pageSize: number;
  list: CompanyList | null;
  failed: boolean;
  /** A live event arrived during a load: its answer may predate the change. */
  stale: boolean;
}

export type ListEvent =
  | { type: 'QUERY'; query: Partial<ListQuery> }
  | { type: 'LIVE' }
  | { type: 'RETRY' }
  | { type: 'RESIZE'; pageSize: number };

/** The page that keeps the first row of the current page in view when the page size changes. */
export function pageAfterResize(page: number, from: number, to: number): number {
  return Math.floor(((page - 1) * from) / to) + 1;
}

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
    input: {} as { query?: Partial<ListQuery>; pageSize?: number },
  },
  actors: {
    load: notProvided<CompanyList, ListRequest>('companiesListMachine', 'load'),
    live: noLiveEvents,
  },
  delays: { settle: LIVE_SETTLE_MS },
}).createMachine({
  id: 'companiesList',
  context: ({ input }) => ({
    query: { ...DEFAULT_QUERY, ...input.query },
    pageSize: input.pageSize ?? PAGE_SIZE,
    list: null,
    failed: false,
    stale: false,
  }),
  invoke: { src: 'live', input: { names: ['verification.changed'] } },
  initial: 'loading',
  on: {
    QUERY: {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ context, event }) => nextQuery(context.query, event.query), stale: false }),
    },
    RESIZE: {
      guard: ({ context, event }) => event.pageSize >= 1 && event.pageSize !== context.pageSize,
      target: '.loading',
      reenter: true,
      actions: assign(({ context, event }) => ({
        query: { ...context.query, page: pageAfterResize(context.query.page, context.pageSize, event.pageSize) },
        pageSize: event.pageSize,
        stale: false,
      })),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ ...context.query, page_size: context.pageSize }),
        onDone: [
          // A page past the end (the last row of the last page was decided elsewhere): go to the last page.
          {
            guard: ({ context, event }) => event.output.companies.length === 0 && context.query.page > 1 && event.output.total > 0,
            target: 'loading',
            reenter: true,
            actions: assign({
              query: ({ context, event }) => ({ ...context.query, page: Math.max(1, Math.ceil(event.output.total / context.pageSize)) }),
            }),
          },
          {
            guard: ({ context }) => context.stale,
            target: 'loading',
            reenter: true,
            actions: assign({ list: ({ event }) => event.output, stale: false }),
          },
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
