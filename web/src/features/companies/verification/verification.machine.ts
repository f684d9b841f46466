// /company-create/verification: the register extract. Files are checked on the
// client (type, 10 MB), uploaded one after another with progress, removable while the company is
// in status 1 or 3; submitting needs at least one stored file and moves the company to status 2.
import { assign, setup } from 'xstate';
import type { CompanyFile, CompanyView } from '../../../shared/api/company';
import type { CompanyAction } from '../../../shared/session/company-actions';
import { failureOf } from '../../../shared/forms/failure';
import { fileProblem, type FileProblem } from './files';
import { notProvided, notProvidedCallback } from '../../../shared/machines/not-provided';

export type UploadReport =
  | { type: 'PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOADED'; file: CompanyFile }
  | { type: 'FAILED'; error: unknown };
export interface UploadInput {
  companyId: string;
  file: File;
}

/** A file row: stored (done) or still going up (progress 0..1). */
export type FileRow = { key: string; name: string; format: string; size: number } & (
  | { state: 'done'; id: string }
  | { state: 'uploading'; progress: number }
);

/**
 * What the screen says above the files. A failed upload and a failed removal carry the server's
 * text; the screen leads them with spec 001 §8's 'Что-то пошло не так: …' and 'Ошибка при удалении'.
 */
export type Notice = { kind: 'required' } | ({ name: string } & FileProblem) | { kind: 'server' | 'upload' | 'remove'; text: string };

export interface VerificationContext {
  company: { id: string; name: string; code: string; statusId: number; actions: readonly CompanyAction[] } | null;
  files: FileRow[];
  queue: { key: string; file: File }[];
  notices: Notice[];
  removing: string | null;
  nextKey: number;
}

