// The company list's owner actions (spec 001 §2, §4, §6): the SMS code for archive, restore and
// delete, the confirmed actions themselves, and the transfer of a company. Declared like
// company.ts, so the OpenAPI checks walk them too (calls.ts).
import { api, type ApiClient } from './client';
import { isRecord, post, type RequestBody } from './contract';
import { readCompanyList, type CompanyListItem, type CompanyListSort } from './company';

export type CompanyListAction = 'archive' | 'restore' | 'delete';
export type TransferOption = 'full_rights' | 'no_access' | 'remove_from_list';
export const TRANSFER_OPTIONS: readonly TransferOption[] = ['full_rights', 'no_access', 'remove_from_list'];

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
  transfer: post<TransferRequest>('/company/transferCompany', { company_id: true, email: true, option: true }),
  cancelTransfer: post<{ company_id: string }>('/company/cancelCompanyTransfer', { company_id: true }),
  acceptTransfer: post<TransferTokenRequest>('/company/acceptCompanyTransfer', { token: true }),
} as const;

/** A list item with the pending offer of the Transferred tab. */
export interface CompanyListEntry extends CompanyListItem {
  transfer: { email: string; option: string; date: string } | null;
}

export function readCompanyEntries(answer: unknown): CompanyListEntry[] {
  const raw = isRecord(answer) && Array.isArray(answer.company_list) ? answer.company_list : [];
  const offers = new Map<string, CompanyListEntry['transfer']>();
  for (const item of raw) {
    if (isRecord(item) && typeof item.id === 'string' && isRecord(item.transfer)) {
      offers.set(item.id, { email: String(item.transfer.email ?? ''), option: String(item.transfer.option ?? ''), date: String(item.transfer.date ?? '') });
    }
  }
  return readCompanyList(answer).map((item) => ({ ...item, transfer: offers.get(item.id) ?? null }));
}

type Options = { signal?: AbortSignal };

export function createCompanyListApi(client: ApiClient) {
  const c = COMPANY_LIST_CALLS;
  const send = <Request>(spec: { path: string }, body: Request, options: Options = {}) => client.post<Record<string, unknown>>(spec.path, body, options);
  return {
    list: async (sort: CompanyListSort, options?: Options) => readCompanyEntries(await send(c.list, { sort }, options)),
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
      const answer = await send(c.acceptTransfer, { token } satisfies TransferTokenRequest, options);
      return { companyId: String(answer.company_id ?? '') };
    },
  };
}

export const companyListApi = createCompanyListApi(api);
