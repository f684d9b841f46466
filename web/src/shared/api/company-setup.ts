// The company calls of the onboarding wizard's step 2, the company settings form and the header
// switcher: updateCompany, add_company_admin and logoutCompany, plus the full registration data of
// get_companyInfo, in a module of their own so the list, members and verification screens stay
// apart. The settings form holds the option lists' ids and an empty text as null, hence
// readCompanyDetails.
import { answer, api, type ApiClient } from './client';
import type { RequestBody, Routes } from './contract';
import { COMPANY_CALLS, readCompany, type CompanyDataAnswer, type CompanyView } from './company';

export const COMPANY_SETUP_CALLS = {
  update: '/company/updateCompany',
  addAdmin: '/company/add_company_admin',
  logout: '/company/logoutCompany',
} as const satisfies Routes;

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type UpdateCompanyRequest = RequestBody<typeof COMPANY_SETUP_CALLS.update>;
export type AddAdminRequest = RequestBody<typeof COMPANY_SETUP_CALLS.addAdmin>;

/** The company as the settings form edits it: option items by id, an empty text as null. */
export type CompanyDetails = Omit<CompanyView, 'companyBrand' | 'employees' | 'activity' | 'services' | 'website'> & {
  companyBrand: string | null;
  employees: number | null;
  activity: number | null;
  services: string | null;
  website: string | null;
};

/** `company_data` with its registration fields (get_companyInfo, updateCompany). */
export function readCompanyDetails(answer: Pick<CompanyDataAnswer, 'company_data'>): CompanyDetails {
  const data = answer.company_data;
  return {
    ...readCompany(answer),
    // An empty text is no value to the form.
    companyBrand: data.companyBrand || null,
    employees: data.employees?.id ?? null,
    activity: data.activity?.id ?? null,
    services: data.services || null,
    website: data.website || null,
  };
}

type Options = { signal?: AbortSignal };

export function createCompanySetupApi(client: ApiClient) {
  const c = COMPANY_SETUP_CALLS;
  return {
    /** Without an id: the active company. */
    details: async (companyId?: string, options?: Options) =>
      readCompanyDetails(await answer(client.POST(COMPANY_CALLS.info, { body: companyId ? { company_id: companyId } : {}, ...options }))),
    update: async (body: UpdateCompanyRequest, options?: Options) =>
      readCompanyDetails(await answer(client.POST(c.update, { body, ...options }))),
    addAdmin: async (body: AddAdminRequest, options?: Options) => {
      await client.POST(c.addAdmin, { body, ...options });
    },
    logout: async (options?: Options) => {
      await client.POST(c.logout, { ...options });
    },
  };
}

export const companySetupApi = createCompanySetupApi(api);
