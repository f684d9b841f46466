// The company context's calls: the list, registration, the active company, the verification step and
// its extract files. Each route is named once in COMPANY_CALLS; the typed client takes its body and
// answer from the generated paths (openapi.d.ts), and the screens take `company_data` as it is.
import { COMPANY_STATUS, type CompanyListSort } from '../../../../src/shared/contract/company';
import { answer, api, type ApiClient } from './client';
import { AnswerShapeError, type RequestBody, type ResponseBody, type Routes } from './contract';

// Status ids and the list's tabs are the server's and the web's one contract (src/shared/contract/company.ts).
export { COMPANY_LIST_SORTS, COMPANY_STATUS, type CompanyListSort, type CompanyStatusId } from '../../../../src/shared/contract/company';

export const COMPANY_CALLS = {
  create: '/company/createCompany',
  list: '/company/get_companyList',
  info: '/company/get_companyInfo',
  login: '/company/loginCompany',
  setStatus: '/company/set_statusCompany',
  remove: '/company/companyRemove',
  /** Sent through the upload helper (upload.ts) for its progress (extract-upload.ts); listed for the snapshot. */
  addFile: '/company/add_verificationFileCompany',
  removeFile: '/company/remove_verificationFileCompany',
} as const satisfies Routes;

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type CompanyRequest = RequestBody<typeof COMPANY_CALLS.create>;
export type AddFileRequest = RequestBody<typeof COMPANY_CALLS.addFile>;

/** An extract file of `company_data.files.edr`, as the OpenAPI document describes it. */
export type CompanyFile = CompanyDataAnswer['company_data']['files']['edr'][number];
/** The company as the company screens take it: `company_data` of get_companyInfo and of every call that changes the company. */
export type CompanyView = CompanyDataAnswer['company_data'];

/** The answer with `company_data` (get_companyInfo and every call that changes the company), as the OpenAPI document describes it. */
export type CompanyDataAnswer = ResponseBody<'/company/get_companyInfo'>;

/** `company_data` of an answer. */
export function readCompany(answer: { company_data: CompanyView }): CompanyView {
  return answer.company_data;
}

/** `createCompany`'s answer: `company_data` and, as `loginCompany` answers it, the session's active company. */
export type RegisteredAnswer = ResponseBody<'/company/createCompany'>;
/** `loginCompany`'s answer: the session's active company (user_data.company). */
export type ActiveCompanyAnswer = ResponseBody<'/company/loginCompany'>;
/** The files' upload answer: the file just added and `company_data`. */
export type FileAddedAnswer = ResponseBody<'/company/add_verificationFileCompany'>;

/**
 * The new company, which registering made the session's active one: an answer that does not name
 * it active broke the contract.
 */
export function readRegistered(answer: RegisteredAnswer): CompanyView {
  const company = readCompany(answer);
  if (answer.company?.id !== company.id) throw new AnswerShapeError('createCompany did not answer the new company as the active one');
  return company;
}

/** get_companyList's answer as the OpenAPI document describes it (openapi.d.ts). */
export type CompanyListAnswer = ResponseBody<'/company/get_companyList'>;
/** A company of the list: role, status and, on the Transferred tab, the pending offer. */
export type CompanyListItem = CompanyListAnswer['company_list'][number];

type Options = { signal?: AbortSignal };

export function createCompanyApi(client: ApiClient) {
  const c = COMPANY_CALLS;
  return {
    /** Registers the company and makes it the session's active one: one request, so no half-registered state is left between two calls. */
    create: async (body: CompanyRequest, options?: Options) => readRegistered(await answer(client.POST(c.create, { body, ...options }))),
    list: async (sort: CompanyListSort, options?: Options) =>
      (await answer(client.POST(c.list, { body: { sort }, ...options }))).company_list,
    /** Without an id: the active company. */
    info: async (companyId?: string, options?: Options) =>
      readCompany(await answer(client.POST(c.info, { body: companyId ? { company_id: companyId } : {}, ...options }))),
    /** Switches the session's active company (registering needs no call of its own). */
    login: async (companyId: string, options?: Options) => {
      await client.POST(c.login, { body: { company_id: companyId }, ...options });
    },
    submitForVerification: async (companyId: string, options?: Options) =>
      readCompany(
        await answer(
          client.POST(c.setStatus, { body: { company_id: companyId, status_id: COMPANY_STATUS.underConsideration }, ...options }),
        ),
      ),
    remove: async (companyId: string, options?: Options) => {
      await client.POST(c.remove, { body: { company_id: companyId }, ...options });
    },
    removeFile: async (fileId: string, options?: Options) =>
      readCompany(await answer(client.POST(c.removeFile, { body: { file_id: fileId }, ...options }))),
  };
}

export const companyApi = createCompanyApi(api);
