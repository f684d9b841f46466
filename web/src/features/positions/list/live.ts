// The vacancy list wired to the API, and the option lists of its filter panel.
import { selectLists } from '../../../shared/api/catalogue';
import { positionsApi, type VacancyListRequest, type VacancyRow } from '../../../shared/api/positions';
import { LIST_FILTERS, type FilterListName } from './filters';
import { vacancyListMachine } from './vacancy-list.machine';
import { cityFilterMachine } from './city-filter.machine';
import { placesApi, type City } from '../../../shared/api/places';
import { fromApi } from '../../../shared/api/from-api';

export const liveVacancyListMachine = vacancyListMachine.provide({
  actors: {
    load: fromApi<{ vacancies: VacancyRow[]; total: number }, VacancyListRequest>(async ({ input, signal }) =>
      positionsApi.list(input, { signal }),
    ),
  },
});

/** The city filter's search (the city list is long: it asks after a pause, from two letters). */
export const liveCityFilterMachine = cityFilterMachine.provide({
  actors: { search: fromApi<City[], { text: string }>(({ input, signal }) => placesApi.cities(input.text, { signal })) },
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
