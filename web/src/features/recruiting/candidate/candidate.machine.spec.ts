import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { failsOnce, flush } from '../../../shared/testing/machine';
import { madeUpCandidate } from '../fixtures';
import type { CandidateDetail } from '../model';
import type { DownloadedFile } from '../../../shared/api/recruiting';
import { candidateMachine, NOTE_MAX, type NoteRequest, type UploadReport, type UploadRequest } from './candidate.machine';

const DETAIL: CandidateDetail = madeUpCandidate();

function start(options: {
  load?: () => Promise<CandidateDetail>;
  addNote?: (body: NoteRequest) => Promise<unknown>;
  completeTask?: (input: { taskId: string }) => Promise<unknown>;
  cancelMeeting?: (input: { meetingId: string }) => Promise<unknown>;
  upload?: (input: UploadRequest, report: (event: UploadReport) => void) => void;
  exportZip?: () => Promise<DownloadedFile>;
  erase?: () => Promise<unknown>;
  saved?: DownloadedFile[];
}) {
  let loads = 0;
  const actor = createActor(
    candidateMachine.provide({
      actors: {
        load: fromPromise(async () => {
          loads += 1;
          return (options.load ?? (async () => DETAIL))();
        }),
        colleagues: fromPromise(async () => [
          { id: 'u1', name: 'Іван Петренко' },
          { id: 'u2', name: 'Марія Бондар' },
        ]),
        addNote: fromPromise<unknown, NoteRequest>(async ({ input }) => (options.addNote ?? (async () => ({})))(input)),
        completeTask: fromPromise<unknown, { companyId: string; taskId: string }>(async ({ input }) =>
          (options.completeTask ?? (async () => ({})))(input),
        ),
        cancelMeeting: fromPromise<unknown, { companyId: string; meetingId: string }>(async ({ input }) =>
          (options.cancelMeeting ?? (async () => ({})))(input),
        ),
        uploadCv: fromCallback<UploadReport, UploadRequest>(({ input, sendBack }) => {
          options.upload?.(input, sendBack);
        }),
        exportZip: fromPromise(async () => (options.exportZip ?? (async () => ({ blob: new Blob(['zip']), name: 'c1.zip' })))()),
        erase: fromPromise(async () => (options.erase ?? (async () => ({})))()),
      },
      actions: {
        saveFile: (_, file: DownloadedFile) => {
          options.saved?.push(file);
        },
      },
    }),
    { input: { companyId: 'co1', candidateId: 'c1' } },
  ).start();
  return { actor, loads: () => loads };
}

