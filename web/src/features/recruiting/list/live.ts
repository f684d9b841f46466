// The candidates list's machine wired to the API and the live stream.
import { fromApi } from '../../../shared/api/from-api';
import { recruitingApi, type CandidatesPage } from '../../../shared/api/recruiting';
import { liveEventsActor } from '../../../shared/live';
import type { VacancyOption } from '../model';
import { publishedVacancies } from '../options';
import { candidatesListMachine, type CandidatesRequest } from './candidates-list.machine';

export const liveCandidatesListMachine = candidatesListMachine.provide({
  actors: {
    load: fromApi<CandidatesPage, CandidatesRequest>(({ input, signal }) => recruitingApi.candidates(input, { signal })),
    vacancies: fromApi<VacancyOption[], { companyId: string }>(({ input, signal }) => publishedVacancies(input.companyId, signal)),
    live: liveEventsActor(),
  },
});
