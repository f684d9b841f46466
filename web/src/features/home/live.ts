// The home machines wired to the API.
import { api } from '../../shared/api/client';
import { positionsApi } from '../../shared/api/positions';
import { createHomeApi, type HomeInfo } from '../../shared/api/home-info';
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
    load: fromApi<HomeInfo, { companyId: string }>(({ input, signal }) => createHomeApi(api).info(input.companyId, { signal })),
    live: liveEventsActor(),
  },
});
