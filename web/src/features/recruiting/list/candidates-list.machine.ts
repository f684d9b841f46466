// The candidates list (get_candidates): a search over name, e-mail, phone, tag and CV text, a tag
// and a vacancy filter, pages of PAGE_SIZE. Typing waits SEARCH_DELAY_MS before asking, so a word
// typed is one call; a filter or a page change asks at once; a later query always wins (a new one
// restarts the load). The vacancies of the filter are read once (a failure leaves the filter
// without them). A candidate added elsewhere (the add dialog) or by a colleague
// (`recruiting.changed`) reads the page shown again.
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { noLiveEvents, type LiveMessage } from '../../../shared/live';
import { notProvided } from '../../../shared/machines/not-provided';
import { readOnceFor } from '../../../shared/machines/read-once';
import type { CandidatesPage } from '../../../shared/api/recruiting';
import type { CandidateCard, VacancyOption } from '../model';

export const PAGE_SIZE = 20;
export const SEARCH_DELAY_MS = 350;

export interface CandidatesQuery {
  text: string;
  tag: string;
  vacancyId: string;
  page: number;
}

export interface CandidatesRequest {
  company_id: string;
  query?: string;
  tag?: string;
  vacancy_id?: string;
  page: number;
}

/** The body of get_candidates: empty filters are left out. */
export function candidatesRequest(companyId: string, query: CandidatesQuery): CandidatesRequest {
  return {
    company_id: companyId,
    ...(query.text.trim() ? { query: query.text.trim() } : {}),
    ...(query.tag.trim() ? { tag: query.tag.trim() } : {}),
    ...(query.vacancyId ? { vacancy_id: query.vacancyId } : {}),
    page: query.page,
  };
}

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));

interface ListContext {
  companyId: string;
  query: CandidatesQuery;
  rows: CandidateCard[];
  total: number;
  /** More than `total` match (the server counts a text search up to a bound). */
  capped: boolean;
  vacancies: VacancyOption[];
  message: string | null;
}

export type ListEvent =
  | { type: 'SEARCH'; text: string }
  | { type: 'TAG'; tag: string }
  | { type: 'VACANCY'; vacancyId: string }
  | { type: 'PAGE'; page: number }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | LiveMessage;

const readOnce = readOnceFor<ListContext, ListEvent>();

export const candidatesListMachine = setup({
  types: {
    context: {} as ListContext,
    input: {} as { companyId: string; vacancyId?: string },
    events: {} as ListEvent,
  },
  actors: {
    load: notProvided<CandidatesPage, CandidatesRequest>('candidatesListMachine', 'load'),
    vacancies: notProvided<VacancyOption[], { companyId: string }>('candidatesListMachine', 'vacancies'),
    live: noLiveEvents,
  },
  delays: { typing: SEARCH_DELAY_MS },
}).createMachine({
  id: 'candidatesList',
  context: ({ input }) => ({
    companyId: input.companyId,
    query: { text: '', tag: '', vacancyId: input.vacancyId ?? '', page: 1 },
    rows: [],
    total: 0,
    capped: false,
    vacancies: [],
    message: null,
  }),
  type: 'parallel',
  states: {
    options: readOnce('vacancies', 'vacancies'),
    list: {
      initial: 'loading',
      on: {
        SEARCH: {
          target: '.typing',
          reenter: true,
          actions: assign({ query: ({ context, event }) => ({ ...context.query, text: event.text, page: 1 }) }),
        },
        TAG: {
          target: '.loading',
          reenter: true,
          actions: assign({ query: ({ context, event }) => ({ ...context.query, tag: event.tag, page: 1 }) }),
        },
        VACANCY: {
          target: '.loading',
          reenter: true,
          actions: assign({ query: ({ context, event }) => ({ ...context.query, vacancyId: event.vacancyId, page: 1 }) }),
        },
        PAGE: {
          target: '.loading',
          reenter: true,
          actions: assign({ query: ({ context, event }) => ({ ...context.query, page: Math.max(1, event.page) }) }),
        },
        RELOAD: { target: '.loading', reenter: true },
      },
      states: {
        typing: { after: { typing: 'loading' } },
        loading: {
          invoke: {
            src: 'load',
            input: ({ context }) => candidatesRequest(context.companyId, context.query),
            onDone: [
              // The page emptied meanwhile: show the last page that has rows.
              {
                guard: ({ context, event }) => event.output.candidates.length === 0 && context.query.page > 1 && event.output.total > 0,
                target: 'loading',
                reenter: true,
                actions: assign({ query: ({ context, event }) => ({ ...context.query, page: pageCount(event.output.total) }) }),
              },
              {
                target: 'ready',
                actions: assign({
                  rows: ({ event }) => event.output.candidates,
                  total: ({ event }) => event.output.total,
                  capped: ({ event }) => event.output.total_capped,
                  message: null,
                }),
              },
            ],
            onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
          },
        },
        ready: {
          invoke: { src: 'live', input: { names: ['recruiting.changed'] } },
          on: { LIVE: { target: 'loading' } },
        },
        failed: { on: { RETRY: 'loading' } },
      },
    },
  },
});
