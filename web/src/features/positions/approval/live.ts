// The approval machines wired to the API (the machines themselves never call fetch).
import { type AnswerRequest, type VacancyView } from '../../../shared/api/positions';
import { positionsApi } from '../../../shared/api/positions-client';
import { approvalMachine, type AnswerInput } from './approval.machine';
import { approvalRequestsMachine } from './requests.machine';
import { fromApi } from '../../../shared/api/from-api';

export const liveApprovalMachine = approvalMachine.provide({
  actors: {
    load: fromApi<VacancyView, { companyId: string; vacancyId: string }>(async ({ input, signal }) =>
      positionsApi.info({ company_id: input.companyId, vacancy_id: input.vacancyId }, { signal }),
    ),
    answer: fromApi<VacancyView, AnswerInput>(async ({ input, signal }) => {
      const body: AnswerRequest = { company_id: input.companyId, vacancy_id: input.vacancyId, decision: input.decision, ...(input.comment ? { comment: input.comment } : {}) };
      return positionsApi.answer(body, { signal });
    }),
  },
});

export const liveApprovalRequestsMachine = approvalRequestsMachine.provide({
  actors: {
    load: fromApi(async ({ signal }) => positionsApi.requests({ signal })),
  },
});
