// The company screens' machines wired to the API (the machines themselves never call fetch).
import { fromCallback, fromPromise } from 'xstate';
import { loadOptionLists } from '../../shared/api/catalogue';
import { companyApi, type CompanyRequest } from '../../shared/api/company';
import { companyCreateMachine, type CompanyOptions } from './create/company-create.machine';
import { uploadExtract } from './verification/extract-upload';
import { verificationMachine, type UploadInput, type UploadReport } from './verification/verification.machine';

export const liveCompanyCreateMachine = companyCreateMachine.provide({
  actors: {
    loadOptions: fromPromise<CompanyOptions>(async ({ signal }) => {
      const lists = await loadOptionLists(['employees', 'activities'], signal);
      return { employees: lists.employees ?? [], activities: lists.activities ?? [] };
    }),
    createCompany: fromPromise<{ id: string }, CompanyRequest>(async ({ input, signal }) => {
      const { id } = await companyApi.create(input, { signal });
      // Registering does not choose the company for the session; the next step works on the active one.
      await companyApi.login(id, { signal });
      return { id };
    }),
  },
});

export const liveVerificationMachine = verificationMachine.provide({
  actors: {
    loadCompany: fromPromise(async ({ signal }) => companyApi.info(undefined, { signal })),
    upload: fromCallback<UploadReport, UploadInput>(({ input, sendBack }) => uploadExtract(input.companyId, input.file, sendBack)),
    removeFile: fromPromise<unknown, { fileId: string }>(async ({ input, signal }) => companyApi.removeFile(input.fileId, { signal })),
    submit: fromPromise<unknown, { companyId: string }>(async ({ input, signal }) => companyApi.submitForVerification(input.companyId, { signal })),
    removeCompany: fromPromise<void, { companyId: string }>(async ({ input, signal }) => companyApi.remove(input.companyId, { signal })),
  },
});
