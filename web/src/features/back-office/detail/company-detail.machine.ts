// One company's case in the back office (spec 001 §2–§4): it loads the detail, runs the verifier's
// commands (decisions, claims, comments) one at a time, and reloads after each, also after a
// refused one (a 409 means the case changed under us). Another verifier's change arrives as a live
// `verification.changed` event naming this company and reloads it in place.
import { assign, emit, fromPromise, setup } from 'xstate';
import { isApiError } from '../../../shared/api/client';
import type { ClaimAction, CompanyDetail, RejectReason } from '../../../shared/api/verification';
import { eventCompanyId, noLiveEvents, type LiveEvent } from '../../../shared/live';
import { COMPANY_STATUS } from '../../../shared/api/company-status';

export type Command =
  | { kind: 'verify' }
  | { kind: 'reject'; reasonCode: RejectReason; comment: string }
  | { kind: 'delete' }
  | { kind: 'claim'; action: ClaimAction }
  | { kind: 'sendComment'; text: string }
  | { kind: 'editComment'; id: string; text: string }
  | { kind: 'removeComment'; id: string };

export interface Problem {
  kind: Command['kind'];
  code: string;
  message: string;
}

export interface DetailContext {
  companyId: string;
  company: CompanyDetail | null;
  notFound: boolean;
  problem: Problem | null;
  /** The command running or just finished: screens show progress on the right control. */
  pending: Command | null;
}

export type DetailEvent =
  | { type: 'RUN'; command: Command }
  | { type: 'LIVE'; event: LiveEvent }
  | { type: 'RETRY' }
  | { type: 'DISMISS_PROBLEM' };

export type DetailEmitted = { type: 'done'; command: Command } | { type: 'refused'; problem: Problem };

function toProblem(kind: Command['kind'], error: unknown): Problem {
  if (isApiError(error)) return { kind, code: error.code, message: error.fields.text || error.msg || error.code };
  return { kind, code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error) };
}

/** Whether a decision is open for this company (spec 001 §4: both buttons off once verified or rejected). */
export function canDecide(company: CompanyDetail): boolean {
  return !company.isDeleted && company.status.id === COMPANY_STATUS.underConsideration;
}

export const companyDetailMachine = setup({
  types: {
    context: {} as DetailContext,
    events: {} as DetailEvent,
    input: {} as { companyId: string },
    emitted: {} as DetailEmitted,
  },
  actors: {
    load: fromPromise<CompanyDetail, { companyId: string }>(async () => {
      throw new Error('companyDetailMachine: "load" must be provided');
    }),
    run: fromPromise<unknown, { companyId: string; command: Command }>(async () => {
      throw new Error('companyDetailMachine: "run" must be provided');
    }),
    live: noLiveEvents,
  },
  guards: {
    aboutThisCompany: ({ context, event }) => event.type === 'LIVE' && (eventCompanyId(event.event) === context.companyId || event.event.type === 'live.reconnected'),
  },
}).createMachine({
  id: 'companyDetail',
  context: ({ input }) => ({ companyId: input.companyId, company: null, notFound: false, problem: null, pending: null }),
  invoke: { src: 'live', input: { names: ['verification.changed'] } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'ready', actions: assign({ company: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ notFound: ({ event }) => isApiError(event.error) && event.error.status === 404 }) },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { DISMISS_PROBLEM: { actions: assign({ problem: null }) } },
      states: {
        idle: {
          on: {
            RUN: { target: 'running', actions: assign({ pending: ({ event }) => event.command, problem: null }) },
            LIVE: { guard: 'aboutThisCompany', target: 'refreshing' },
          },
        },
        running: {
          invoke: {
            src: 'run',
            input: ({ context }) => ({ companyId: context.companyId, command: context.pending! }),
            onDone: { target: 'refreshing', actions: emit(({ context }) => ({ type: 'done' as const, command: context.pending! })) },
            onError: {
              target: 'refreshing',
              actions: [
                assign({ problem: ({ context, event }) => toProblem(context.pending!.kind, event.error) }),
                emit(({ context }) => ({ type: 'refused' as const, problem: context.problem! })),
              ],
            },
          },
        },
        refreshing: {
          invoke: {
            src: 'load',
            input: ({ context }) => ({ companyId: context.companyId }),
            onDone: { target: 'idle', actions: assign({ company: ({ event }) => event.output, pending: null }) },
            // The command's own answer stands; the detail stays as it was until the next change.
            onError: { target: 'idle', actions: assign({ pending: null }) },
          },
          // A change during the reload: the answer may predate it, so reload once more.
          on: { LIVE: { guard: 'aboutThisCompany', target: 'refreshing', reenter: true } },
        },
      },
    },
  },
});
