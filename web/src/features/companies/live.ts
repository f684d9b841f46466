// The company screens' machines wired to the API (the machines themselves never call fetch).
import { fromCallback } from 'xstate';
import { loadOptionLists } from '../../shared/api/catalogue';
import { companyApi } from '../../shared/api/company';
import { companySetupApi, type AddAdminRequest } from '../../shared/api/company-setup';
import { toast } from '../../shared/ui/toast-queue';
import i18next from 'i18next';
import {
  companyCreateMachine,
  valuesOf,
  type CompanyOptions,
  type CompanyValues,
  type SaveCompanyInput,
} from './create/company-create.machine';
import { saveCompany } from './create/save-company';
import { companySettingsMachine, type SettingsLoad } from './settings/company-settings.machine';
import { uploadExtract } from './verification/extract-upload';
import { verificationMachine, type UploadInput, type UploadReport } from './verification/verification.machine';
import { leaveSubmittedMachine } from './verification/leave-submitted.machine';
import { fixDataMachine, type FixValues } from './verification/fix-data.machine';
import { openVerificationMachine } from './verification/open-verification.machine';
import { fromApi } from '../../shared/api/from-api';

export const liveCompanyCreateMachine = companyCreateMachine.provide({
  actors: {
    loadOptions: fromApi<CompanyOptions>(async ({ signal }) => {
      const lists = await loadOptionLists(['employees', 'activities'], signal);
      return { employees: lists.employees ?? [], activities: lists.activities ?? [] };
    }),
    saveCompany: fromApi<{ id: string }, SaveCompanyInput>(saveCompany({ company: companyApi, setup: companySetupApi })),
    loadCompany: fromApi<CompanyValues, { companyId: string }>(async ({ input, signal }) =>
      valuesOf(await companySetupApi.details(input.companyId, { signal })),
    ),
    addAdmin: fromApi<void, AddAdminRequest>(async ({ input, signal }) => companySetupApi.addAdmin(input, { signal })),
    removeCompany: fromApi<void, { companyId: string }>(async ({ input, signal }) => companyApi.remove(input.companyId, { signal })),
  },
  actions: {
    notifyCompanySaved: () => toast.success(i18next.t('companySetup:toasts.companySaved')),
    notifyAdminSaved: () => toast.success(i18next.t('companySetup:toasts.adminSaved')),
  },
});

export const liveCompanySettingsMachine = companySettingsMachine.provide({
  actors: {
    load: fromApi<SettingsLoad>(async ({ signal }) => {
      const [company, lists] = await Promise.all([
        companySetupApi.details(undefined, { signal }),
        // The lists only label two selects: without them the form still edits everything else.
        loadOptionLists(['employees', 'activities'], signal).catch(() => null),
      ]);
      return { company, options: lists ? { employees: lists.employees ?? [], activities: lists.activities ?? [] } : null };
    }),
    save: fromApi(async ({ input, signal }) => companySetupApi.update(input, { signal })),
  },
  actions: {
    notifySaved: (_, params) =>
      toast.success(i18next.t(params.reverification ? 'companySetup:toasts.companyReverification' : 'companySetup:toasts.companyUpdated')),
  },
});

export const liveVerificationMachine = verificationMachine.provide({
  actors: {
    loadCompany: fromApi(async ({ signal }) => companyApi.info(undefined, { signal })),
    upload: fromCallback<UploadReport, UploadInput>(({ input, sendBack }) => uploadExtract(input.companyId, input.file, sendBack)),
    removeFile: fromApi<unknown, { fileId: string }>(async ({ input, signal }) => companyApi.removeFile(input.fileId, { signal })),
    submit: fromApi<unknown, { companyId: string }>(async ({ input, signal }) =>
      companyApi.submitForVerification(input.companyId, { signal }),
    ),
    removeCompany: fromApi<void, { companyId: string }>(async ({ input, signal }) => companyApi.remove(input.companyId, { signal })),
  },
});

export const liveLeaveSubmittedMachine = leaveSubmittedMachine.provide({
  actors: {
    logoutCompany: fromApi<void>(async ({ signal }) => companySetupApi.logout({ signal })),
  },
});

export const liveOpenVerificationMachine = openVerificationMachine.provide({
  actors: {
    chooseCompany: fromApi<void, { companyId: string }>(async ({ input, signal }) => companyApi.login(input.companyId, { signal })),
  },
});

export const liveFixDataMachine = fixDataMachine.provide({
  actors: {
    save: fromApi<FixValues, { companyId: string; values: FixValues }>(async ({ input, signal }) => {
      const company = await companySetupApi.update({ company_id: input.companyId, ...input.values }, { signal });
      return { name: company.name, code: company.code };
    }),
  },
  actions: {
    notifySaved: () => toast.success(i18next.t('companySetup:toasts.companySaved')),
  },
});
