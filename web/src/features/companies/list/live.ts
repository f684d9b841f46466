// The company list's machines wired to the API (the machines themselves never call fetch). Kept
// beside the list, apart from ../live.ts, whose machines belong to the registration screens.
import { companyApi, type CompanyListSort } from '../../../shared/api/company';
import { companyListApi, type CompanyListEntry, type CodeAction, type CompanyListAction, type TransferOffer } from '../../../shared/api/company-list';
import { codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { resendCountdownMachine } from '../../../shared/machines/resend-countdown.machine';
import { acceptTransferMachine } from './accept-transfer.machine';
import { myCompaniesMachine } from './my-companies.machine';
import { companyActionMachine } from './company-action.machine';
import { fromApi } from '../../../shared/api/from-api';

/** What the code confirms: a list action, or the owner's offer with its recipient and option. */
export type CodeActionRequest = { action: CompanyListAction } | { action: 'transfer'; offer: TransferOffer };

/** One modal's flow: the action (and offer) and company are fixed, so the code step's calls know them. */
export function liveCompanyActionMachine(companyId: string, request: CodeActionRequest) {
  const action: CodeAction = request.action;
  const sendCode = () => companyListApi.sendActionCode({ company_id: companyId, action });
  const confirm = (code: string, signal: AbortSignal) =>
    request.action === 'transfer'
      ? companyListApi.transfer({ company_id: companyId, ...request.offer, confirm_code: code }, { signal })
      : companyListApi.confirmAction(request.action, { company_id: companyId, confirm_code: code }, { signal });
  return companyActionMachine.provide({
    actors: {
      sendCode: fromApi(async ({ signal }) => companyListApi.sendActionCode({ company_id: companyId, action }, { signal })),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          confirm: fromApi<unknown, { phone: string; code: string }>(async ({ input, signal }) => confirm(input.code, signal)),
          resend: resendCountdownMachine.provide({ actors: { send: fromApi<unknown, { target: string }>(async () => sendCode()) } }),
        },
      }),
    },
  });
}

export function liveAcceptTransferMachine(accepted: () => void) {
  return acceptTransferMachine.provide({
    actors: { accept: fromApi(async ({ input, signal }) => companyListApi.acceptTransfer(input.token, { signal })) },
    actions: { accepted },
  });
}

/** The list of /companies: a tab's companies, entering one, taking back a transfer offer. */
export const liveMyCompaniesMachine = myCompaniesMachine.provide({
  actors: {
    load: fromApi<CompanyListEntry[], { sort: CompanyListSort }>(({ input, signal }) => companyListApi.list(input.sort, { signal })),
    enter: fromApi<void, { companyId: string }>(async ({ input, signal }) => {
      await companyApi.login(input.companyId, { signal });
    }),
    cancelTransfer: fromApi<void, { companyId: string }>(async ({ input, signal }) => {
      await companyListApi.cancelTransfer(input.companyId, { signal });
    }),
  },
});
