// The short wizard's machine wired to the API (the machine never calls fetch) and its toasts:
// the warnings of the criteria lists last 2 s, a saved step 4 s (spec 001 "Extra limits").
import i18next from 'i18next';
import { selectLists } from '../../../shared/api/catalogue';
import { profilingApi } from '../../../shared/api/profiling';
import { positionsApi, type VacancyView } from '../../../shared/api/positions';
import { toast } from '../../../shared/ui/toast-queue';
import { SHORT_LISTS, shortWizardMachine, type SaveInput, type ShortLoad } from './short-wizard.machine';
import { fromApi } from '../../../shared/api/from-api';

const WARNING_MS = 2_000;
const CRITERIA_TOAST = 'positions-short-criteria';
const SAVE_TOAST = 'positions-short-save';

export const liveShortWizardMachine = shortWizardMachine.provide({
  actors: {
    load: fromApi<ShortLoad, { companyId: string; vacancyId: string }>(async ({ input, signal }) => {
      const [info, lists, company] = await Promise.all([
        positionsApi.info({ company_id: input.companyId, vacancy_id: input.vacancyId }, { signal }),
        selectLists(SHORT_LISTS, signal),
        // Only the document's header needs the company's name: its failure must not stop the wizard.
        profilingApi.info(input.companyId, { signal }).catch(() => null),
      ]);
      return { vacancy: info, lists, companyName: company?.general.name || null };
    }),
    save: fromApi<VacancyView, SaveInput>(({ input, signal }) => positionsApi.save(input.step, input.body, { signal })),
  },
  actions: {
    notify: (_, notice) => {
      switch (notice.kind) {
        case 'maxCriteria':
          toast.warning(i18next.t('positions-short:criteria.max'), undefined, { timeout: WARNING_MS, replaceKey: CRITERIA_TOAST });
          return;
        case 'dropOutside':
          toast.warning(i18next.t('positions-short:criteria.dropOutside'), undefined, { timeout: WARNING_MS, replaceKey: CRITERIA_TOAST });
          return;
        case 'saved':
          toast.success(i18next.t(`positions-short:toasts.saved.${notice.step}`), undefined, { replaceKey: SAVE_TOAST });
          return;
        case 'failed':
          toast.error(notice.message || i18next.t('positions-short:toasts.failed'), undefined, { replaceKey: SAVE_TOAST });
      }
    },
  },
});
