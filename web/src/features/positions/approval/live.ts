// The approval page's machine wired to the API (the machines themselves never call fetch), and the
// toast that says a vacancy was closed. The requests' list, in every signed-in header, has its own
// (requests-live.ts): this one would bring the approval machine into every first load.
import i18next from 'i18next';
import { positionsApi, type AnswerRequest, type VacancyView } from '../../../shared/api/positions';
import { approvalMachine, type AnswerInput, type CloseInput } from './approval.machine';
import { fromApi } from '../../../shared/api/from-api';
import { toast } from '../../../shared/ui/toast-queue';

export const liveApprovalMachine = approvalMachine.provide({
  actors: {
    load: fromApi<VacancyView, { companyId: string; vacancyId: string }>(async ({ input, signal }) =>
      positionsApi.info({ company_id: input.companyId, vacancy_id: input.vacancyId }, { signal }),
    ),
    answer: fromApi<VacancyView, AnswerInput>(async ({ input, signal }) => {
      const body: AnswerRequest = {
        company_id: input.companyId,
        vacancy_id: input.vacancyId,
        decision: input.decision,
        ...(input.comment ? { comment: input.comment } : {}),
      };
      return positionsApi.answer(body, { signal });
    }),
    close: fromApi<VacancyView, CloseInput>(({ input, signal }) =>
      positionsApi.close(
        { company_id: input.companyId, vacancy_id: input.vacancyId, ...(input.message ? { message: input.message } : {}) },
        { signal },
      ),
    ),
  },
  actions: {
    notifyClosed: () => void toast.success(i18next.t('vacancies:approval.closedToast')),
  },
});
