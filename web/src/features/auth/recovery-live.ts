// The password recovery's machines wired to the API, the flow storage and the toasts: /forgot,
// /forgot-by-phone and /recovery-password (live.ts has the calls they share).
import { fromApi } from '../../shared/api/from-api';
import { flowStorage } from '../../shared/lib/flow-storage';
import { codeConfirmationMachine } from '../../shared/machines/code-confirmation.machine';
import { resendWith } from '../../shared/machines/resend-countdown.machine';
import { forgotMachine, type RecoveryTarget } from './forgot.machine';
import { authCalls, showError } from './live';
import { recoveryMachine } from './recovery.machine';

export const liveForgotMachine = forgotMachine.provide({
  actors: {
    request: fromApi<unknown, RecoveryTarget>(({ input, signal }) => authCalls.forgot(input, signal)),
    resend: resendWith((email, signal) => authCalls.forgot({ kind: 'email', email }, signal)),
  },
  actions: {
    storePendingPhone: (_, { phone }) => flowStorage.set('pendingPhone', phone),
    notifyError: (_, { message }) => showError(message),
  },
});

/** The SMS code of phone recovery: the answer's token is stored for /recovery-password. */
export const liveRecoveryCodeMachine = codeConfirmationMachine.provide({
  actors: {
    confirm: fromApi<unknown, { phone: string; code: string }>(async ({ input, signal }) => ({
      reset_password_token: await authCalls.resetConfirmPhone(input, signal),
    })),
    resend: resendWith((phone, signal) => authCalls.forgot({ kind: 'phone', phone }, signal)),
  },
  actions: { notifyError: (_, { message }) => showError(message) },
});

export const liveRecoveryMachine = recoveryMachine.provide({
  actors: {
    reset: fromApi<unknown, { password: string; repeat: string; token: string }>(({ input, signal }) =>
      authCalls.resetPassword(input, signal),
    ),
  },
  actions: {
    clearRecoveryToken: () => flowStorage.remove('recoveryToken'),
    notifyError: (_, { message }) => showError(message),
  },
});
