// The approval screen /vacancy-approval/:companyId/:vacancyId (the link of the approval e-mail):
// load the vacancy, then let the colleague it was sent to approve it, or decline it with a
// comment (the author needs to know what to change). An answer the server no longer expects
// (answered meanwhile in another tab, or the vacancy was withdrawn) shows the answered state with
// fresh data instead of an error. The read-only view of a published vacancy closes it (CLOSE): it
// stops recruiting; who may is the screen's question (the vacancies right), the server's answer.
// Closing tells every open applicant: CLOSE may carry what to tell them (close_vacancy's
// `message`); left blank, they get the usual letter of a closed vacancy.
import { assign, setup } from 'xstate';
import { isApiError } from '../../../shared/api/client';
import type { VacancyView } from '../../../shared/api/positions';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';

export interface ApprovalInput {
  companyId: string;
  vacancyId: string;
  /** The signed-in user: which approver entry is theirs. */
  userId: string;
}

export interface AnswerInput {
  companyId: string;
  vacancyId: string;
  decision: 'approve' | 'decline';
  comment?: string;
}

/** What close_vacancy is asked: the vacancy, and the applicants' letter when one was written. */
export interface CloseInput {
  companyId: string;
  vacancyId: string;
  message?: string;
}

/** The longest letter to the applicants the server takes. */
export const CLOSE_MESSAGE_MAX = 5000;

export interface ApprovalContext extends ApprovalInput {
  /** The letter to the open applicants of the closing being asked ('' for the usual one). */
  closeMessage: string;
  vacancy: VacancyView | null;
  /** The last failure's text (a failed load, or an answer refused for another reason). */
  message: string | null;
  /** The decision just sent, for the done screen. */
  decision: 'approve' | 'decline' | null;
}

export type ApprovalEvent =
  | { type: 'APPROVE' }
  | { type: 'DECLINE'; comment: string }
  | { type: 'RETRY' }
  | { type: 'CLOSE'; message?: string };

/** Where the caller stands: asked and not yet answered, answered (or no longer asked), not asked at all. */
export function approvalStanding(vacancy: VacancyView, userId: string): 'pending' | 'answered' | 'notAsked' {
  const mine = vacancy.approvers.find((approver) => approver.user_id === userId);
  if (!mine) return 'notAsked';
  return mine.decision === null && vacancy.status === 'approval' ? 'pending' : 'answered';
}

const notFound = (error: unknown) =>
  isApiError(error) && (error.code === 'VACANCY_NOT_FOUND' || error.code === 'COMPANY_NOT_FOUND' || error.status === 404);
const notPending = (error: unknown) => isApiError(error) && error.code === 'APPROVAL_NOT_PENDING';

export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    input: {} as ApprovalInput,
    events: {} as ApprovalEvent,
  },
  actors: {
    load: notProvided<VacancyView, { companyId: string; vacancyId: string }>('approval.machine', 'load'),
    answer: notProvided<VacancyView, AnswerInput>('approval.machine', 'answer'),
    close: notProvided<VacancyView, CloseInput>('approval.machine', 'close'),
  },
  actions: {
    /** The vacancy was closed: the screen says so (a toast). */
    notifyClosed: () => {},
    /** The closing asked: the letter to the applicants as written (trimmed, at most the server's limit). */
    askClose: assign(({ event }) => ({
      message: null,
      closeMessage: event.type === 'CLOSE' ? (event.message ?? '').trim().slice(0, CLOSE_MESSAGE_MAX) : '',
    })),
  },
  guards: {
    hasComment: ({ event }) => event.type === 'DECLINE' && event.comment.trim() !== '',
    published: ({ context }) => context.vacancy?.status === 'published',
  },
}).createMachine({
  id: 'vacancyApproval',
  context: ({ input }) => ({ ...input, vacancy: null, message: null, decision: null, closeMessage: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId, vacancyId: context.vacancyId }),
        onDone: { target: 'loaded', actions: assign({ vacancy: ({ event }) => event.output, message: null }) },
        onError: [
          { guard: ({ event }) => notFound(event.error), target: 'notFound' },
          { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    loaded: {
      always: [
        { guard: ({ context }) => approvalStanding(context.vacancy!, context.userId) === 'pending', target: 'pending' },
        { guard: ({ context }) => approvalStanding(context.vacancy!, context.userId) === 'notAsked', target: 'notAsked' },
        { target: 'answered' },
      ],
    },
    pending: {
      on: {
        APPROVE: { target: 'answering', actions: assign({ decision: 'approve', message: null }) },
        // The dialog asks for the comment; an empty one never leaves the screen.
        DECLINE: { guard: 'hasComment', target: 'answering', actions: assign({ decision: 'decline', message: null }) },
      },
    },
    answering: {
      invoke: {
        src: 'answer',
        input: ({ context, event }) => ({
          companyId: context.companyId,
          vacancyId: context.vacancyId,
          decision: context.decision ?? 'approve',
          ...(event.type === 'DECLINE' ? { comment: event.comment.trim() } : {}),
        }),
        onDone: { target: 'done', actions: assign({ vacancy: ({ event }) => event.output }) },
        onError: [
          // Answered elsewhere meanwhile: show what is true now.
          { guard: ({ event }) => notPending(event.error), target: 'loading', actions: assign({ decision: null }) },
          { guard: ({ event }) => notFound(event.error), target: 'notFound' },
          { target: 'pending', actions: assign({ message: ({ event }) => failureOf(event.error).message, decision: null }) },
        ],
      },
    },
    done: { type: 'final' },
    // Read-only: a published vacancy may still be closed from here.
    answered: { on: { CLOSE: { guard: 'published', target: 'closing', actions: 'askClose' } } },
    notAsked: { on: { CLOSE: { guard: 'published', target: 'closing', actions: 'askClose' } } },
    closing: {
      invoke: {
        src: 'close',
        input: ({ context }) => ({
          companyId: context.companyId,
          vacancyId: context.vacancyId,
          ...(context.closeMessage ? { message: context.closeMessage } : {}),
        }),
        onDone: { target: 'loaded', actions: [assign({ vacancy: ({ event }) => event.output }), 'notifyClosed'] },
        onError: [
          { guard: ({ event }) => notFound(event.error), target: 'notFound' },
          // Refused (closed meanwhile, the right taken away): the screen stays and says why.
          { target: 'loaded', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    notFound: { type: 'final' },
    failed: { on: { RETRY: 'loading' } },
  },
});
