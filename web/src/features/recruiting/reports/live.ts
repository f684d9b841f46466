// The hiring report's machine wired to the API.
import { fromApi } from '../../../shared/api/from-api';
import { recruitingApi, type FunnelReport } from '../../../shared/api/recruiting';
import type { VacancyOption } from '../model';
import { publishedVacancies } from '../options';
import { funnelMachine, type FunnelFilter } from './funnel.machine';

export const liveFunnelMachine = funnelMachine.provide({
  actors: {
    load: fromApi<FunnelReport, { companyId: string; filter: FunnelFilter }>(({ input, signal }) =>
      recruitingApi.funnel(
        {
          company_id: input.companyId,
          from: input.filter.from,
          to: input.filter.to,
          ...(input.filter.vacancyId ? { vacancy_id: input.filter.vacancyId } : {}),
        },
        { signal },
      ),
    ),
    vacancies: fromApi<VacancyOption[], { companyId: string }>(({ input, signal }) => publishedVacancies(input.companyId, signal)),
  },
});
