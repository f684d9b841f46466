// The hiring report (get_funnel_report): the funnel of the whole company or one vacancy over a
// period. A change of filter asks again; a failure keeps the filter and offers to retry.
import { assign, setup } from 'xstate';
import type { FunnelReport } from '../../../shared/api/recruiting';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';
import type { VacancyOption } from '../model';

export interface FunnelFilter {
  vacancyId: string | null;
  from: string;
  to: string;
}

interface FunnelContext {
  companyId: string;
  filter: FunnelFilter;
  report: FunnelReport | null;
  vacancies: VacancyOption[];
  message: string | null;
}

export type FunnelEvent = { type: 'FILTER'; filter: FunnelFilter } | { type: 'RETRY' };

export const funnelMachine = setup({
  types: {
    context: {} as FunnelContext,
    input: {} as { companyId: string; filter: FunnelFilter },
    events: {} as FunnelEvent,
  },
  actors: {
    load: notProvided<FunnelReport, { companyId: string; filter: FunnelFilter }>('funnelMachine', 'load'),
    vacancies: notProvided<VacancyOption[], { companyId: string }>('funnelMachine', 'vacancies'),
  },
}).createMachine({
  id: 'funnel',
  context: ({ input }) => ({ companyId: input.companyId, filter: input.filter, report: null, vacancies: [], message: null }),
  // The vacancy filter's choices load beside the first report; without them the company's funnel still shows.
  invoke: {
    src: 'vacancies',
    input: ({ context }) => ({ companyId: context.companyId }),
    onDone: { actions: assign({ vacancies: ({ event }) => event.output }) },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId, filter: context.filter }),
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, message: null }) },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
  on: {
    FILTER: { target: '.loading', actions: assign({ filter: ({ event }) => event.filter }) },
  },
});
