// Step 1's save ("Далее"): creates the company or, once it exists, updates it. Kept apart from
// live.ts so a spec can count the requests it sends through the real client (registering is one request).
import type { createCompanyApi } from '../../../shared/api/company';
import type { createCompanySetupApi } from '../../../shared/api/company-setup';
import type { SaveCompanyInput } from './company-create.machine';

export interface SaveCompanyApis {
  company: Pick<ReturnType<typeof createCompanyApi>, 'create'>;
  setup: Pick<ReturnType<typeof createCompanySetupApi>, 'update'>;
}

export function saveCompany(apis: SaveCompanyApis) {
  return async ({ input, signal }: { input: SaveCompanyInput; signal: AbortSignal }): Promise<{ id: string }> => {
    if (input.companyId) {
      // Back on step 1 after the company exists: the form updates it.
      await apis.setup.update({ company_id: input.companyId, ...input.request }, { signal });
      return { id: input.companyId };
    }
    // One request: the answer has the company already active for this session, which the next
    // steps work on (no loginCompany follows it).
    const { id } = await apis.company.create(input.request, { signal });
    return { id };
  };
}
