// /company-verify (spec 001 §2's route table; the rejection e-mail's link): opens the
// verification (fix) screen of the company named by `company_id`, or of the active company. A
// company other than the active one is chosen first (loginCompany), then the app re-reads the
// user and this machine runs again with it active. Only a company still to be sent (status 1) or
// rejected (3) has that screen; anything else goes home. The call is an actor provided in live.ts.
import { setup } from 'xstate';
import { COMPANY_STATUS } from '../../../shared/api/company-status';
import { notProvided } from '../../../shared/machines/not-provided';

export interface OpenVerificationInput {
  /** `company_id` of the link, if any. */
  requested: string | null;
  /** The session's active company and its status id, if any. */
  active: { id: string; statusId: number | null } | null;
}

const FIXABLE: readonly number[] = [COMPANY_STATUS.registered, COMPANY_STATUS.rejected];

export const openVerificationMachine = setup({
  types: {
    context: {} as OpenVerificationInput,
    input: {} as OpenVerificationInput,
  },
  actors: {
    chooseCompany: notProvided<void, { companyId: string }>('openVerificationMachine', 'chooseCompany'),
  },
  guards: {
    otherCompany: ({ context }) => context.requested !== null && context.requested !== context.active?.id,
    fixable: ({ context }) => context.active !== null && FIXABLE.includes(context.active.statusId ?? 0),
  },
}).createMachine({
  id: 'openVerification',
  context: ({ input }) => input,
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'otherCompany', target: 'choosing' }, { guard: 'fixable', target: 'verify' }, { target: 'home' }],
    },
    choosing: {
      invoke: {
        src: 'chooseCompany',
        input: ({ context }) => ({ companyId: context.requested! }),
        onDone: 'reload',
        // Not a member (any more), or the company is gone: nothing to fix here.
        onError: 'home',
      },
    },
    /** The requested company is active now: the app re-reads the user. */
    reload: { type: 'final' },
    /** The app opens the verification screen. */
    verify: { type: 'final' },
    home: { type: 'final' },
  },
});
