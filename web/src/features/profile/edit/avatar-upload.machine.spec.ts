import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { avatarUploadMachine, type UploadReport } from './avatar-upload.machine';

/** An upload actor the test drives by hand: it records the file and exposes sendBack. */
function start() {
  const uploads: Array<{ file: File; report: (event: UploadReport) => void; aborted: boolean }> = [];
  const publishUser = jest.fn();
  const notifyUploaded = jest.fn();
  const notifyError = jest.fn();
  const actor = createActor(
    avatarUploadMachine.provide({
      actors: {
        upload: fromCallback<EventObject, { file: File }>(({ input, sendBack }) => {
          const upload = { file: input.file, report: (event: UploadReport) => sendBack(event), aborted: false };
          uploads.push(upload);
          return () => {
            upload.aborted = true;
          };
        }),
      },
      actions: {
        publishUser: (_, params) => publishUser(params.user),
        notifyUploaded,
        notifyError: (_, params) => notifyError(params.error),
      },
    }),
  ).start();
  return { actor, uploads, publishUser, notifyUploaded, notifyError };
}

const file = (name = 'me.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('avatar upload', () => {
  it('sends the chosen file, shows progress, then publishes the user', () => {
    const { actor, uploads, publishUser, notifyUploaded } = start();
    actor.send({ type: 'SELECT', file: file() });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(uploads[0]!.file.name).toBe('me.png');
    expect(actor.getSnapshot().context).toEqual({ fileName: 'me.png', progress: 0 });
    uploads[0]!.report({ type: 'PROGRESS', loaded: 50, total: 200 });
    expect(actor.getSnapshot().context.progress).toBe(0.25);
    uploads[0]!.report({ type: 'PROGRESS', loaded: 10, total: 0 });
    expect(actor.getSnapshot().context.progress).toBeNull();
    uploads[0]!.report({ type: 'UPLOADED', user: { files: [{ type: 'avatar', url: '/a.webp', size: 110 }] } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(publishUser).toHaveBeenCalledWith({ files: [{ type: 'avatar', url: '/a.webp', size: 110 }] });
    expect(notifyUploaded).toHaveBeenCalledTimes(1);
    expect(uploads[0]!.aborted).toBe(true);
  });

  it('reports a refused file and is ready for another', () => {
    const { actor, uploads, notifyError, publishUser } = start();
    actor.send({ type: 'SELECT', file: file('notes.txt') });
    const refusal = new Error('Неподдерживаемый тип файла');
    uploads[0]!.report({ type: 'FAILED', error: refusal });
    expect(notifyError).toHaveBeenCalledWith(refusal);
    expect(publishUser).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SELECT', file: file() });
    expect(uploads).toHaveLength(2);
  });

  it('cancel aborts the request; another file cannot start meanwhile', () => {
    const { actor, uploads } = start();
    actor.send({ type: 'SELECT', file: file() });
    actor.send({ type: 'SELECT', file: file('other.png') });
    expect(uploads).toHaveLength(1);
    actor.send({ type: 'CANCEL' });
    expect(uploads[0]!.aborted).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ fileName: null, progress: null });
  });
});
