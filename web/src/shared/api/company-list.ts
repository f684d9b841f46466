// The company list's owner actions: the SMS code for archive, restore,
// delete and transfer, the confirmed actions themselves, and the transfer of a company. Declared like
// company.ts, so the OpenAPI checks walk them too (calls.ts).
import { api, type ApiClient } from './client';
import { post, type RequestBody, type ResponseBody } from './contract';
import type { CompanyListAnswer, CompanyListItem, CompanyListSort } from './company';

export type CompanyListAction = 'archive' | 'restore' | 'delete';
/** What an SMS code confirms: the list's actions and the owner's offer of the company. */
export type CodeAction = CompanyListAction | 'transfer';
export type TransferOption = 'full_rights' | 'no_access' | 'remove_from_list';
export const TRANSFER_OPTIONS: readonly TransferOption[] = ['full_rights', 'no_access', 'remove_from_list'];
/** The recipient and what the owner keeps, fixed before the SMS code is asked for. */
export interface TransferOffer {
  email: string;
  option: TransferOption;
}

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type SendActionCodeRequest = RequestBody<'/company/sendActionCode'>;
export type ConfirmedActionRequest = RequestBody<'/company/add_companyArchive'>;
export type TransferRequest = RequestBody<'/company/transferCompany'>;
export type TransferTokenRequest = RequestBody<'/company/acceptCompanyTransfer'>;

export const COMPANY_LIST_CALLS = {
  list: post<{ sort?: CompanyListSort }>('/company/get_companyList', { sort: true }),
  sendActionCode: post<SendActionCodeRequest>('/company/sendActionCode', { company_id: true, action: true }),
  archive: post<ConfirmedActionRequest>('/company/add_companyArchive', { company_id: true, confirm_code: true }),
  restore: post<ConfirmedActionRequest>('/company/del_companyArchive', { company_id: true, confirm_code: true }),
  delete: post<ConfirmedActionRequest>('/company/companyRemove', { company_id: true, confirm_code: true }),
  transfer: post<TransferRequest>('/company/transferCompany', { company_id: true, email: true, option: true, confirm_code: true }),
  cancelTransfer: post<{ company_id: string }>('/company/cancelCompanyTransfer', { company_id: true }),
  acceptTransfer: post<TransferTokenRequest>('/company/acceptCompanyTransfer', { token: true }),
} as const;

/** A list item with the pending offer of the Transferred tab. */
export interface CompanyListEntry extends CompanyListItem {
  transfer: { email: string; option: string; date: string } | null;
}

export function readCompanyEntries(answer: CompanyListAnswer): CompanyListEntry[] {
  return answer.company_list.map(({ id, name, role, status, transfer }) => ({ id, name, role, status, transfer: transfer ? { email: transfer.email, option: transfer.option, date: transfer.date } : null }));
}

type Options = { signal?: AbortSignal };

export function createCompanyListApi(client: ApiClient) {
  const c = COMPANY_LIST_CALLS;
  const send = <Request>(spec: { path: string }, body: Request, options: Options = {}) => client.post<Record<string, unknown>>(spec.path, body, options);
  return {
    list: async (sort: CompanyListSort, options?: Options) => readCompanyEntries(await client.post<CompanyListAnswer>(c.list.path, { sort }, options)),
    sendActionCode: async (body: SendActionCodeRequest, options?: Options) => {
      await send(c.sendActionCode, body, options);
    },
    confirmAction: async (action: CompanyListAction, body: ConfirmedActionRequest, options?: Options) => {
      await send(c[action], body, options);
    },
    transfer: async (body: TransferRequest, options?: Options) => {
      await send(c.transfer, body, options);
    },
    cancelTransfer: async (companyId: string, options?: Options) => {
      await send(c.cancelTransfer, { company_id: companyId }, options);
    },
    acceptTransfer: async (token: string, options?: Options) => {
      const answer = await client.post<ResponseBody<'/company/acceptCompanyTransfer'>>(c.acceptTransfer.path, { token } satisfies TransferTokenRequest, options);
      return { companyId: answer.company_id };
    },
  };
}

export const companyListApi = createCompanyListApi(api);
