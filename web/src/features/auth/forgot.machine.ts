// /forgot (specification 000, §4 and §5): one field, e-mail or phone (numeric means phone).
// An e-mail leads to the forgot success screen (a letter with recovery instructions was sent);
// a phone is stored as the pending phone and the flow continues at /forgot-by-phone.
import { assign, setup } from 'xstate';
import { retryAfterOf, serverProblems } from '../../shared/forms/failure';
import { isPhoneLike, nationalPhone } from '../../shared/forms/phone';
import { checkIdentifier, type Problem } from '../../shared/forms/validation';
import { RESEND_COOLDOWN_SECONDS, resendCountdownMachine } from '../../shared/machines/resend-countdown.machine';
import { notProvided } from '../../shared/machines/not-provided';

export type RecoveryTarget = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

export function recoveryTarget(identifier: string): RecoveryTarget {
  const text = identifier.trim();
  return isPhoneLike(text) ? { kind: 'phone', phone: nationalPhone(text) ?? text } : { kind: 'email', email: text };
}

export interface ForgotContext {
  identifier: string;
  error: Problem | null;
  submitted: boolean;
  /** Where the letter or the code went. */
  target: RecoveryTarget | null;
  /** Seconds until the code may be sent again, for the code step. */
  codeSeconds: number;
}

export type ForgotEvent = { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RESET' };

export const forgotMachine = setup({
  types: {
    context: {} as ForgotContext,
    events: {} as ForgotEvent,
    children: {} as { resend: 'resend' },
  },
  actors: {
    /** POST /profile/forgotPassword with { email, ref } or { phone }. */
    request: notProvided<unknown, RecoveryTarget>('forgotMachine', 'request'),
    resend: resendCountdownMachine,
  },
  actions: {
    storePendingPhone: (_, _params: { phone: string }) => {},
    notifyError: (_, _params: { message: string }) => {},
  },
  guards: {
    isValid: ({ context }) => checkIdentifier(context.identifier) === null,
    sentToPhone: ({ context }) => context.target?.kind === 'phone',
    /** A 429 within the resend cooldown: a code went out moments ago (a second try, a reload), so go and enter it. */
    codeRecentlySent: ({ context }, params: { error: unknown }) => {
      const wait = retryAfterOf(params.error);
      return context.target?.kind === 'phone' && wait !== null && wait <= RESEND_COOLDOWN_SECONDS;
    },
  },
}).createMachine({
  id: 'forgot',
  context: { identifier: '', error: null, submitted: false, target: null, codeSeconds: RESEND_COOLDOWN_SECONDS },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign({
            identifier: ({ event }) => event.value,
            error: ({ context, event }) => (context.submitted ? checkIdentifier(event.value) : null),
          }),
        },
        SUBMIT: [
          {
            guard: 'isValid',
            target: 'submitting',
            actions: assign({ submitted: true, error: null, target: ({ context }) => recoveryTarget(context.identifier) }),
          },
          { actions: assign({ submitted: true, error: ({ context }) => checkIdentifier(context.identifier) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'request',
        input: ({ context }) => context.target!,
        onDone: [
          {
            guard: 'sentToPhone',
            target: 'codeSent',
            actions: {
              type: 'storePendingPhone',
              params: ({ context }) => ({ phone: context.target?.kind === 'phone' ? context.target.phone : '' }),
            },
          },
          { target: 'emailSent' },
        ],
        onError: [
          {
            guard: { type: 'codeRecentlySent', params: ({ event }) => ({ error: event.error }) },
            target: 'codeSent',
            actions: [
              assign({ codeSeconds: ({ event }) => retryAfterOf(event.error) ?? RESEND_COOLDOWN_SECONDS }),
              {
                type: 'storePendingPhone',
                params: ({ context }) => ({ phone: context.target?.kind === 'phone' ? context.target.phone : '' }),
              },
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({
                error: ({ event }) => {
                  const { fields } = serverProblems(event.error);
                  return fields.email ?? fields.phone ?? fields.identifier ?? null;
                },
              }),
              { type: 'notifyError', params: ({ event }) => ({ message: serverProblems(event.error).message }) },
            ],
          },
        ],
      },
    },
    emailSent: {
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({
          target: context.target?.kind === 'email' ? context.target.email : '',
          secondsLeft: RESEND_COOLDOWN_SECONDS,
        }),
      },
      on: { RESET: { target: 'editing', actions: assign({ submitted: false, error: null, target: null }) } },
    },
    /** The screen moves on to /forgot-by-phone. */
    codeSent: {
      type: 'final',
    },
  },
});

export type ForgotMachine = typeof forgotMachine;
