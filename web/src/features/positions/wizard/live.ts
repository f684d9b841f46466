// The position wizard and the picker wired to the API (the machines themselves never call fetch),
// and the save toasts: 'Загрузка' while a step saves, then the saved text or 'Ошибка'.
import i18next from 'i18next';
import {
  competencyApi,
  type CatalogueItem,
  type CataloguePosition,
  type FamilyPath,
  type PositionLists,
  type University,
} from '../../../shared/api/competency';
import { positionsApi, type VacancyView } from '../../../shared/api/positions';
import { profilingApi } from '../../../shared/api/profiling';
import { toast } from '../../../shared/ui/toast-queue';
import { pickerMachine } from '../picker/picker.machine';
import { positionWizardMachine, type WizardLoad } from './position-wizard.machine';
import type { StepRequest } from './vacancy-form';
import { fromApi } from '../../../shared/api/from-api';

const SAVE_TOAST = 'positions-save';

function save(request: StepRequest, signal: AbortSignal): Promise<VacancyView> {
  // One generic call per step name; the union keeps each step's body typed.
  switch (request.step) {
    case 'main':
      return positionsApi.save('main', request.body, { signal });
    case 'requirements':
      return positionsApi.save('requirements', request.body, { signal });
    case 'competencies':
      return positionsApi.save('competencies', request.body, { signal });
    case 'conditions':
      return positionsApi.save('conditions', request.body, { signal });
    case 'specifics':
      return positionsApi.save('specifics', request.body, { signal });
    case 'age':
      return positionsApi.save('age', request.body, { signal });
    case 'education':
      return positionsApi.save('education', request.body, { signal });
    case 'experience':
      return positionsApi.save('experience', request.body, { signal });
    case 'personal':
      return positionsApi.save('personal', request.body, { signal });
    case 'review':
      return positionsApi.save('review', request.body, { signal });
  }
}

const EMPTY_LISTS = {} as PositionLists;

export const livePositionWizardMachine = positionWizardMachine.provide({
  actors: {
    load: fromApi<WizardLoad, { companyId: string; vacancyId: string | null }>(async ({ input, signal }) => {
      const [departments, offices, lists, categories, universities, vacancy] = await Promise.all([
        profilingApi.departments(input.companyId, { signal }),
        profilingApi.addresses(input.companyId, { signal }),
        competencyApi.lists({ signal }),
        competencyApi.categories({ signal }),
        // Without the university list the field still takes a typed name.
        competencyApi.universities({ signal }).catch((): University[] => []),
        input.vacancyId
          ? positionsApi.info({ company_id: input.companyId, vacancy_id: input.vacancyId }, { signal })
          : Promise.resolve(null),
      ]);
      return { departments, offices, lists: lists ?? EMPTY_LISTS, categories, universities, vacancy };
    }),
    positions: fromApi<CataloguePosition[], { categoryId: number }>(async ({ input, signal }) =>
      competencyApi.positions(input.categoryId, { signal }),
    ),
    addPosition: fromApi<CataloguePosition, { categoryId: number; name: string }>(async ({ input, signal }) =>
      competencyApi.addPosition({ id_tl_list: input.categoryId, name: input.name }, { signal }),
    ),
    save: fromApi<VacancyView, StepRequest>(async ({ input, signal }) => save(input, signal)),
  },
  actions: {
    notifySaving: () => {
      toast.show({ tone: 'info', title: i18next.t('positions:toasts.saving') }, { replaceKey: SAVE_TOAST, timeout: 60_000 });
    },
    notifySaved: (_, params) => {
      if (params.ok)
        toast.show({ tone: 'success', title: i18next.t('positions:toasts.saved') }, { replaceKey: SAVE_TOAST, timeout: 4_000 });
      else toast.show({ tone: 'error', title: i18next.t('positions:toasts.failed') }, { replaceKey: SAVE_TOAST });
    },
  },
});

export const livePickerMachine = pickerMachine.provide({
  actions: {
    notify: (_, notice) => {
      if (notice.kind === 'removed')
        toast.show({ tone: 'success', title: i18next.t('positions:picker.removed', { name: notice.name }) }, { timeout: 4_000 });
      if (notice.kind === 'failed') toast.show({ tone: 'error', title: i18next.t('positions:picker.failed', { message: notice.message }) });
    },
  },
  actors: {
    items: fromApi<CatalogueItem[], { family: FamilyPath; positionId: number }>(async ({ input, signal }) =>
      competencyApi.items(input.family, input.positionId, { signal }),
    ),
    addItem: fromApi<CatalogueItem, { family: FamilyPath; positionId: number; name: string }>(async ({ input, signal }) =>
      competencyApi.addItem(input.family, { id_position: input.positionId, name: input.name }, { signal }),
    ),
    removeItem: fromApi<unknown, { family: FamilyPath; id: number }>(async ({ input, signal }) =>
      competencyApi.removeItem(input.family, input.id, { signal }),
    ),
  },
});
