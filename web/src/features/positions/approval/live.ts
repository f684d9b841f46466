// The approval machines wired to the API (the machines themselves never call fetch).
import { fromPromise } from 'xstate';
import { type AnswerRequest, type VacancyView } from '../../../shared/api/positions';
import { positionsApi } from '../../../shared/api/positions-client';
import { approvalMachine, type AnswerInput } from './approval.machine';
import { approvalRequestsMachine } from './requests.machine';

export const liveApprovalMachine = approvalMachine.provide({
  actors: {
    load: fromPromise<VacancyView, { companyId: string; vacancyId: string }>(async ({ input, signal }) =>
      positionsApi.info({ company_id: input.companyId, vacancy_id: input.vacancyId }, { signal }),
    ),
    answer: fromPromise<VacancyView, AnswerInput>(async ({ input, signal }) => {
      const body: AnswerRequest = { company_id: input.companyId, vacancy_id: input.vacancyId, decision: input.decision, ...(input.comment ? { comment: input.comment } : {}) };
      return positionsApi.answer(body, { signal });
    }),
  },
});

export const liveApprovalRequestsMachine = approvalRequestsMachine.provide({
  actors: {
    load: fromPromise(async ({ signal }) => positionsApi.requests({ signal })),
  },
});
