// The company vacancy list /vacancies (get_vacancy_list): one page of one status tab, filtered
// by the filter panel. A change of tab or filters starts again from page 1; a page change keeps
// the rest. A later answer always wins over an earlier one (a new query restarts the load).
import { assign, setup } from 'xstate';
import type { VacancyListRequest, VacancyRow, VacancyStatus } from '../../../shared/api/positions';
import { failureOf } from '../../../shared/forms/failure';
import type { FilterRequest } from './filters';
import { notProvided } from '../../../shared/machines/not-provided';

export const PAGE_SIZE = 10;

export type StatusTab = VacancyStatus | 'all';
export const STATUS_TABS: readonly StatusTab[] = ['all', 'draft', 'approval', 'returned', 'published', 'closed'];

export interface ListQuery {
  status: StatusTab;
  filters: FilterRequest;
  page: number;
}

export interface VacancyListContext {
  companyId: string;
  query: ListQuery;
  rows: VacancyRow[];
  total: number;
  message: string | null;
}

export type VacancyListEvent =
  | { type: 'TAB'; status: StatusTab }
  | { type: 'FILTER'; filters: FilterRequest }
  | { type: 'PAGE'; page: number }
  | { type: 'RETRY' };

export function listRequest(companyId: string, query: ListQuery): VacancyListRequest {
  return { company_id: companyId, status: query.status, ...query.filters, page: query.page, page_size: PAGE_SIZE };
}

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));

export const vacancyListMachine = setup({
  types: {
    context: {} as VacancyListContext,
    input: {} as { companyId: string; status?: StatusTab },
    events: {} as VacancyListEvent,
  },
  actors: {
    load: notProvided<{ vacancies: VacancyRow[]; total: number }, VacancyListRequest>('vacancyListMachine', 'load'),
  },
}).createMachine({
  id: 'vacancyList',
  context: ({ input }) => ({
    companyId: input.companyId,
    query: { status: input.status ?? 'all', filters: {}, page: 1 },
    rows: [],
    total: 0,
    message: null,
  }),
  initial: 'loading',
  on: {
    TAB: {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ context, event }) => ({ ...context.query, status: event.status, page: 1 }) }),
    },
    FILTER: {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ context, event }) => ({ ...context.query, filters: event.filters, page: 1 }) }),
    },
    PAGE: {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ context, event }) => ({ ...context.query, page: Math.max(1, event.page) }) }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => listRequest(context.companyId, context.query),
        onDone: [
          // The page emptied meanwhile (rows removed elsewhere): show the last page that has rows.
          {
            guard: ({ context, event }) => event.output.vacancies.length === 0 && context.query.page > 1 && event.output.total > 0,
            target: 'loading',
            reenter: true,
            actions: assign({ query: ({ context, event }) => ({ ...context.query, page: pageCount(event.output.total) }) }),
          },
          {
            target: 'ready',
            actions: assign({ rows: ({ event }) => event.output.vacancies, total: ({ event }) => event.output.total, message: null }),
          },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
