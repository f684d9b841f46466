// The vacancy list wired to the API, and the option lists of its filter panel.
import { fromPromise } from 'xstate';
import { selectLists } from '../../../shared/api/catalogue';
import { type VacancyListRequest, type VacancyRow } from '../../../shared/api/positions';
import { positionsApi } from '../../../shared/api/positions-client';
import { LIST_FILTERS, type FilterListName } from './filters';
import { vacancyListMachine } from './vacancy-list.machine';

export const liveVacancyListMachine = vacancyListMachine.provide({
  actors: {
    load: fromPromise<{ vacancies: VacancyRow[]; total: number }, VacancyListRequest>(async ({ input, signal }) => positionsApi.list(input, { signal })),
  },
});

export type FilterOptions = Record<FilterListName, { id: number; name: string }[]>;

let options: Promise<FilterOptions> | null = null;

/** The dictionary lists of the filter panel, asked once per page life (a language change reloads the page). */
export function loadFilterOptions(): Promise<FilterOptions> {
  options ??= selectLists(LIST_FILTERS.map((filter) => filter.list)).catch((error: unknown) => {
    // A failed load is not remembered: the next opening of the panel asks again.
    options = null;
    throw error;
  });
  return options;
}
