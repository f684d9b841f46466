// The opening panel's machine wired to the API (the machines themselves never call fetch), and the
// toasts that say the vacancy was opened or closed for applications.
import i18next from 'i18next';
import { fromApi } from '../../../shared/api/from-api';
import { openingsApi, type OpeningView } from '../../../shared/api/openings';
import { toast } from '../../../shared/ui/toast-queue';
import { openingMachine, type CloseOpeningInput, type OpenInput } from './opening.machine';

export const liveOpeningMachine = openingMachine.provide({
  actors: {
    load: fromApi<OpeningView | null, { companyId: string; vacancyId: string }>(({ input, signal }) =>
      openingsApi.get(input.companyId, input.vacancyId, { signal }),
    ),
    open: fromApi<OpeningView, OpenInput>(({ input, signal }) =>
      openingsApi.open(
        { company_id: input.companyId, vacancy_id: input.vacancyId, valid_through: input.validThrough, public: input.public },
        { signal },
      ),
    ),
    close: fromApi<OpeningView, CloseOpeningInput>(({ input, signal }) =>
      openingsApi.close(
        { company_id: input.companyId, vacancy_id: input.vacancyId, ...(input.message ? { message: input.message } : {}) },
        { signal },
      ),
    ),
  },
  actions: {
    notifyOpened: () => void toast.success(i18next.t('vacancies:opening.openedToast')),
    notifyClosed: () => void toast.success(i18next.t('vacancies:opening.closedToast')),
  },
});
