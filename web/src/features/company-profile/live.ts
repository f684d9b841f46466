// The profiling machines wired to the API (the machines themselves never call fetch), and their
// toasts: 'Загрузка' while a step saves, turning into the step's success text or 'Ошибка'.
import i18next from 'i18next';
import { fromCallback } from 'xstate';
import { loadOptionLists } from '../../shared/api/catalogue';
import { companyApi } from '../../shared/api/company';
import { competencyApi } from '../../shared/api/competency';
import { placesApi } from '../../shared/api/places';
import { profilingApi, type CompanyInfo, type DepartmentView } from '../../shared/api/profiling';
import { toast } from '../../shared/ui/toast-queue';
import { departmentMachine, type SaveDepartmentInput } from './department/department.machine';
import { placeSearchMachine, type Place, type PlaceSource } from './address/place-search.machine';
import { addItemMachine } from './lists/add-item.machine';
import { uploadPolicy } from './policy-upload';
import { companyProfileMachine, type ProfileLoad, type SaveOutput } from './wizard/company-profile.machine';
import type { PolicyUploadReport } from './wizard/policy';
import type { Step, StepRequest } from './wizard/profile-form';
import { fromApi } from '../../shared/api/from-api';

const SAVE_TOAST = 'company-profile-save';
/** The open loading toast, closed when the save stops to ask about re-verification. */
let savingToast: string | null = null;

const SAVED_TEXT = {
  general: 'company-profile:toasts.generalSaved',
  structure: 'company-profile:toasts.structureSaved',
  contacts: 'company-profile:toasts.contactsSaved',
  management: 'company-profile:toasts.managementSaved',
  mission: 'company-profile:toasts.missionSaved',
} as const satisfies Record<Step, string>;

async function save(request: StepRequest, signal: AbortSignal): Promise<CompanyInfo> {
  switch (request.step) {
    case 'general':
      return profilingApi.general(request.body, { signal });
    case 'structure':
      return profilingApi.structure(request.body, { signal });
    case 'contacts':
      return profilingApi.contacts(request.body, { signal });
    case 'management':
      return profilingApi.management(request.body, { signal });
    case 'mission':
      // Spec §4: the mission step calls the completion call (which also saves its fields).
      return profilingApi.complete(request.body, { signal });
  }
}

export const liveDepartmentMachine = departmentMachine.provide({
  actors: {
    load: fromApi(async ({ input, signal }: { input: { companyId: string }; signal: AbortSignal }) => {
      // The categories are an optional choice: a failure to load them leaves the select empty, not the stage.
      const [departments, offices, categories] = await Promise.all([
        profilingApi.departments(input.companyId, { signal }),
        profilingApi.addresses(input.companyId, { signal }),
        competencyApi.categories({ signal }).catch(() => []),
      ]);
      return { departments, offices, categories: categories.map(({ id, name }) => ({ id, name })) };
    }),
    save: fromApi<DepartmentView[], SaveDepartmentInput>(async ({ input, signal }) =>
      input.id === null
        ? profilingApi.addDepartment(input.request, { signal })
        : profilingApi.editDepartment({ ...input.request, id: input.id }, { signal }),
    ),
    remove: fromApi<DepartmentView[], { companyId: string; id: string }>(async ({ input, signal }) =>
      profilingApi.deleteDepartment({ company_id: input.companyId, id: input.id }, { signal }),
    ),
  },
  actions: {
    notifySaved: () => toast.success(i18next.t('company-profile:toasts.departmentSaved')),
    notifyRemoved: (_, params) => toast.success(i18next.t('company-profile:toasts.departmentRemoved', { name: params.name })),
  },
});

export const liveCompanyProfileMachine = companyProfileMachine.provide({
  actors: {
    load: fromApi<ProfileLoad, { companyId: string }>(async ({ input, signal }) => {
      // Without an id the wizard works on the session's active company.
      const companyId = input.companyId || (await companyApi.info(undefined, { signal })).id;
      const [info, lists, options] = await Promise.all([
        profilingApi.info(companyId, { signal }),
        placesApi.profileLists({ signal }),
        loadOptionLists(['employees', 'activities'], signal).catch(() => ({ employees: [], activities: [] })),
      ]);
      return { info, lists, options: { employees: options.employees ?? [], activities: options.activities ?? [] } };
    }),
    save: fromApi<SaveOutput, StepRequest>(async ({ input, signal }) => ({ ok: true, info: await save(input, signal) })),
    recordStep: fromApi<unknown, { companyId: string; step: number }>(async ({ input, signal }) =>
      profilingApi.setStep({ company_id: input.companyId, step: input.step }, { signal }),
    ),
    upload: fromCallback<PolicyUploadReport, { companyId: string; file: File }>(({ input, sendBack }) =>
      uploadPolicy(input.companyId, input.file, sendBack),
    ),
    removeFile: fromApi<CompanyInfo, { companyId: string; name: string }>(async ({ input, signal }) =>
      profilingApi.delFile({ company_id: input.companyId, dir: 'policy', file_name: input.name }, { signal }),
    ),
    departments: liveDepartmentMachine,
  },
  actions: {
    notifySaving: () => {
      savingToast = toast.show(
        { tone: 'info', title: i18next.t('company-profile:toasts.loading') },
        { replaceKey: SAVE_TOAST, timeout: 60_000 },
      );
    },
    notifyPaused: () => {
      if (savingToast) toast.close(savingToast);
    },
    notifySaved: (_, params) => {
      if (params.ok) toast.show({ tone: 'success', title: i18next.t(SAVED_TEXT[params.step]) }, { replaceKey: SAVE_TOAST, timeout: 4_000 });
      else toast.show({ tone: 'error', title: i18next.t('company-profile:toasts.failed') }, { replaceKey: SAVE_TOAST });
    },
  },
});

export const liveAddItemMachine = addItemMachine.provide({
  actors: {
    addItem: fromApi(async ({ input, signal }: { input: { list: string; name: string }; signal: AbortSignal }) =>
      placesApi.addListItem(input, { signal }),
    ),
  },
});

/**
 * An address combobox's search: cities, or the streets of the chosen city (none before a city is
 * chosen); and adding a street the search did not find, as the company's own.
 */
export const livePlaceSearchMachine = placeSearchMachine.provide({
  actors: {
    search: fromApi<Place[], { text: string; source: PlaceSource }>(async ({ input: { text, source }, signal }) => {
      if (source.kind === 'cities') return placesApi.cities(text, { signal });
      return source.cityId === null ? [] : placesApi.streets(source.cityId, text, { signal });
    }),
    add: fromApi<Place, { text: string; source: PlaceSource }>(async ({ input: { text, source }, signal }) => {
      // The machine offers adding streets of a chosen city only.
      if (source.kind !== 'streets' || source.cityId === null) throw new Error('Only a street of a chosen city is added');
      return placesApi.addStreet(source.cityId, text, { signal });
    }),
  },
});
