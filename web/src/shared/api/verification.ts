// The verification context's calls (issue 12, /api/v2/verifier/*): the back office's list,
// counters, detail, decisions, claims, comments, notifications and search. Request fields are named
// once in VERIFICATION_CALLS and checked against the OpenAPI document like company.ts; answers are
// read here into typed views so screens never touch raw JSON.
import { api, type ApiClient } from './client';
import { AnswerShapeError, isRecord, post, type RequestBody } from './contract';

// The tabs and the rejection reasons (with the names the owner's banner and e-mail show too) are
// the server's and the web's one contract (src/shared/contract/verification.ts).
export { VERIFICATION_TABS, REJECTION_REASON_CODES as REJECT_REASONS, REJECTION_REASON_NAMES } from '../../../../src/shared/contract/verification';
export type { VerificationTab, RejectionReasonCode as RejectReason } from '../../../../src/shared/contract/verification';
export const VERIFICATION_SORTS = ['id', 'name', 'activity', 'code', 'update_date', 'files', 'status', 'due'] as const;
export type VerificationSort = (typeof VERIFICATION_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
export type AssignedFilter = 'mine' | 'unassigned';
export type ClaimAction = 'take' | 'release' | 'take_over';

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
  decide: post<DecisionRequest>(`${V}/setVerificationCompany`, { company_id: true, verification: true, reason_code: true, comment: true, version: true }),
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
  /** Moves with every status change; a decision's live message names the version it made. */
  version: number;
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

const str = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : []);

function readNamed(value: unknown): NamedId | null {
  if (!isRecord(value)) return null;
  return { id: Number(value.id) || 0, name: str(value.name) };
}
function readPerson(value: unknown): Person | null {
  if (!isRecord(value) || value.id === undefined || value.id === null) return null;
  return { id: str(value.id), name: str(value.name) };
}
const flag = (value: unknown): boolean => value === 1 || value === true || value === '1';

export function readCounters(answer: Record<string, unknown>): Counters {
  const n = (key: string) => Number(answer[key]) || 0;
  return {
    all: n('companiesAll'),
    underConsideration: n('companiesUnderConsideration'),
    active: n('companiesActive'),
    reject: n('companiesReject'),
    deleted: n('companiesDeleted'),
    overdue: n('companiesOverdue'),
  };
}

export function readRow(value: unknown): CompanyRow | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  return {
    id: value.id,
    number: Number(value.number) || 0,
    name: str(value.name),
    activity: readNamed(value.activity),
    code: str(value.code),
    updateDate: str(value.update_date),
    files: Number(value.files) || 0,
    status: readNamed(value.status) ?? { id: 0, name: '' },
    isDeleted: flag(value.is_del),
    dueAt: typeof value.due_at === 'string' ? value.due_at : null,
    overdue: value.overdue === true,
    assignee: readPerson(value.assignee),
  };
}

const readRows = (value: unknown): CompanyRow[] => (Array.isArray(value) ? value.flatMap((row) => readRow(row) ?? []) : []);

export function readList(answer: Record<string, unknown>): CompanyList {
  if (!Array.isArray(answer.companies)) throw new AnswerShapeError('The server answered no companies');
  return {
    rows: readRows(answer.companies),
    total: Number(answer.total) || 0,
    page: Number(answer.page) || 1,
    pageSize: Number(answer.page_size) || 9,
    counters: readCounters(answer),
  };
}

export function readComments(value: unknown): Comment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item)) return [];
    return [{ id: str(item.id), text: str(item.text), author: readPerson(item.author) ?? { id: '', name: '' }, own: item.own === true, updateDate: str(item.update_date) }];
  });
}

function readOwner(value: unknown): OwnerContacts | null {
  if (!isRecord(value)) return null;
  const socials = Array.isArray(value.socials)
    ? value.socials.flatMap((item) => (isRecord(item) && typeof item.url === 'string' ? [{ network: str(item.network), url: item.url }] : []))
    : [];
  return { email: str(value.email), emails: strings(value.emails), phone: str(value.phone), phones: strings(value.phones), city: str(value.city), socials };
}