export type VerificationEvent =
  | { type: 'ADD_FILES'; files: File[] }
  | { type: 'REMOVE'; id: string }
  | { type: 'CONFIRM_REMOVE' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM_ABORT' }
  | { type: 'RETRY' }
  | UploadReport;

function rowsOf(company: CompanyView): FileRow[] {
  return company.files.edr.map((file) => ({
    key: file.id,
    id: file.id,
    name: file.name,
    format: file.format,
    size: file.size,
    state: 'done' as const,
  }));
}

function serverNotice(error: unknown, kind: 'server' | 'upload' | 'remove' = 'server'): Notice {
  return { kind, text: failureOf(error).message };
}

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
  },
  actors: {
    loadCompany: notProvided<CompanyView>('verification.machine', 'loadCompany'),
    upload: notProvidedCallback<UploadReport, UploadInput>('verification.machine', 'upload'),
    removeFile: notProvided<unknown, { fileId: string }>('verification.machine', 'removeFile'),
    submit: notProvided<unknown, { companyId: string }>('verification.machine', 'submit'),
    removeCompany: notProvided<void, { companyId: string }>('verification.machine', 'removeCompany'),
  },
  actions: {
    /** Checks the chosen files; the good ones wait in the queue as rows at 0 %, the others become notices. */
    enqueue: assign(({ context }, params: { files: File[] }) => {
      const notices: Notice[] = [];
      const queue = [...context.queue];
      const files = [...context.files];
      let nextKey = context.nextKey;
      for (const file of params.files) {
        const problem = fileProblem(file);
        if (problem) {
          notices.push({ name: file.name, ...problem });
          continue;
        }
        const key = `new-${nextKey++}`;
        queue.push({ key, file });
        files.push({
          key,
          name: file.name,
          format: file.name.split('.').pop()!.toLowerCase(),
          size: file.size,
          state: 'uploading',
          progress: 0,
        });
      }
      return { queue, files, notices, nextKey };
    }),
  },
  guards: {
    queued: ({ context }) => context.queue.length > 0,
    hasStoredFile: ({ context }) => context.files.some((row) => row.state === 'done'),
    nothingUploading: ({ context }) => context.queue.length === 0,
  },
}).createMachine({
  id: 'verification',
  context: { company: null, files: [], queue: [], notices: [], removing: null, nextKey: 1 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCompany',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            company: {
              id: event.output.id,
              name: event.output.name,
              code: event.output.code,
              statusId: event.output.status.id,
              actions: event.output.actions,
            },
            files: rowsOf(event.output),
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ notices: [serverNotice(event.error)] })) },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ notices: [] }) } } },
    ready: {
      initial: 'idle',
      on: {
        ADD_FILES: { target: '.next', actions: { type: 'enqueue', params: ({ event }) => ({ files: event.files }) } },
        // Leaving the step stops the upload in flight (the actor aborts its request): unsent rows go.
        CLOSE: {
          target: '#verification.confirmingAbort',
          actions: assign(({ context }) => ({ queue: [], files: context.files.filter((row) => row.state === 'done') })),
        },
      },
      states: {
        next: { always: [{ guard: 'queued', target: 'uploading' }, { target: 'idle' }] },
        idle: {
          on: {
            // A stored extract may be what a verifier already saw (a rejected company's): removing it asks first.
            REMOVE: { target: 'confirmingRemove', actions: assign(({ event }) => ({ removing: event.id, notices: [] })) },
            SUBMIT: [
              { guard: 'hasStoredFile', target: '#verification.submitting', actions: assign({ notices: [] }) },
              { actions: assign({ notices: [{ kind: 'required' }] }) },
            ],
          },
        },
        uploading: {
          // Files chosen meanwhile join the queue without restarting the current upload.
          invoke: {
            src: 'upload',
            input: ({ context }) => ({ companyId: context.company!.id, file: context.queue[0]!.file }),
          },
          on: {
            ADD_FILES: { actions: { type: 'enqueue', params: ({ event }) => ({ files: event.files }) } },
            PROGRESS: {
              actions: assign(({ context, event }) => {
                const key = context.queue[0]!.key;
                const progress = event.total > 0 ? Math.min(event.loaded / event.total, 1) : 0;
                return { files: context.files.map((row) => (row.key === key && row.state === 'uploading' ? { ...row, progress } : row)) };
              }),
            },
            UPLOADED: {
              target: 'next',
              actions: assign(({ context, event }) => {
                const key = context.queue[0]!.key;
                const file = event.file;
                return {
                  queue: context.queue.slice(1),
                  files: context.files.map(
                    (row): FileRow =>
                      row.key === key
                        ? { key: file.id, id: file.id, name: file.name, format: file.format, size: file.size, state: 'done' }
                        : row,
                  ),
                };
              }),
            },
            FAILED: {
              target: 'next',
              actions: assign(({ context, event }) => {
                const key = context.queue[0]!.key;
                return {
                  queue: context.queue.slice(1),
                  files: context.files.filter((row) => row.key !== key),
                  notices: [...context.notices, serverNotice(event.error, 'upload')],
                };
              }),
            },
          },
        },
        confirmingRemove: {
          on: {
            CONFIRM_REMOVE: 'removing',
            CANCEL: { target: 'idle', actions: assign({ removing: null }) },
          },
        },
        removing: {
          invoke: {
            src: 'removeFile',
            input: ({ context }) => ({ fileId: context.removing! }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({ files: context.files.filter((row) => row.key !== context.removing), removing: null })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ notices: [serverNotice(event.error, 'remove')], removing: null })),
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ companyId: context.company!.id }),
        onDone: 'submitted',
        onError: { target: 'ready', actions: assign(({ event }) => ({ notices: [serverNotice(event.error)] })) },
      },
    },
    confirmingAbort: {
      on: {
        CANCEL: 'ready',
        CONFIRM_ABORT: 'removingCompany',
      },
    },
    removingCompany: {
      invoke: {
        src: 'removeCompany',
        input: ({ context }) => ({ companyId: context.company!.id }),
        onDone: 'removed',
        // Only the owner may delete, and only in status 1 or 3: anyone else simply leaves.
        onError: 'left',
      },
    },
    submitted: { type: 'final' },
    removed: { type: 'final' },
    left: { type: 'final' },
  },
});
