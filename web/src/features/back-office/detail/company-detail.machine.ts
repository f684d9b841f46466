// One company's case in the back office: it loads the detail and runs the verifier's
// commands (decisions, claims, comments) one at a time. Every command answers the whole case after
// it, which becomes the detail: one request per command. A refused one (a 409 means the case changed
// under us) reloads it. Another verifier's change arrives as a live `verification.changed` event
// naming this company and reloads it in place; every such message names the case revision it made,
// so the echo of the verifier's own command, naming the revision the detail already shows, is ignored.
// (docs/verification.md "Case revision".)
import { assign, emit, setup } from 'xstate';
import { isApiError } from '../../../shared/api/client';
import type { ClaimAction, CompanyDetail, RejectReason } from '../../../shared/api/verification';
import { eventCompanyId, noLiveEvents, type LiveEvent } from '../../../shared/live';
import { COMPANY_STATUS } from '../../../shared/api/company-status';
import { notProvided } from '../../../shared/machines/not-provided';

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
  /**
   * Live events about this company heard while a command ran, which its answer may predate: the
   * newest revision a message named, and whether any message named none.
   */
  heard: { revision: number; unrevised: boolean };
}

export type DetailEvent =
  | { type: 'RUN'; command: Command }
  | { type: 'LIVE'; event: LiveEvent }
  | { type: 'RETRY' }
  | { type: 'DISMISS_PROBLEM' };

export type DetailEmitted = { type: 'done'; command: Command } | { type: 'refused'; problem: Problem };

/** What a decision names of the case the verifier looked at: its version, the submission and its data version. */
export type SeenCase = Pick<CompanyDetail, 'version' | 'submission_id' | 'data_version'>;

const seenOf = (company: CompanyDetail | null): SeenCase | null =>
  company ? { version: company.version, submission_id: company.submission_id, data_version: company.data_version } : null;

/** The case revision a live message names, or null when it names none (then it is news). */
function liveRevision(event: LiveEvent): number | null {
  const data = event.data as { revision?: unknown } | null;
  return typeof data === 'object' && data !== null && typeof data.revision === 'number' ? data.revision : null;
}

function isAbout(context: DetailContext, event: DetailEvent): event is Extract<DetailEvent, { type: 'LIVE' }> {
  return event.type === 'LIVE' && (eventCompanyId(event.event) === context.companyId || event.event.type === 'live.reconnected');
}

function toProblem(kind: Command['kind'], error: unknown): Problem {
  if (isApiError(error)) return { kind, code: error.code, message: error.fields.text || error.msg || error.code };
  return { kind, code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error) };
}

/** Whether a decision is open for this company (spec 001 §4: both buttons off once verified or rejected). */
export function canDecide(company: CompanyDetail): boolean {
  return company.is_del === 0 && company.status.id === COMPANY_STATUS.underConsideration;
}

export const companyDetailMachine = setup({
  types: {
    context: {} as DetailContext,
    events: {} as DetailEvent,
    input: {} as { companyId: string },
    emitted: {} as DetailEmitted,
  },
  actors: {
    load: notProvided<CompanyDetail, { companyId: string }>('companyDetailMachine', 'load'),
    /** Resolves to the case after the command: every command's answer carries it. */
    run: notProvided<CompanyDetail, { companyId: string; command: Command; seen: SeenCase | null }>('companyDetailMachine', 'run'),
    live: noLiveEvents,
  },
  guards: {
    aboutThisCompany: ({ context, event }) => isAbout(context, event),
    /** About this company and not yet shown: a message naming a revision the detail has is an echo. */
    newsOfThisCompany: ({ context, event }) => {
      if (!isAbout(context, event)) return false;
      const revision = liveRevision(event.event);
      return revision === null || context.company === null || revision > context.company.revision;
    },
    /** The answer shows the case after the command and nothing heard meanwhile is newer. */
    answerIsCurrent: ({ context, event }) => {
      const detail = (event as { output?: CompanyDetail | null }).output;
      return !!detail && !context.heard.unrevised && context.heard.revision <= detail.revision;
    },
  },
}).createMachine({
  id: 'companyDetail',
  context: ({ input }) => ({
    companyId: input.companyId,
    company: null,
    notFound: false,
    problem: null,
    pending: null,
    heard: { revision: 0, unrevised: false },
  }),
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
            RUN: {
              target: 'running',
              actions: assign({ pending: ({ event }) => event.command, problem: null, heard: { revision: 0, unrevised: false } }),
            },
            LIVE: { guard: 'newsOfThisCompany', target: 'refreshing' },
          },
        },
        running: {
          invoke: {
            src: 'run',
            input: ({ context }) => ({ companyId: context.companyId, command: context.pending!, seen: seenOf(context.company) }),
            onDone: [
              {
                guard: 'answerIsCurrent',
                target: 'idle',
                actions: [
                  emit(({ context }) => ({ type: 'done' as const, command: context.pending! })),
                  assign({ company: ({ event }) => event.output, pending: null }),
                ],
              },
              { target: 'refreshing', actions: emit(({ context }) => ({ type: 'done' as const, command: context.pending! })) },
            ],
            onError: {
              target: 'refreshing',
              actions: [
                assign({ problem: ({ context, event }) => toProblem(context.pending!.kind, event.error) }),
                emit(({ context }) => ({ type: 'refused' as const, problem: context.problem! })),
              ],
            },
          },
          on: {
            LIVE: {
              guard: 'aboutThisCompany',
              actions: assign({
                heard: ({ context, event }) => {
                  const revision = liveRevision(event.event);
                  return revision === null
                    ? { ...context.heard, unrevised: true }
                    : { ...context.heard, revision: Math.max(context.heard.revision, revision) };
                },
              }),
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
          on: { LIVE: { guard: 'newsOfThisCompany', target: 'refreshing', reenter: true } },
        },
      },
    },
  },
});
