// The company list's machines wired to the API (the machines themselves never call fetch). Kept
// beside the list, apart from ../live.ts, whose machines belong to the registration screens.
import { companyApi, type CompanyListSort } from '../../../shared/api/company';
import {
  companyListApi,
  type CompanyListEntry,
  type CodeAction,
  type CompanyListAction,
  type TransferOffer,
} from '../../../shared/api/company-list';
import { codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { resendCountdownMachine } from '../../../shared/machines/resend-countdown.machine';
import { acceptTransferMachine } from './accept-transfer.machine';
import { myCompaniesMachine } from './my-companies.machine';
import { companyActionMachine, type ActionRefused } from './company-action.machine';
import { fromApi } from '../../../shared/api/from-api';
import { liveEventsActor } from '../../../shared/live';
import { isApiError } from '../../../shared/api/client';
import { failureOf } from '../../../shared/forms/failure';

/** What the code confirms: a list action, or the owner's offer with its recipient and option. */
export type CodeActionRequest = { action: CompanyListAction } | { action: 'transfer'; offer: TransferOffer };

/** The refusals that are about the code itself: the code step stays open for another one. */
const CODE_REFUSALS = ['CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED'];
const aboutTheCode = (error: unknown): boolean =>
  isApiError(error) &&
  (CODE_REFUSALS.includes(error.code) || error.status === 429 || (error.status === 400 && 'confirm_code' in error.fields));

/**
 * A deletion refused for another reason than the code answers it as refused (spec 001 §8: the
 * dialog closes, the list says 'Ошибка при удалении'); the code's own refusals stay on its field.
 */
async function deletion(remove: () => Promise<unknown>): Promise<unknown> {
  try {
    return await remove();
  } catch (error) {
    if (aboutTheCode(error)) throw error;
    return { refused: failureOf(error).message } satisfies ActionRefused;
  }
}

/** One modal's flow: the action (and offer) and company are fixed, so the code step's calls know them. */
export function liveCompanyActionMachine(companyId: string, request: CodeActionRequest) {
  const action: CodeAction = request.action;
  const sendCode = () => companyListApi.sendActionCode({ company_id: companyId, action });
  const confirm = (code: string, signal: AbortSignal) =>
    request.action === 'transfer'
      ? companyListApi.transfer({ company_id: companyId, ...request.offer, confirm_code: code }, { signal })
      : request.action === 'delete'
        ? deletion(() => companyListApi.confirmAction('delete', { company_id: companyId, confirm_code: code }, { signal }))
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

/**
 * Entering a company is not abandoned with the page: the server makes the company active however
 * soon the person leaves the list (a click on "Главная" right after "Войти"), so the call is not
 * aborted, and the app re-reads the user when it answers whether or not the list is still there
 * (`reread`; the machine's `entered` would not run once the list is gone).
 */
export const enterCompanyActor = (reread: () => void) =>
  fromApi<void, { companyId: string }>(async ({ input }) => {
    await companyApi.login(input.companyId);
    reread();
  });

/** The list of /companies: a tab's companies, taking back a transfer offer (entering one: enterCompanyActor). */
export const liveMyCompaniesMachine = myCompaniesMachine.provide({
  actors: {
    load: fromApi<CompanyListEntry[], { sort: CompanyListSort }>(({ input, signal }) => companyListApi.list(input.sort, { signal })),
    cancelTransfer: fromApi<void, { companyId: string }>(async ({ input, signal }) => {
      await companyListApi.cancelTransfer(input.companyId, { signal });
    }),
    live: liveEventsActor(),
  },
});