describe("the candidate's page", () => {
  it('writes a note with the colleagues it mentions, then reads the candidate again', async () => {
    const notes: NoteRequest[] = [];
    const { actor, loads } = start({
      addNote: async (body) => {
        notes.push(body);
      },
    });
    await flush();
    actor.send({ type: 'ADD_NOTE' });
    expect(actor.getSnapshot().context.noteProblem).toBe('required');
    actor.send({ type: 'NOTE', text: ' Сильный кандидат, @Марія глянь ' });
    actor.send({ type: 'MENTIONS', ids: ['u2', 'u2', 'gone'] });
    actor.send({ type: 'ADD_NOTE' });
    await flush();
    await flush();
    expect(notes).toEqual([{ company_id: 'co1', candidate_id: 'c1', text: 'Сильный кандидат, @Марія глянь', mentions: ['u2'] }]);
    expect(actor.getSnapshot().context.note).toEqual({ text: '', mentions: [] });
    expect(loads()).toBe(2);
  });

  it('refuses a note longer than the limit', async () => {
    const { actor } = start({});
    await flush();
    actor.send({ type: 'NOTE', text: 'я'.repeat(NOTE_MAX + 1) });
    actor.send({ type: 'ADD_NOTE' });
    expect(actor.getSnapshot().context.noteProblem).toBe('tooLong');
  });

  it('cancels an interview, then reads the candidate again', async () => {
    const cancelled: string[] = [];
    const { actor, loads } = start({
      cancelMeeting: async ({ meetingId }) => {
        cancelled.push(meetingId);
      },
    });
    await flush();
    actor.send({ type: 'CANCEL_MEETING', meetingId: 'm1' });
    expect(actor.getSnapshot().context.cancelling).toBe('m1');
    await flush();
    await flush();
    expect(cancelled).toEqual(['m1']);
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().matches({ page: 'ready' })).toBe(true);
  });

  it('takes a cancellation and typing that come while the page reads itself again after a live change', async () => {
    const cancelled: string[] = [];
    let answer: (detail: CandidateDetail) => void = () => undefined;
    let reads = 0;
    const { actor } = start({
      // The first read answers at once; the read a live change starts waits for the test.
      load: () => (reads++ === 0 ? Promise.resolve(DETAIL) : new Promise((resolve) => (answer = resolve))),
      cancelMeeting: async ({ meetingId }) => {
        cancelled.push(meetingId);
      },
    });
    await flush();
    actor.send({ type: 'LIVE', event: { type: 'recruiting.changed', data: { company_id: 'co1' } } });
    expect(actor.getSnapshot().matches({ page: { ready: 'refreshing' } })).toBe(true);
    actor.send({ type: 'NOTE', text: 'Перезвонить' });
    actor.send({ type: 'CANCEL_MEETING', meetingId: 'm1' });
    expect(actor.getSnapshot().context.note.text).toBe('Перезвонить');
    await flush();
    expect(cancelled).toEqual(['m1']);
    answer(DETAIL);
    await flush();
    expect(actor.getSnapshot().matches({ page: 'ready' })).toBe(true);
  });

  it("completes a task, or keeps the page with the server's message", async () => {
    const { actor } = start({
      completeTask: async () => {
        throw new ApiError(404, 'TASK_NOT_FOUND', 'Задача не найдена');
      },
    });
    await flush();
    actor.send({ type: 'COMPLETE_TASK', taskId: 't1' });
    expect(actor.getSnapshot().context.completing).toBe('t1');
    await flush();
    expect(actor.getSnapshot().matches({ page: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Задача не найдена');
  });

  it('can be retried after a failed load', async () => {
    const { actor } = start({ load: failsOnce(DETAIL) });
    await flush();
    expect(actor.getSnapshot().matches({ page: 'failed' })).toBe(true);
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().context.candidate).toBe(DETAIL);
  });

  it('uploads another CV with its progress, then reads the candidate again', async () => {
    const asked: UploadRequest[] = [];
    let report!: (event: UploadReport) => void;
    const { actor, loads } = start({
      upload: (input, send) => {
        asked.push(input);
        report = send;
      },
    });
    await flush();
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    actor.send({ type: 'UPLOAD_CV', file });
    expect(asked).toEqual([{ companyId: 'co1', candidateId: 'c1', file }]);
    report({ type: 'UPLOAD_PROGRESS', loaded: 2, total: 4 });
    expect(actor.getSnapshot().context.upload).toEqual({ name: 'cv.pdf', problem: null, progress: { loaded: 2, total: 4 }, failed: null });
    report({ type: 'UPLOADED' });
    await flush();
    expect(actor.getSnapshot().matches({ upload: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.upload).toBeNull();
    expect(loads()).toBe(2);
  });

  it("refuses a file that cannot be a CV before sending it, and shows the server's refusal", async () => {
    let report!: (event: UploadReport) => void;
    let uploads = 0;
    const { actor } = start({
      upload: (_input, send) => {
        uploads += 1;
        report = send;
      },
    });
    await flush();
    actor.send({ type: 'UPLOAD_CV', file: new File(['x'], 'photo.png') });
    expect(actor.getSnapshot().context.upload?.problem).toBe('format');
    expect(uploads).toBe(0);
    actor.send({ type: 'UPLOAD_CV', file: new File(['x'], 'cv.docx') });
    report({ type: 'UPLOAD_FAILED', error: new ApiError(409, 'TOO_MANY_FILES', 'Не больше 10 файлов') });
    expect(actor.getSnapshot().context.upload).toMatchObject({ name: 'cv.docx', failed: 'Не больше 10 файлов', progress: null });
  });

  it('exports the candidate as a zip handed to the browser, or says why not', async () => {
    const saved: DownloadedFile[] = [];
    const zip = { blob: new Blob(['zip']), name: 'Олена Коваль.zip' };
    const { actor } = start({ saved, exportZip: failsOnce(zip, new ApiError(409, 'CANDIDATE_ERASED', 'Кандидат удален')) });
    await flush();
    actor.send({ type: 'EXPORT' });
    await flush();
    expect(actor.getSnapshot().context.exportFailed).toBe('Кандидат удален');
    actor.send({ type: 'EXPORT' });
    expect(actor.getSnapshot().context.exportFailed).toBeNull();
    await flush();
    expect(saved).toEqual([zip]);
  });

  it('erases only after the confirmation, and keeps the question open on a failure', async () => {
    let erased = 0;
    const { actor } = start({
      erase: async () => {
        erased += 1;
        if (erased === 1) throw new ApiError(0, 'NETWORK_ERROR', 'Нет связи');
      },
    });
    await flush();
    actor.send({ type: 'ERASE' });
    expect(erased).toBe(0);
    actor.send({ type: 'ASK_ERASE' });
    actor.send({ type: 'CANCEL_ERASE' });
    expect(actor.getSnapshot().matches({ erasure: 'idle' })).toBe(true);
    actor.send({ type: 'ASK_ERASE' });
    actor.send({ type: 'ERASE' });
    await flush();
    expect(actor.getSnapshot().matches({ erasure: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.eraseFailed).toBe('Нет связи');
    actor.send({ type: 'ERASE' });
    await flush();
    expect(actor.getSnapshot().matches({ erasure: 'erased' })).toBe(true);
    expect(erased).toBe(2);
  });
});
