// The approval machines wired to the API (the machines themselves never call fetch).
import { fromPromise } from 'xstate';
import { api } from '../../../shared/api/client';
import { POSITION_CALLS, type AnswerRequest, type VacancyRef, type VacancyView } from '../../../shared/api/positions';
import { readApprovalRequests, readVacancyView } from '../../../shared/api/positions-client';
import { approvalMachine, type AnswerInput } from './approval.machine';
import { approvalRequestsMachine } from './requests.machine';

export const liveApprovalMachine = approvalMachine.provide({
  actors: {
    load: fromPromise<VacancyView, { companyId: string; vacancyId: string }>(async ({ input, signal }) =>
      readVacancyView(await api.post(POSITION_CALLS.info.path, { company_id: input.companyId, vacancy_id: input.vacancyId } satisfies VacancyRef, { signal })),
    ),
    answer: fromPromise<VacancyView, AnswerInput>(async ({ input, signal }) => {
      const body: AnswerRequest = { company_id: input.companyId, vacancy_id: input.vacancyId, decision: input.decision, ...(input.comment ? { comment: input.comment } : {}) };
      return readVacancyView(await api.post(POSITION_CALLS.answer.path, body, { signal }));
    }),
  },
});

export const liveApprovalRequestsMachine = approvalRequestsMachine.provide({
  actors: {
    load: fromPromise(async ({ signal }) => readApprovalRequests(await api.post(POSITION_CALLS.requests.path, {}, { signal }))),
  },
});
