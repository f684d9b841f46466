// The verification context's calls (/api/v2/verifier/*, docs/verification.md): the back office's list,
// counters, detail, decisions, claims, comments, notifications and search. Each route is named once
// in VERIFICATION_CALLS; the typed client (client.ts) takes its body and answer from the generated
// paths (openapi.d.ts), and the screens take those answers as they are: a field the server adds to
// the case is in CompanyDetail, and on screen, without a line here.
import { answer, api, type ApiClient } from './client';
import type { RequestBody, ResponseBody, Routes } from './contract';
import type { components } from './openapi';

// The tabs, sort keys, filters, claim actions, the list's page cap and the rejection reasons (with the
// names the owner's banner and e-mail show too) are the server's and the web's one contract
// (src/shared/contract/verification.ts).
export {
  VERIFICATION_TABS,
  REJECTION_REASON_CODES as REJECT_REASONS,
  REJECTION_REASON_NAMES,
} from '../../../../src/shared/contract/verification';
export {
  ASSIGNED_FILTERS,
  CLAIM_ACTIONS,
  SORT_ORDERS,
  VERIFICATION_PAGE_SIZE_MAX,
  VERIFICATION_SORTS,
} from '../../../../src/shared/contract/verification';
export type {
  AssignedFilter,
  ClaimAction,
  RejectionReasonCode as RejectReason,
  SortOrder,
  VerificationSort,
  VerificationTab,
} from '../../../../src/shared/contract/verification';

export const VERIFICATION_CALLS = {
  list: '/verifier/getVerificationCompaniesList',
  info: '/verifier/getVerificationCompanyInfo',
  decide: '/verifier/setVerificationCompany',
  remove: '/verifier/removeCompany',
  claim: '/verifier/claimVerificationCompany',
  sendMessage: '/verifier/sendVerificationCompanyMessage',
  editMessage: '/verifier/editVerificationCompanyMessage',
  removeMessage: '/verifier/removeVerificationCompanyMessage',
  notifications: '/verifier/getVerificationNotifications',
  quickSearch: '/verifier/searchVerificationCompany',
  advancedSearch: '/verifier/findListVerificationCompany',
} as const satisfies Routes;

// Requests, as the server's DTOs are documented (openapi.d.ts).
export type ListRequest = RequestBody<typeof VERIFICATION_CALLS.list>;
export type DecisionRequest = RequestBody<typeof VERIFICATION_CALLS.decide>;
export type RemoveRequest = RequestBody<typeof VERIFICATION_CALLS.remove>;
export type ClaimRequest = RequestBody<typeof VERIFICATION_CALLS.claim>;
export type SendMessageRequest = RequestBody<typeof VERIFICATION_CALLS.sendMessage>;
export type EditMessageRequest = RequestBody<typeof VERIFICATION_CALLS.editMessage>;
export type RemoveMessageRequest = RequestBody<typeof VERIFICATION_CALLS.removeMessage>;
export type AdvancedSearchRequest = RequestBody<typeof VERIFICATION_CALLS.advancedSearch>;

// Answers, as the server's views are documented (openapi.d.ts): the screens' own types.
type Schemas = components['schemas'];
/** One page of one tab, with every tab's counter. */
export type CompanyList = ResponseBody<typeof VERIFICATION_CALLS.list>;
export type CompanyRow = CompanyList['companies'][number];
export type Counters = Pick<
  CompanyList,
  'companiesAll' | 'companiesUnderConsideration' | 'companiesActive' | 'companiesReject' | 'companiesDeleted' | 'companiesOverdue'
>;
/** The case as the verifier sees it: every command answers it after the command. */
export type CompanyDetail = Schemas['VerifierCaseResponse'];
export type NamedId = Schemas['VerifierNamedIdResponse'];
export type ExtractFile = CompanyDetail['files']['edr'][number];
export type HistoryEntry = CompanyDetail['history'][number];
export type Comment = CompanyDetail['messages'][number];
export type Notification = ResponseBody<typeof VERIFICATION_CALLS.notifications>['list'][number];
export type QuickSearchAnswer = ResponseBody<typeof VERIFICATION_CALLS.quickSearch>;
export type SearchMatch = NonNullable<QuickSearchAnswer['search_result'][number]['match']>;
export type AdvancedSearchAnswer = ResponseBody<typeof VERIFICATION_CALLS.advancedSearch>;

/** Drops empty values (spec 001 §3: "empty values are dropped") so the server sees only real filters. */
export function cleanSearch(request: AdvancedSearchRequest): AdvancedSearchRequest {
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== 0),
  ) as AdvancedSearchRequest;
}

type Options = { signal?: AbortSignal };

export function createVerificationApi(client: ApiClient) {
  const c = VERIFICATION_CALLS;
  /** Every command answers the whole case after it (decisions, deletion, claims, comments): the caller shows it instead of reloading. */
  const caseOf = async (call: Promise<{ data?: { company: CompanyDetail } }>): Promise<CompanyDetail> => (await answer(call)).company;
  return {
    list: (body: ListRequest, options?: Options) => answer(client.POST(c.list, { body, ...options })),
    info: (companyId: string, options?: Options) => caseOf(client.POST(c.info, { body: { company_id: companyId }, ...options })),
    decide: (body: DecisionRequest, options?: Options) => caseOf(client.POST(c.decide, { body, ...options })),
    remove: (body: RemoveRequest, options?: Options) => caseOf(client.POST(c.remove, { body, ...options })),
    claim: (body: ClaimRequest, options?: Options) => caseOf(client.POST(c.claim, { body, ...options })),
    sendMessage: (body: SendMessageRequest, options?: Options) => caseOf(client.POST(c.sendMessage, { body, ...options })),
    editMessage: (body: EditMessageRequest, options?: Options) => caseOf(client.POST(c.editMessage, { body, ...options })),
    removeMessage: (body: RemoveMessageRequest, options?: Options) => caseOf(client.POST(c.removeMessage, { body, ...options })),
    notifications: async (options?: Options): Promise<Notification[]> => (await answer(client.POST(c.notifications, { ...options }))).list,
    quickSearch: (value: string, options?: Options) => answer(client.POST(c.quickSearch, { body: { value }, ...options })),
    advancedSearch: (body: AdvancedSearchRequest, options?: Options) =>
      answer(client.POST(c.advancedSearch, { body: cleanSearch(body), ...options })),
  };
}

export type VerificationApi = ReturnType<typeof createVerificationApi>;
export const verificationApi = createVerificationApi(api);
