import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyFile, CompanyView } from '../../../shared/api/company';
import { madeUp } from '../../../shared/testing/api';
import { reached, settled } from '../../../shared/testing/machine';
import { verificationMachine, type UploadInput, type UploadReport } from './verification.machine';

const stored = (id: string, name = `${id}.pdf`): CompanyFile => ({
  id,
  name,
  format: 'pdf',
  size: 2048,
  url: `/files/${id}`,
  date_upload: '2026-11-23',
});
const company = (files: CompanyFile[] = []) =>
  madeUp<CompanyView>({
    id: 'c1',
    name: 'ТОВ Приклад',
    code: '14360570',
    status: { id: 1, name: 'registered' },
    actions: [],
    files: { edr: files },
  });
const pdf = (name = 'extract.pdf', size = 4096) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function start(
  options: {
    files?: CompanyFile[];
    removeCompany?: () => Promise<void>;
    submit?: () => Promise<unknown>;
    removeFile?: () => Promise<unknown>;
  } = {},
) {
  const uploads: { input: UploadInput; report: (event: UploadReport) => void; aborted: boolean }[] = [];
  const calls: string[] = [];
  const actor = createActor(
    verificationMachine.provide({
      actors: {
        loadCompany: fromPromise(async () => company(options.files)),
        upload: fromCallback<UploadReport, UploadInput>(({ input, sendBack }) => {
          const entry = { input, report: sendBack, aborted: false };
          uploads.push(entry);
          return () => {
            entry.aborted = true;
          };
        }),
        removeFile: fromPromise<unknown, { fileId: string }>(async ({ input }) => {
          calls.push(`remove ${input.fileId}`);
          return (options.removeFile ?? (async () => company()))();
        }),
        submit: fromPromise<unknown, { companyId: string }>(async ({ input }) => {
          calls.push(`submit ${input.companyId}`);
          return (options.submit ?? (async () => company()))();
        }),
        removeCompany: fromPromise<void, { companyId: string }>(async ({ input }) => {
          calls.push(`delete ${input.companyId}`);
          return (options.removeCompany ?? (async () => undefined))();
        }),
      },
    }),
  ).start();
  return { actor, uploads, calls };
}

describe('verification.machine', () => {
  it('shows the files already stored and asks for at least one before submitting', async () => {
    const { actor, calls } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notices).toEqual([{ kind: 'required' }]);
    expect(calls).toEqual([]);
    const withFile = start({ files: [stored('f1')] });
    expect((await reached(withFile.actor, { ready: 'idle' })).context.files).toMatchObject([{ id: 'f1', state: 'done' }]);
  });

  it('refuses a wrong type and a file over 10 MB without uploading them', async () => {
    const { actor, uploads } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'ADD_FILES', files: [pdf('virus.exe'), pdf('huge.pdf', 10 * 1024 * 1024 + 1)] });
    expect(actor.getSnapshot().context.notices).toEqual([
      { kind: 'type', format: 'exe', name: 'virus.exe' },
      { kind: 'size', name: 'huge.pdf' },
    ]);
    expect(uploads).toHaveLength(0);
    expect(actor.getSnapshot().context.files).toEqual([]);
  });

  it('uploads files one after another with progress, then submits', async () => {
    const { actor, uploads, calls } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'ADD_FILES', files: [pdf('a.pdf'), pdf('b.pdf')] });
    expect(uploads.map((u) => u.input.file.name)).toEqual(['a.pdf']);
    uploads[0]!.report({ type: 'PROGRESS', loaded: 1024, total: 4096 });
    expect(actor.getSnapshot().context.files).toMatchObject([
      { name: 'a.pdf', state: 'uploading', progress: 0.25 },
      { name: 'b.pdf', state: 'uploading', progress: 0 },
    ]);
    // A submit during the upload is not possible: the button waits for the idle state.
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    uploads[0]!.report({ type: 'UPLOADED', file: stored('f1', 'a.pdf') });
    expect(uploads.map((u) => u.input.file.name)).toEqual(['a.pdf', 'b.pdf']);
    uploads[1]!.report({ type: 'UPLOADED', file: stored('f2', 'b.pdf') });
    const idle = await reached(actor, { ready: 'idle' });
    expect(idle.context.files).toMatchObject([
      { id: 'f1', state: 'done' },
      { id: 'f2', state: 'done' },
    ]);
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'submitted');
    expect(calls).toEqual(['submit c1']);
  });

  it("drops a refused upload's row with the server's message and continues", async () => {
    const { actor, uploads } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'ADD_FILES', files: [pdf('lie.pdf')] });
    uploads[0]!.report({ type: 'FAILED', error: new ApiError(415, 'FILE_TYPE_UNSUPPORTED', 'Файл с типом pdf не допустим!') });
    const idle = await reached(actor, { ready: 'idle' });
    expect(idle.context.files).toEqual([]);
    // The screen leads it with spec 001 §8's 'Что-то пошло не так: …' (VerificationPage's notice).
    expect(idle.context.notices).toEqual([{ kind: 'upload', text: 'Файл с типом pdf не допустим!' }]);
  });

  it('removes a stored file only once the removal is confirmed', async () => {
    const { actor, calls } = start({ files: [stored('f1')] });
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'REMOVE', id: 'f1' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingRemove' })).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ removing: null, files: [{ id: 'f1', state: 'done' }] });
    actor.send({ type: 'REMOVE', id: 'f1' });
    actor.send({ type: 'CONFIRM_REMOVE' });
    const idle = await settled(actor, { ready: 'removing' });
    expect(calls).toEqual(['remove f1']);
    expect(idle.context.files).toEqual([]);
  });

  it('keeps a file the server refused to remove, with a removal notice (spec 001 §8: "Ошибка при удалении")', async () => {
    const { actor } = start({
      files: [stored('f1')],
      removeFile: async () => Promise.reject(new ApiError(403, 'COMPANY_FORBIDDEN', 'Нет доступа')),
    });
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'REMOVE', id: 'f1' });
    actor.send({ type: 'CONFIRM_REMOVE' });
    const idle = await settled(actor, { ready: 'removing' });
    expect(idle.context.files).toMatchObject([{ id: 'f1', state: 'done' }]);
    expect(idle.context.notices).toEqual([{ kind: 'remove', text: 'Нет доступа' }]);
  });

  it('Finish deletes the half-made company; when the server refuses, it just leaves', async () => {
    const { actor, uploads, calls } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'ADD_FILES', files: [pdf()] });
    actor.send({ type: 'CLOSE' });
    // Leaving stops the upload in flight and forgets its row.
    expect(uploads[0]!.aborted).toBe(true);
    expect(actor.getSnapshot().context.files).toEqual([]);
    actor.send({ type: 'CONFIRM_ABORT' });
    await reached(actor, 'removed');
    expect(calls).toEqual(['delete c1']);

    const refused = start({ removeCompany: async () => Promise.reject(new ApiError(403, 'COMPANY_FORBIDDEN', 'no')) });
    await reached(refused.actor, { ready: 'idle' });
    refused.actor.send({ type: 'CLOSE' });
    refused.actor.send({ type: 'CANCEL' });
    expect(refused.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    refused.actor.send({ type: 'CLOSE' });
    refused.actor.send({ type: 'CONFIRM_ABORT' });
    await reached(refused.actor, 'left');
  });
});
