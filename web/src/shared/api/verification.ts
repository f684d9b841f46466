// The verification context's calls (/api/v2/verifier/*, docs/verification.md): the back office's list,
// counters, detail, decisions, claims, comments, notifications and search. Request fields are named
// once in VERIFICATION_CALLS and checked against the OpenAPI document like company.ts; answers are
// typed by the generated document (openapi.d.ts) and mapped here into the screens' views.
import { api, type ApiClient } from './client';
import { post, type RequestBody, type ResponseBody } from './contract';

// The tabs, the claim actions, the list's page cap and the rejection reasons (with the names the owner's banner and e-mail show too) are
// the server's and the web's one contract (src/shared/contract/verification.ts).
export { VERIFICATION_TABS, REJECTION_REASON_CODES as REJECT_REASONS, REJECTION_REASON_NAMES } from '../../../../src/shared/contract/verification';
export { CLAIM_ACTIONS, VERIFICATION_PAGE_SIZE_MAX } from '../../../../src/shared/contract/verification';
export type { VerificationTab, RejectionReasonCode as RejectReason, ClaimAction } from '../../../../src/shared/contract/verification';
export const VERIFICATION_SORTS = ['id', 'name', 'activity', 'code', 'update_date', 'files', 'status', 'due'] as const;
export type VerificationSort = (typeof VERIFICATION_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
export type AssignedFilter = 'mine' | 'unassigned';

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type ListRequest = RequestBody<'/verifier/getVerificationCompaniesList'>;
export type CompanyIdRequest = RequestBody<'/verifier/getVerificationCompanyInfo'>;
export type DecisionRequest = RequestBody<'/verifier/setVerificationCompany'>;
export type RemoveRequest = RequestBody<'/verifier/removeCompany'>;
export type ClaimRequest = RequestBody<'/verifier/claimVerificationCompany'>;
export type SendMessageRequest = RequestBody<'/verifier/sendVerificationCompanyMessage'>;
export type EditMessageRequest = RequestBody<'/verifier/editVerificationCompanyMessage'>;
export type RemoveMessageRequest = RequestBody<'/verifier/removeVerificationCompanyMessage'>;
export type QuickSearchRequest = RequestBody<'/verifier/searchVerificationCompany'>;
export type AdvancedSearchRequest = RequestBody<'/verifier/findListVerificationCompany'>;

const V = '/verifier';
export const VERIFICATION_CALLS = {
  list: post<ListRequest>(`${V}/getVerificationCompaniesList`, { type: true, filter: true, assigned: true, sort: true, order: true, page: true, page_size: true }),
  info: post<CompanyIdRequest>(`${V}/getVerificationCompanyInfo`, { company_id: true }),
  decide: post<DecisionRequest>(`${V}/setVerificationCompany`, { company_id: true, verification: true, reason_code: true, comment: true, version: true, submission_id: true, data_version: true }),
  remove: post<RemoveRequest>(`${V}/removeCompany`, { company_id: true, version: true }),
  claim: post<ClaimRequest>(`${V}/claimVerificationCompany`, { company_id: true, action: true }),
  sendMessage: post<SendMessageRequest>(`${V}/sendVerificationCompanyMessage`, { company_id: true, text: true }),
  editMessage: post<EditMessageRequest>(`${V}/editVerificationCompanyMessage`, { company_id: true, message_id: true, text: true }),
  removeMessage: post<RemoveMessageRequest>(`${V}/removeVerificationCompanyMessage`, { company_id: true, message_id: true }),
  notifications: post<Record<string, never>>(`${V}/getVerificationNotifications`, {}),
  quickSearch: post<QuickSearchRequest>(`${V}/searchVerificationCompany`, { value: true }),
  advancedSearch: post<AdvancedSearchRequest>(`${V}/findListVerificationCompany`, {
    value: true,
    companyName: true,
    employees: true,
    edrCode: true,
    activity: true,
    product: true,
    site: true,
    dateFrom: true,
    dateTo: true,
    sort: true,
    order: true,
    page: true,
    page_size: true,
  }),
} as const;

export interface NamedId {
  id: number;
  name: string;
}
export interface Person {
  id: string;
  name: string;
}
export interface Counters {
  all: number;
  underConsideration: number;
  active: number;
  reject: number;
  deleted: number;
  overdue: number;
}
export interface CompanyRow {
  id: string;
  number: number;
  name: string;
  activity: NamedId | null;
  code: string;
  updateDate: string;
  files: number;
  status: NamedId;
  isDeleted: boolean;
  dueAt: string | null;
  overdue: boolean;
  assignee: Person | null;
}
export interface CompanyList {
  rows: CompanyRow[];
  total: number;
  page: number;
  pageSize: number;
  counters: Counters;
}
export interface ExtractFile {
  id: string;
  name: string;
  format: string;
  size: number;
  url: string;
  dateUpload: string;
}
export interface HistoryEntry {
  id: string;
  kind: string;
  text: string;
  actor: Person | null;
  at: string;
}
export interface Comment {
  id: string;
  text: string;
  author: Person;
  own: boolean;
  updateDate: string;
}
export interface OwnerContacts {
  email: string;
  emails: string[];
  phone: string;
  phones: string[];
  city: string;
  socials: { network: string; url: string }[];
}
export interface CompanyDetail {
  id: string;
  number: number;
  name: string;
  code: string;
  brand: string;
  activity: NamedId | null;
  services: string;
  employees: NamedId | null;
  website: string;
  createDate: string;
  updateDate: string;
  isDeleted: boolean;
  status: NamedId;
  /** Moves with every status change; a decision may carry it (a stale one is refused). */
  version: number;
  /** Moves with every change of the case; every live message about the case names it (an echo names the one shown). */
  revision: number;
  /** The submission under review and the version of its name and code: a verdict names both. */
  submissionId: string | null;
  dataVersion: number;
  dueAt: string | null;
  overdue: boolean;
  assignee: Person | null;
  owner: OwnerContacts | null;
  files: ExtractFile[];
  history: HistoryEntry[];
  messages: Comment[];
}
export interface Notification {
  id: string;
  name: string;
  updateDate: string;
  kind: string;
}
export interface SearchMatch {
  field: 'name' | 'code';
  start: number;
  length: number;
}
export interface SearchHit {
  id: string;
  name: string;
  code: string;
  status: NamedId;
  match: SearchMatch | null;
}
export interface QuickSearchAnswer {
  hits: SearchHit[];
  total: number;
  capped: boolean;
}
export interface AdvancedSearchAnswer {
  rows: CompanyRow[];
  total: number;
  capped: boolean;
}

// Answers as the OpenAPI document describes them (openapi.d.ts). The readers below only map them
// into the screens' shapes (camelCase, counters grouped, absent texts as '').
export type ListAnswer = ResponseBody<'/verifier/getVerificationCompaniesList'>;
export type CaseAnswer = ResponseBody<'/verifier/getVerificationCompanyInfo'>;
type CountersAnswer = Pick<ListAnswer, 'companiesAll' | 'companiesUnderConsideration' | 'companiesActive' | 'companiesReject' | 'companiesDeleted' | 'companiesOverdue'>;
type RowAnswer = ListAnswer['companies'][number];
type CommentAnswer = CaseAnswer['company']['messages'][number];
type OwnerAnswer = CaseAnswer['company']['owner'];
type QuickSearchResult = ResponseBody<'/verifier/searchVerificationCompany'>;
type AdvancedSearchResult = ResponseBody<'/verifier/findListVerificationCompany'>;
type NotificationsAnswer = ResponseBody<'/verifier/getVerificationNotifications'>;

const text = (value: string | null): string => value ?? '';

export function readCounters(answer: CountersAnswer): Counters {
  return {
    all: answer.companiesAll,
    underConsideration: answer.companiesUnderConsideration,
    active: answer.companiesActive,
    reject: answer.companiesReject,
    deleted: answer.companiesDeleted,
    overdue: answer.companiesOverdue,
  };
}

export function readRow(row: RowAnswer): CompanyRow {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    activity: row.activity,
    code: row.code,
    updateDate: row.update_date,
    files: row.files,
    status: row.status,
    isDeleted: row.is_del === 1,
    dueAt: row.due_at,
    overdue: row.overdue,
    assignee: row.assignee,
  };
}

