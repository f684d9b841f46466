// The advanced search modal: the Filters tab collects the form, Search shows the
// Result tab with a sortable, paged table; going back to Filters keeps what was typed.
import { assign, setup } from 'xstate';
import type { AdvancedSearchAnswer, AdvancedSearchRequest, SortOrder, VerificationSort } from '../../../shared/api/verification';
import { notProvided } from '../../../shared/machines/not-provided';

export const RESULT_PAGE_SIZE = 5;

export interface SearchForm {
  companyName: string;
  edrCode: string;
  employees: number | null;
  activity: number | null;
  product: string;
  site: string;
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_FORM: SearchForm = {
  companyName: '',
  edrCode: '',
  employees: null,
  activity: null,
  product: '',
  site: '',
  dateFrom: '',
  dateTo: '',
};

export interface AdvancedContext {
  form: SearchForm;
  sort: VerificationSort;
  order: SortOrder;
  page: number;
  answer: AdvancedSearchAnswer | null;
  failed: boolean;
}

export type AdvancedEvent =
  | { type: 'SEARCH'; form: SearchForm }
  | { type: 'SORT'; sort: VerificationSort; order: SortOrder }
  | { type: 'PAGE'; page: number }
  | { type: 'FILTERS' }
  | { type: 'RESET' };

export function toRequest(context: Pick<AdvancedContext, 'form' | 'sort' | 'order' | 'page'>): AdvancedSearchRequest {
  const { form } = context;
  return {
    companyName: form.companyName.trim(),
    edrCode: form.edrCode.trim(),
    employees: form.employees ?? undefined,
    activity: form.activity ?? undefined,
    product: form.product.trim(),
    site: form.site.trim(),
    dateFrom: form.dateFrom,
    dateTo: form.dateTo,
    sort: context.sort,
    order: context.order,
    page: context.page,
    page_size: RESULT_PAGE_SIZE,
  };
}

export const advancedSearchMachine = setup({
  types: { context: {} as AdvancedContext, events: {} as AdvancedEvent },
  actors: {
    search: notProvided<AdvancedSearchAnswer, AdvancedSearchRequest>('advancedSearchMachine', 'search'),
  },
}).createMachine({
  id: 'advancedSearch',
  context: { form: EMPTY_FORM, sort: 'name', order: 'asc', page: 1, answer: null, failed: false },
  initial: 'filters',
  states: {
    filters: {
      on: {
        SEARCH: { target: 'searching', actions: assign({ form: ({ event }) => event.form, page: 1 }) },
        RESET: { actions: assign({ form: EMPTY_FORM, answer: null }) },
      },
    },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => toRequest(context),
        onDone: { target: 'result', actions: assign({ answer: ({ event }) => event.output, failed: false }) },
        onError: { target: 'result', actions: assign({ failed: true }) },
      },
      // A re-search keeps the last table, its sorting, pager and tabs on screen: a sort, page or
      // the Filters tab chosen meanwhile is not dropped; the newer query restarts the search.
      on: {
        SORT: {
          target: 'searching',
          reenter: true,
          actions: assign({ sort: ({ event }) => event.sort, order: ({ event }) => event.order, page: 1 }),
        },
        PAGE: { target: 'searching', reenter: true, actions: assign({ page: ({ event }) => event.page }) },
        FILTERS: 'filters',
      },
    },
    result: {
      on: {
        SORT: { target: 'searching', actions: assign({ sort: ({ event }) => event.sort, order: ({ event }) => event.order, page: 1 }) },
        PAGE: { target: 'searching', actions: assign({ page: ({ event }) => event.page }) },
        FILTERS: 'filters',
      },
    },
  },
});
