// The reject dialog: no application ends in silence. It reads the company's reasons (ours or
// theirs); a reason chosen fills the letter from its template in the candidate's language
// (get_rejection_letter), which stays editable; the member sends it now, the next morning or not
// at all, and reject_application closes the application with that reason (once: the server sends
// the letter exactly once through its queue). Choosing another reason fills its template anew.
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';
import { rejectBody, type LetterTiming, type RejectionReason } from '../model';
import { staleApplication, type RejectionLetter, type StaleApplication } from '../../../shared/api/recruiting';

export interface RejectTarget {
  id: string;
  version: number;
}

export type RejectRequest = ReturnType<typeof rejectBody>;

interface RejectContext {
  companyId: string;
  application: RejectTarget;
  reasons: RejectionReason[];
  reasonId: string;
  letter: { subject: string; body: string };
  timing: LetterTiming;
  /** The member changed the letter since the template filled it. */
  edited: boolean;
  problem: 'reason' | 'letter' | null;
  message: string | null;
  /** Where a colleague's move put the card while the dialog was open (a stale rejection said so). */
  movedTo: StaleApplication | null;
}

export type RejectEvent =
  | { type: 'REASON'; reasonId: string }
  | { type: 'SUBJECT'; value: string }
  | { type: 'BODY'; value: string }
  | { type: 'TIMING'; timing: LetterTiming }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export const rejectMachine = setup({
  types: {
    context: {} as RejectContext,
    input: {} as { companyId: string; application: RejectTarget },
    events: {} as RejectEvent,
    output: {} as { rejected: boolean },
  },
  actors: {
    reasons: notProvided<RejectionReason[], { companyId: string }>('rejectMachine', 'reasons'),
    letter: notProvided<RejectionLetter, { companyId: string; applicationId: string; reasonId: string }>('rejectMachine', 'letter'),
    reject: notProvided<unknown, RejectRequest>('rejectMachine', 'reject'),
  },
  guards: {
    noReason: ({ context }) => context.reasonId === '',
    emptyLetter: ({ context }) => context.timing !== 'none' && (!context.letter.subject.trim() || !context.letter.body.trim()),
  },
}).createMachine({
  id: 'reject',
  context: ({ input }) => ({
    companyId: input.companyId,
    application: input.application,
    reasons: [],
    reasonId: '',
    letter: { subject: '', body: '' },
    timing: 'now',
    edited: false,
    problem: null,
    message: null,
    movedTo: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'reasons',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'editing', actions: assign({ reasons: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    editing: {
      initial: 'idle',
      on: {
        REASON: { target: '.filling', actions: assign({ reasonId: ({ event }) => event.reasonId, problem: null }) },
        SUBJECT: { actions: assign({ letter: ({ context, event }) => ({ ...context.letter, subject: event.value }), edited: true }) },
        BODY: { actions: assign({ letter: ({ context, event }) => ({ ...context.letter, body: event.value }), edited: true }) },
        TIMING: { actions: assign({ timing: ({ event }) => event.timing, problem: null }) },
        SUBMIT: [
          { guard: 'noReason', actions: assign({ problem: 'reason' }) },
          { guard: 'emptyLetter', actions: assign({ problem: 'letter' }) },
          { target: 'sending', actions: assign({ problem: null, message: null }) },
        ],
      },
      states: {
        idle: {},
        /** The template of the reason chosen, in the candidate's language. */
        filling: {
          invoke: {
            src: 'letter',
            input: ({ context }) => ({ companyId: context.companyId, applicationId: context.application.id, reasonId: context.reasonId }),
            onDone: {
              target: 'idle',
              actions: assign({ letter: ({ event }) => ({ subject: event.output.subject, body: event.output.body }), edited: false }),
            },
            onError: { target: 'idle', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
          },
        },
      },
    },
    sending: {
      invoke: {
        src: 'reject',
        input: ({ context }) => rejectBody(context.companyId, context.application, context.reasonId, context.letter, context.timing),
        onDone: 'done',
        onError: [
          {
            guard: ({ context, event }) => staleApplication(event.error)?.id === context.application.id,
            target: 'editing',
            actions: assign(({ context, event }) => {
              const now = staleApplication(event.error)!;
              return { movedTo: now, application: { ...context.application, version: now.version } };
            }),
          },
          { target: 'editing', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ rejected: context.reasonId !== '' }),
});