export function readDetail(answer: Record<string, unknown>): CompanyDetail {
  const c = answer.company;
  if (!isRecord(c) || typeof c.id !== 'string') throw new AnswerShapeError('The server answered no company');
  const files = isRecord(c.files) && Array.isArray(c.files.edr) ? c.files.edr : [];
  const history = Array.isArray(c.history) ? c.history : [];
  return {
    id: c.id,
    number: Number(c.number) || 0,
    name: str(c.name),
    code: str(c.code),
    brand: str(c.brand),
    activity: readNamed(c.activity),
    services: str(c.services),
    employees: readNamed(c.employees),
    website: str(c.website),
    createDate: str(c.create_date),
    updateDate: str(c.update_date),
    isDeleted: flag(c.is_del),
    status: readNamed(c.status) ?? { id: 0, name: '' },
    version: Number(c.version) || 0,
    dueAt: typeof c.due_at === 'string' ? c.due_at : null,
    overdue: c.overdue === true,
    assignee: readPerson(c.assignee),
    owner: readOwner(c.owner),
    files: files.flatMap((file) =>
      isRecord(file) && file.id !== undefined
        ? [{ id: str(file.id), name: str(file.name), format: str(file.format), size: Number(file.size) || 0, url: str(file.url), dateUpload: str(file.date_upload) }]
        : [],
    ),
    history: history.flatMap((entry) =>
      isRecord(entry) ? [{ id: str(entry.id), kind: str(entry.kind), text: str(entry.text), actor: readPerson(entry.actor), at: str(entry.at) }] : [],
    ),
    messages: readComments(c.messages),
  };
}

function readMatch(value: unknown): SearchMatch | null {
  if (!isRecord(value) || (value.field !== 'name' && value.field !== 'code')) return null;
  return { field: value.field, start: Number(value.start) || 0, length: Number(value.length) || 0 };
}

export function readQuickSearch(answer: Record<string, unknown>): QuickSearchAnswer {
  const list = Array.isArray(answer.search_result) ? answer.search_result : [];
  const hits = list.flatMap((item) =>
    isRecord(item) && typeof item.id === 'string'
      ? [{ id: item.id, name: str(item.name), code: str(item.code), status: readNamed(item.status) ?? { id: 0, name: '' }, match: readMatch(item.match) }]
      : [],
  );
  return { hits, total: Number(answer.total) || hits.length, capped: answer.total_capped === true };
}

/** Drops empty values (spec 001 §3: "empty values are dropped") so the server sees only real filters. */
export function cleanSearch(request: AdvancedSearchRequest): AdvancedSearchRequest {
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== 0)) as AdvancedSearchRequest;
}

type Options = { signal?: AbortSignal };

export function createVerificationApi(client: ApiClient) {
  const send = <Request>(spec: { path: string }, body: Request, options: Options = {}) => client.post<Record<string, unknown>>(spec.path, body, options);
  const c = VERIFICATION_CALLS;
  return {
    list: async (request: ListRequest, options?: Options) => readList(await send(c.list, request, options)),
    info: async (companyId: string, options?: Options) => readDetail(await send(c.info, { company_id: companyId } satisfies CompanyIdRequest, options)),
    /** The decision's answer is the whole case view after it: the caller shows it instead of reloading. */
    decide: async (request: DecisionRequest, options?: Options) => readDetail(await send(c.decide, request, options)),
    remove: async (request: RemoveRequest, options?: Options) => {
      await send(c.remove, request, options);
    },
    claim: async (request: ClaimRequest, options?: Options) => readPerson((await send(c.claim, request, options)).assignee),
    sendMessage: async (request: SendMessageRequest, options?: Options) => readComments((await send(c.sendMessage, request, options)).messages),
    editMessage: async (request: EditMessageRequest, options?: Options) => readComments((await send(c.editMessage, request, options)).messages),
    removeMessage: async (request: RemoveMessageRequest, options?: Options) => readComments((await send(c.removeMessage, request, options)).messages),
    notifications: async (options?: Options): Promise<Notification[]> => {
      const list = (await send(c.notifications, {}, options)).list;
      return Array.isArray(list)
        ? list.flatMap((item) => (isRecord(item) && item.id !== undefined ? [{ id: str(item.id), name: str(item.name), updateDate: str(item.update_date), kind: str(item.kind) }] : []))
        : [];
    },
    quickSearch: async (value: string, options?: Options) => readQuickSearch(await send(c.quickSearch, { value } satisfies QuickSearchRequest, options)),
    advancedSearch: async (request: AdvancedSearchRequest, options?: Options): Promise<AdvancedSearchAnswer> => {
      const answer = await send(c.advancedSearch, cleanSearch(request), options);
      const rows = readRows(answer.companies ?? answer.search_result ?? answer.find_result);
      return { rows, total: Number(answer.total) || rows.length, capped: answer.total_capped === true };
    },
  };
}

export type VerificationApi = ReturnType<typeof createVerificationApi>;
export const verificationApi = createVerificationApi(api);
