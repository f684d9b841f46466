// The company list's machines wired to the API (the machines themselves never call fetch). Kept
// beside the list, apart from ../live.ts, whose machines belong to the registration screens.
import { fromPromise } from 'xstate';
import { companyListApi, type CompanyListAction, type TransferOption } from '../../../shared/api/company-list';
import { codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { resendCountdownMachine } from '../../../shared/machines/resend-countdown.machine';
import { acceptTransferMachine } from './accept-transfer.machine';
import { companyActionMachine } from './company-action.machine';
import { transferMachine } from './transfer.machine';

/** One modal's flow: the action and company are fixed, so the code step's calls know them. */
export function liveCompanyActionMachine(companyId: string, action: CompanyListAction) {
  const sendCode = () => companyListApi.sendActionCode({ company_id: companyId, action });
  return companyActionMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ signal }) => companyListApi.sendActionCode({ company_id: companyId, action }, { signal })),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          confirm: fromPromise<unknown, { phone: string; code: string }>(async ({ input, signal }) =>
            companyListApi.confirmAction(action, { company_id: companyId, confirm_code: input.code }, { signal }),
          ),
          resend: resendCountdownMachine.provide({ actors: { send: fromPromise<unknown, { target: string }>(async () => sendCode()) } }),
        },
      }),
    },
  });
}

export const liveTransferMachine = transferMachine.provide({
  actors: {
    transfer: fromPromise<void, { companyId: string; email: string; option: TransferOption }>(async ({ input, signal }) =>
      companyListApi.transfer({ company_id: input.companyId, email: input.email, option: input.option }, { signal }),
    ),
  },
});

export function liveAcceptTransferMachine(accepted: () => void) {
  return acceptTransferMachine.provide({
    actors: { accept: fromPromise(async ({ input, signal }) => companyListApi.acceptTransfer(input.token, { signal })) },
    actions: { accepted },
  });
}
