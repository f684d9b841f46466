// The company calls of the onboarding wizard's step 2, the company settings form and the header
// switcher: updateCompany, add_company_admin and logoutCompany, plus the full registration data of
// get_companyInfo. Declared like company.ts (fields named once, checked against the OpenAPI
// document) in a module of their own, so the list, members and verification screens stay apart.
import { api, type ApiClient } from './client';
import { post, type RequestBody } from './contract';
import { COMPANY_CALLS, readCompany, type CompanyDataAnswer, type CompanyView } from './company';

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type UpdateCompanyRequest = RequestBody<'/company/updateCompany'>;

export type AddAdminRequest = RequestBody<'/company/add_company_admin'>;

export const COMPANY_SETUP_CALLS = {
  update: post<UpdateCompanyRequest>('/company/updateCompany', {
    company_id: true,
    name: true,
    companyBrand: true,
    employees: true,
    code: true,
    activity: true,
    services: true,
    website: true,
    confirm_reverification: true,
  }),
  addAdmin: post<AddAdminRequest>('/company/add_company_admin', {
    company_id: true,
    is_admin: true,
    surname: true,
    first_name: true,
    middle_name: true,
    tel: true,
    email: true,
    password: true,
    confirm: true,
    agreement: true,
  }),
  logout: post<Record<string, never>>('/company/logoutCompany', {}),
} as const;

/** Everything the settings form edits, besides what CompanyView already carries. */
export interface CompanyDetails extends CompanyView {
  companyBrand: string | null;
  employees: number | null;
  activity: number | null;
  services: string | null;
  website: string | null;
}

/** `company_data` with its registration fields (get_companyInfo, updateCompany). */
export function readCompanyDetails(answer: CompanyDataAnswer): CompanyDetails {
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
  const send = <Request>(spec: { path: string }, body: Request, options: Options = {}) => client.post<Record<string, unknown>>(spec.path, body, options);
  const c = COMPANY_SETUP_CALLS;
  return {
    /** Without an id: the active company. */
    details: async (companyId?: string, options?: Options) => readCompanyDetails(await client.post<CompanyDataAnswer>(COMPANY_CALLS.info.path, companyId ? { company_id: companyId } : {}, options)),
    update: async (body: UpdateCompanyRequest, options?: Options) => readCompanyDetails(await client.post<CompanyDataAnswer>(c.update.path, body, options)),
    addAdmin: async (body: AddAdminRequest, options?: Options) => {
      await send(c.addAdmin, body, options);
    },
    logout: async (options?: Options) => {
      await send(c.logout, {}, options);
    },
  };
}

export const companySetupApi = createCompanySetupApi(api);
