// The vacancy list wired to the API, and the option lists of its filter panel.
import { fromPromise } from 'xstate';
import { CATALOGUE_CALLS } from '../../../shared/api/catalogue';
import { api } from '../../../shared/api/client';
import { isRecord } from '../../../shared/api/contract';
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
  options ??= (async () => {
    const names = LIST_FILTERS.map((filter) => filter.list);
    const answer = await api.post<{ list_data?: unknown }>(CATALOGUE_CALLS.selectList.path, { source: names });
    const data = isRecord(answer.list_data) ? answer.list_data : {};
    const read = (value: unknown) =>
      (Array.isArray(value) ? value : []).flatMap((item) => (isRecord(item) && Number.isInteger(Number(item.id)) && typeof item.name === 'string' ? [{ id: Number(item.id), name: item.name }] : []));
    return Object.fromEntries(names.map((name) => [name, read(data[name])])) as FilterOptions;
  })().catch((error: unknown) => {
    // A failed load is not remembered: the next opening of the panel asks again.
    options = null;
    throw error;
  });
  return options;
}
