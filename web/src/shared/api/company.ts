// The company context's calls: the list, registration, the active company, the
// verification step and its extract files. Request fields are named once in COMPANY_CALLS and
// checked against the OpenAPI document like identity.ts; answers are parsed here into typed views.
import { COMPANY_STATUS } from '../../../../src/shared/contract/company';
import { api, type ApiClient } from './client';
import { AnswerShapeError, post, type RequestBody, type ResponseBody } from './contract';

// Status ids are the server's and the web's one contract (src/shared/contract/company.ts).
export { COMPANY_STATUS, type CompanyStatusId } from '../../../../src/shared/contract/company';

export type CompanyListSort = 'my' | 'transfer' | 'archive';
export const COMPANY_LIST_SORTS: readonly CompanyListSort[] = ['my', 'transfer', 'archive'];

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type CompanyRequest = RequestBody<'/company/createCompany'>;
export type CompanyListRequest = RequestBody<'/company/get_companyList'>;
export type CompanyIdRequest = RequestBody<'/company/loginCompany'>;
export type SetStatusRequest = RequestBody<'/company/set_statusCompany'>;
export type AddFileRequest = RequestBody<'/company/add_verificationFileCompany'>;
export type RemoveFileRequest = RequestBody<'/company/remove_verificationFileCompany'>;

export const COMPANY_CALLS = {
  create: post<CompanyRequest>('/company/createCompany', {
    name: true,
    companyBrand: true,
    employees: true,
    code: true,
    activity: true,
    services: true,
    website: true,
  }),
  list: post<CompanyListRequest>('/company/get_companyList', { sort: true }),
  info: post<Partial<CompanyIdRequest>>('/company/get_companyInfo', { company_id: true }),
  login: post<CompanyIdRequest>('/company/loginCompany', { company_id: true }),
  setStatus: post<SetStatusRequest>('/company/set_statusCompany', { company_id: true, status_id: true }),
  remove: post<CompanyIdRequest>('/company/companyRemove', { company_id: true }),
  /** Sent through the upload helper (upload.ts) for its progress (extract-upload.ts); declared here to be checked. */
  addFile: post<AddFileRequest>('/company/add_verificationFileCompany', { company_id: true, type: true, file: true }, { multipart: true }),
  removeFile: post<RemoveFileRequest>('/company/remove_verificationFileCompany', { file_id: true }),
} as const;

export interface NamedId {
  id: number;
  name: string;
}
export interface CompanyListItem {
  id: string;
  name: string;
  role: NamedId & { code?: string };
  status: NamedId;
}
/** An extract file of `company_data.files.edr`, as the OpenAPI document describes it. */
export type CompanyFile = CompanyDataAnswer['company_data']['files']['edr'][number];
export interface CompanyView {
  id: string;
  name: string;
  code: string;
  status: NamedId;
  actions: string[];
  files: { edr: CompanyFile[] };
}

/** The answer with `company_data` (get_companyInfo and every call that changes the company), as the OpenAPI document describes it. */
export type CompanyDataAnswer = ResponseBody<'/company/get_companyInfo'>;

/** `company_data` → CompanyView. */
export function readCompany(answer: CompanyDataAnswer): CompanyView {
  const { id, name, code, status, actions, files } = answer.company_data;
  return { id, name, code, status: { id: status.id, name: status.name }, actions, files: { edr: files.edr } };
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

export function readCompanyList(answer: CompanyListAnswer): CompanyListItem[] {
  return answer.company_list.map(({ id, name, role, status }) => ({ id, name, role, status }));
}

type Options = { signal?: AbortSignal };

export function createCompanyApi(client: ApiClient) {
  const send = <Request>(spec: { path: string }, body: Request, options: Options = {}) => client.post<CompanyDataAnswer>(spec.path, body, options);
  const c = COMPANY_CALLS;
  return {
    /** Registers the company and makes it the session's active one: one request, so no half-registered state is left between two calls. */
    create: async (body: CompanyRequest, options?: Options) => readRegistered(await client.post<RegisteredAnswer>(c.create.path, body, options)),
    list: async (sort: CompanyListSort, options?: Options) => readCompanyList(await client.post<CompanyListAnswer>(c.list.path, { sort } satisfies CompanyListRequest, options)),
    /** Without an id: the active company. */
    info: async (companyId?: string, options?: Options) => readCompany(await send(c.info, companyId ? { company_id: companyId } : {}, options)),
    /** Switches the session's active company (registering needs no call of its own). */
    login: async (companyId: string, options?: Options) => {
      await client.post<ActiveCompanyAnswer>(c.login.path, { company_id: companyId } satisfies CompanyIdRequest, options);
    },
    submitForVerification: async (companyId: string, options?: Options) => readCompany(await send(c.setStatus, { company_id: companyId, status_id: COMPANY_STATUS.underConsideration } satisfies SetStatusRequest, options)),
    remove: async (companyId: string, options?: Options) => {
      await client.post<ResponseBody<'/company/companyRemove'>>(c.remove.path, { company_id: companyId } satisfies CompanyIdRequest, options);
    },
    removeFile: async (fileId: string, options?: Options) => readCompany(await send(c.removeFile, { file_id: fileId } satisfies RemoveFileRequest, options)),
  };
}

export const companyApi = createCompanyApi(api);
