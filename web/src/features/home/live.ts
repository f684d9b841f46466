// The home machines wired to the API.
import { fromPromise } from 'xstate';
import { api } from '../../shared/api/client';
import { POSITION_CALLS, type CompanyRef } from '../../shared/api/positions';
import { readVacancyRows } from '../../shared/api/positions-client';
import { HOME_CALLS, readHomeInfo, type HomeInfo, type HomeInfoAnswer, type HomeInfoRequest } from '../../shared/api/home-info';
import { actualVacanciesMachine } from './actual-vacancies.machine';
import { homeInfoMachine } from './info/home-info.machine';
import { homeRows, type VacancyRow } from './vacancies';
import { liveEventsActor } from '../../shared/live';

export const liveActualVacanciesMachine = actualVacanciesMachine.provide({
  actors: {
    load: fromPromise<VacancyRow[], { companyId: string }>(async ({ input, signal }) =>
      homeRows(readVacancyRows(await api.post(POSITION_CALLS.actual.path, { company_id: input.companyId } satisfies CompanyRef, { signal })).vacancies),
    ),
    live: liveEventsActor(),
  },
});

export const liveHomeInfoMachine = homeInfoMachine.provide({
  actors: {
    load: fromPromise<HomeInfo, { companyId: string }>(async ({ input, signal }) =>
      readHomeInfo(await api.post<HomeInfoAnswer>(HOME_CALLS.info.path, { company_id: input.companyId } satisfies HomeInfoRequest, { signal })),
    ),
    live: liveEventsActor(),
  },
});
