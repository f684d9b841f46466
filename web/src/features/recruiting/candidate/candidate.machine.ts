// The candidate's page (get_candidate): the profile, CVs, applications with their stage history,
// notes, tasks and letters. A note is written with the colleagues it mentions (each gets a notice
// in the bell); a task is completed from here; both read the candidate again when done. A
// colleague's change (`recruiting.changed`) reads it again in the background. The colleagues who
// can be mentioned are read once (a failure leaves notes without mentions, never the page). A CV
// opens in the shared file viewer, a page of its own (cv/CvViewerPage.tsx).
// For a member who manages candidates: another CV is uploaded (add_candidate_file, its progress
// shown; PDF, DOC or DOCX up to 10 MB, checked before sending); everything kept about the candidate
// is exported as one zip; and the candidate is erased on request, only after a confirmation
// (erase_candidate), after which the page has nothing left to show.
import { assign, raise, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { noLiveEvents, type LiveMessage } from '../../../shared/live';
import { notProvided, notProvidedCallback } from '../../../shared/machines/not-provided';
import { readOnceFor } from '../../../shared/machines/read-once';
import type { DownloadedFile } from '../../../shared/api/recruiting';
import { cvProblem, type CvProblem } from '../add/add-candidate.machine';
import { mentionIds, type CandidateDetail, type Colleague } from '../model';

export const NOTE_MAX = 5000;

export interface NoteRequest {
  company_id: string;
  candidate_id: string;
  text: string;
  mentions: string[];
}

interface CandidateContext {
  companyId: string;
  candidateId: string;
  candidate: CandidateDetail | null;
  colleagues: Colleague[];
  note: { text: string; mentions: string[] };
  noteProblem: 'required' | 'tooLong' | null;
  completing: string | null;
  /** The interview being cancelled (cancel_meeting: every invitee gets METHOD:CANCEL). */
  cancelling: string | null;
  message: string | null;
  /** The CV being uploaded. */
  cv: File | null;
  /** Another CV: why the chosen file cannot be one, the upload's progress, and how it ended. */
  upload: { name: string; problem: CvProblem; progress: { loaded: number; total: number } | null; failed: string | null } | null;
  /** Why the export or the erasure failed. */
  exportFailed: string | null;
  eraseFailed: string | null;
}

/** What the `uploadCv` actor reports: the upload's progress, then its end. */
export type UploadReport =
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOADED' }
  | { type: 'UPLOAD_FAILED'; error: unknown };

export interface UploadRequest {
  companyId: string;
  candidateId: string;
  file: File;
}

export type CandidateEvent =
  | { type: 'NOTE'; text: string }
  | { type: 'MENTIONS'; ids: string[] }
  | { type: 'ADD_NOTE' }
  | { type: 'COMPLETE_TASK'; taskId: string }
  | { type: 'CANCEL_MEETING'; meetingId: string }
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | { type: 'UPLOAD_CV'; file: File }
  | { type: 'EXPORT' }
  | { type: 'ASK_ERASE' }
  | { type: 'CANCEL_ERASE' }
  | { type: 'ERASE' }
  | UploadReport
  | LiveMessage;

const ids = ({ context }: { context: CandidateContext }) => ({ companyId: context.companyId, candidateId: context.candidateId });

const readOnce = readOnceFor<CandidateContext, CandidateEvent>();

export const candidateMachine = setup({
  types: {
    context: {} as CandidateContext,
    input: {} as { companyId: string; candidateId: string },
    events: {} as CandidateEvent,
  },
  actors: {
    load: notProvided<CandidateDetail, { companyId: string; candidateId: string }>('candidateMachine', 'load'),
    colleagues: notProvided<Colleague[], { companyId: string }>('candidateMachine', 'colleagues'),
    addNote: notProvided<unknown, NoteRequest>('candidateMachine', 'addNote'),
    completeTask: notProvided<unknown, { companyId: string; taskId: string }>('candidateMachine', 'completeTask'),
    cancelMeeting: notProvided<unknown, { companyId: string; meetingId: string }>('candidateMachine', 'cancelMeeting'),
    uploadCv: notProvidedCallback<UploadReport, UploadRequest>('candidateMachine', 'uploadCv'),
    exportZip: notProvided<DownloadedFile, { companyId: string; candidateId: string }>('candidateMachine', 'exportZip'),
    erase: notProvided<unknown, { companyId: string; candidateId: string }>('candidateMachine', 'erase'),
    live: noLiveEvents,
  },
  actions: {
    /** Hands a file to the browser to keep (live.ts: a download under its name). */
    saveFile: (_, _params: DownloadedFile) => undefined,
  },
}).createMachine({
  id: 'candidate',
  context: ({ input }) => ({
    companyId: input.companyId,
    candidateId: input.candidateId,
    candidate: null,
    colleagues: [],
    note: { text: '', mentions: [] },
    noteProblem: null,
    completing: null,
    cancelling: null,
    message: null,
    cv: null,
    upload: null,
    exportFailed: null,
    eraseFailed: null,
  }),
  type: 'parallel',
  states: {
    upload: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            UPLOAD_CV: [
              {
                guard: ({ event }) => cvProblem(event.file) !== null,
                actions: assign({
                  upload: ({ event }) => ({ name: event.file.name, problem: cvProblem(event.file), progress: null, failed: null }),
                }),
              },
              {
                target: 'uploading',
                actions: assign({
                  cv: ({ event }) => event.file,
                  upload: ({ event }) => ({ name: event.file.name, problem: null, progress: null, failed: null }),
                }),
              },
            ],
          },
        },
        uploading: {
          invoke: {
            src: 'uploadCv',
            input: ({ context }) => ({ companyId: context.companyId, candidateId: context.candidateId, file: context.cv! }),
          },
          on: {
            UPLOAD_PROGRESS: {
              actions: assign({
                upload: ({ context, event }) => ({ ...context.upload!, progress: { loaded: event.loaded, total: event.total } }),
              }),
            },
            UPLOADED: { target: 'idle', actions: [assign({ upload: null, cv: null }), raise({ type: 'RELOAD' })] },
            UPLOAD_FAILED: {
              target: 'idle',
              actions: assign({
                cv: null,
                upload: ({ context, event }) => ({ ...context.upload!, progress: null, failed: failureOf(event.error).message }),
              }),
            },
          },
        },
      },
    },
    exporting: {
      initial: 'idle',
      states: {
        idle: { on: { EXPORT: { target: 'busy', actions: assign({ exportFailed: null }) } } },
        busy: {
          invoke: {
            src: 'exportZip',
            input: ids,
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: assign({ exportFailed: ({ event }) => failureOf(event.error).message }) },
          },
        },
      },
    },
    erasure: {
      initial: 'idle',
      states: {
        idle: { on: { ASK_ERASE: { target: 'confirming', actions: assign({ eraseFailed: null }) } } },
        confirming: { on: { CANCEL_ERASE: 'idle', ERASE: 'erasing' } },
        erasing: {
          invoke: {
            src: 'erase',
            input: ids,
            onDone: 'erased',
            onError: { target: 'confirming', actions: assign({ eraseFailed: ({ event }) => failureOf(event.error).message }) },
          },
        },
        /** Nothing is left to show: the screen leaves for the list. */
        erased: { type: 'final' },
      },
    },
    colleagues: readOnce('colleagues', 'colleagues'),
    page: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'load',
            input: ids,
            onDone: { target: 'ready', actions: assign({ candidate: ({ event }) => event.output, message: null }) },
            onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
          },
        },
        failed: { on: { RETRY: 'loading' } },
        /**
         * Shown and open to the member: what they type, add, complete or cancel is taken while the
         * page reads itself again (a live change, the member's own change); taking it only between
         * reads dropped a click or a keystroke that came during one on a slow machine.
         */
        ready: {
          initial: 'idle',
          invoke: { src: 'live', input: { names: ['recruiting.changed'] } },
          on: {
            NOTE: { actions: assign({ note: ({ context, event }) => ({ ...context.note, text: event.text }), noteProblem: null }) },
            MENTIONS: { actions: assign({ note: ({ context, event }) => ({ ...context.note, mentions: event.ids }) }) },
            ADD_NOTE: [
              { guard: ({ context }) => context.note.text.trim() === '', actions: assign({ noteProblem: 'required' }) },
              { guard: ({ context }) => context.note.text.length > NOTE_MAX, actions: assign({ noteProblem: 'tooLong' }) },
              { target: 'savingNote', actions: assign({ message: null }) },
            ],
            COMPLETE_TASK: { target: 'completing', actions: assign({ completing: ({ event }) => event.taskId, message: null }) },
            CANCEL_MEETING: { target: 'cancellingMeeting', actions: assign({ cancelling: ({ event }) => event.meetingId, message: null }) },
            // Read again from the start: what changed meanwhile is in the answer.
            LIVE: { target: '.refreshing', reenter: true },
            RELOAD: { target: '.refreshing', reenter: true },
          },
          states: {
            idle: {},
            /** Read again; what is shown stays until the new answer is in, and stays on a failure. */
            refreshing: {
              invoke: {
                src: 'load',
                input: ids,
                onDone: { target: 'idle', actions: assign({ candidate: ({ event }) => event.output }) },
                onError: 'idle',
              },
            },
          },
        },
        savingNote: {
          invoke: {
            src: 'addNote',
            input: ({ context }) => ({
              company_id: context.companyId,
              candidate_id: context.candidateId,
              text: context.note.text.trim(),
              mentions: mentionIds(context.note.mentions, context.colleagues),
            }),
            onDone: { target: 'ready.refreshing', actions: assign({ note: { text: '', mentions: [] } }) },
            onError: { target: 'ready', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
          },
        },
        completing: {
          invoke: {
            src: 'completeTask',
            input: ({ context }) => ({ companyId: context.companyId, taskId: context.completing! }),
            onDone: { target: 'ready.refreshing', actions: assign({ completing: null }) },
            onError: { target: 'ready', actions: assign({ completing: null, message: ({ event }) => failureOf(event.error).message }) },
          },
        },
        cancellingMeeting: {
          invoke: {
            src: 'cancelMeeting',
            input: ({ context }) => ({ companyId: context.companyId, meetingId: context.cancelling! }),
            onDone: { target: 'ready.refreshing', actions: assign({ cancelling: null }) },
            onError: { target: 'ready', actions: assign({ cancelling: null, message: ({ event }) => failureOf(event.error).message }) },
          },
        },
      },
    },
  },
});
