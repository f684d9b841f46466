// The home machines wired to the API.
import { api } from '../../shared/api/client';
import { positionsApi } from '../../shared/api/positions-client';
import { HOME_CALLS, readHomeInfo, type HomeInfo, type HomeInfoAnswer, type HomeInfoRequest } from '../../shared/api/home-info';
import { actualVacanciesMachine } from './actual-vacancies.machine';
import { homeInfoMachine } from './info/home-info.machine';
import { homeRows, type VacancyRow } from './vacancies';
import { liveEventsActor } from '../../shared/live';
import { fromApi } from '../../shared/api/from-api';

export const liveActualVacanciesMachine = actualVacanciesMachine.provide({
  actors: {
    load: fromApi<VacancyRow[], { companyId: string }>(async ({ input, signal }) =>
      homeRows(await positionsApi.actual({ company_id: input.companyId }, { signal })),
    ),
    live: liveEventsActor(),
  },
});

export const liveHomeInfoMachine = homeInfoMachine.provide({
  actors: {
    load: fromApi<HomeInfo, { companyId: string }>(async ({ input, signal }) =>
      readHomeInfo(await api.post<HomeInfoAnswer>(HOME_CALLS.info.path, { company_id: input.companyId } satisfies HomeInfoRequest, { signal })),
    ),
    live: liveEventsActor(),
  },
});
