// The company list's owner actions: the SMS code for archive, restore,
// delete and transfer, the confirmed actions themselves, and the transfer of a company. Declared like
// company.ts (calls.ts lists them).
import { answer, api, type ApiClient } from './client';
import type { RequestBody, Routes } from './contract';
import { COMPANY_CALLS, type CompanyListItem, type CompanyListSort } from './company';

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

export const COMPANY_LIST_CALLS = {
  sendActionCode: '/company/sendActionCode',
  archive: '/company/add_companyArchive',
  restore: '/company/del_companyArchive',
  delete: '/company/companyRemove',
  transfer: '/company/transferCompany',
  cancelTransfer: '/company/cancelCompanyTransfer',
  acceptTransfer: '/company/acceptCompanyTransfer',
} as const satisfies Routes;

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type SendActionCodeRequest = RequestBody<typeof COMPANY_LIST_CALLS.sendActionCode>;
/** Archive, restore and delete take the same confirmed body. */
export type ConfirmedActionRequest = RequestBody<typeof COMPANY_LIST_CALLS.archive>;
export type TransferRequest = RequestBody<typeof COMPANY_LIST_CALLS.transfer>;

/** A list item with the pending offer of the Transferred tab (get_companyList). */
export type CompanyListEntry = CompanyListItem;

type Options = { signal?: AbortSignal };

export function createCompanyListApi(client: ApiClient) {
  const c = COMPANY_LIST_CALLS;
  return {
    list: async (sort: CompanyListSort, options?: Options) =>
      (await answer(client.POST(COMPANY_CALLS.list, { body: { sort }, ...options }))).company_list,
    sendActionCode: async (body: SendActionCodeRequest, options?: Options) => {
      await client.POST(c.sendActionCode, { body, ...options });
    },
    confirmAction: async (action: CompanyListAction, body: ConfirmedActionRequest, options?: Options) => {
      await client.POST(c[action], { body, ...options });
    },
    transfer: async (body: TransferRequest, options?: Options) => {
      await client.POST(c.transfer, { body, ...options });
    },
    cancelTransfer: async (companyId: string, options?: Options) => {
      await client.POST(c.cancelTransfer, { body: { company_id: companyId }, ...options });
    },
    acceptTransfer: async (token: string, options?: Options) => ({
      companyId: (await answer(client.POST(c.acceptTransfer, { body: { token }, ...options }))).company_id,
    }),
  };
}

export const companyListApi = createCompanyListApi(api);