export function readList(answer: ListAnswer): CompanyList {
  return { rows: answer.companies.map(readRow), total: answer.total, page: answer.page, pageSize: answer.page_size, counters: readCounters(answer) };
}

export function readComments(messages: CommentAnswer[]): Comment[] {
  return messages.map((item) => ({ id: item.id, text: item.text, author: item.author, own: item.own, updateDate: item.update_date }));
}

function readOwner(owner: OwnerAnswer): OwnerContacts {
  return { email: text(owner.email), emails: owner.emails, phone: text(owner.phone), phones: owner.phones, city: text(owner.city), socials: owner.socials };
}

export function readDetail(answer: CaseAnswer): CompanyDetail {
  const c = answer.company;
  return {
    id: c.id,
    number: c.number,
    name: c.name,
    code: c.code,
    brand: text(c.brand),
    activity: c.activity,
    services: text(c.services),
    employees: c.employees,
    website: text(c.website),
    createDate: c.create_date,
    updateDate: c.update_date,
    isDeleted: c.is_del === 1,
    status: c.status,
    version: c.version,
    revision: c.revision,
    submissionId: c.submission_id,
    dataVersion: c.data_version,
    dueAt: c.due_at,
    overdue: c.overdue,
    assignee: c.assignee,
    owner: readOwner(c.owner),
    files: c.files.edr.map((file) => ({ id: file.id, name: file.name, format: file.format, size: file.size, url: file.url, dateUpload: file.date_upload })),
    history: c.history.map((entry) => ({ id: entry.id, kind: entry.kind, text: entry.text, actor: entry.actor, at: entry.at })),
    messages: readComments(c.messages),
  };
}

export function readQuickSearch(answer: QuickSearchResult): QuickSearchAnswer {
  return { hits: answer.search_result.map(({ id, name, code, status, match }) => ({ id, name, code, status, match })), total: answer.total, capped: answer.total_capped };
}

export function readAdvancedSearch(answer: AdvancedSearchResult): AdvancedSearchAnswer {
  return { rows: answer.search_result.map(readRow), total: answer.total, capped: answer.total_capped };
}

/** Drops empty values (spec 001 §3: "empty values are dropped") so the server sees only real filters. */
export function cleanSearch(request: AdvancedSearchRequest): AdvancedSearchRequest {
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== 0)) as AdvancedSearchRequest;
}

type Options = { signal?: AbortSignal };

export function createVerificationApi(client: ApiClient) {
  const c = VERIFICATION_CALLS;
  return {
    list: async (request: ListRequest, options?: Options) => readList(await client.post<ListAnswer>(c.list.path, request, options)),
    info: async (companyId: string, options?: Options) => readDetail(await client.post<CaseAnswer>(c.info.path, { company_id: companyId } satisfies CompanyIdRequest, options)),
    /** The decision's answer is the whole case view after it: the caller shows it instead of reloading. */
    decide: async (request: DecisionRequest, options?: Options) => readDetail(await client.post<CaseAnswer>(c.decide.path, request, options)),
    /** Like a decision, the deletion answers the case after it. */
    remove: async (request: RemoveRequest, options?: Options) => readDetail(await client.post<CaseAnswer>(c.remove.path, request, options)),
    /** Claims and comments answer the case after them too (their own fields, assignee and messages, are in it). */
    claim: async (request: ClaimRequest, options?: Options) => readDetail(await client.post<CaseAnswer>(c.claim.path, request, options)),
    sendMessage: async (request: SendMessageRequest, options?: Options) => readDetail(await client.post<CaseAnswer>(c.sendMessage.path, request, options)),
    editMessage: async (request: EditMessageRequest, options?: Options) => readDetail(await client.post<CaseAnswer>(c.editMessage.path, request, options)),
    removeMessage: async (request: RemoveMessageRequest, options?: Options) => readDetail(await client.post<CaseAnswer>(c.removeMessage.path, request, options)),
    notifications: async (options?: Options): Promise<Notification[]> =>
      (await client.post<NotificationsAnswer>(c.notifications.path, {}, options)).list.map((item) => ({ id: item.id, name: item.name, updateDate: item.update_date, kind: item.kind })),
    quickSearch: async (value: string, options?: Options) => readQuickSearch(await client.post<QuickSearchResult>(c.quickSearch.path, { value } satisfies QuickSearchRequest, options)),
    advancedSearch: async (request: AdvancedSearchRequest, options?: Options) => readAdvancedSearch(await client.post<AdvancedSearchResult>(c.advancedSearch.path, cleanSearch(request), options)),
  };
}

export type VerificationApi = ReturnType<typeof createVerificationApi>;
export const verificationApi = createVerificationApi(api);
