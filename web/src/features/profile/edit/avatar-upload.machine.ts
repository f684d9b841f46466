// Avatar upload with progress (spec 000, §5 "Avatar": any selected file is sent with type avatar;
// the server checks type and size). The upload is a callback actor: it reports progress, then
// the fresh user_data or the failure; stopping it (cancel, closing the modal) aborts the request.
import { assign, setup, type EventObject } from 'xstate';
import { notProvidedCallback } from '../../../shared/machines/not-provided';

export type UploadReport =
  | { type: 'PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOADED'; user: unknown }
  | { type: 'FAILED'; error: unknown };

export interface AvatarUploadContext {
  fileName: string | null;
  /** 0 to 1; null while the size is unknown. */
  progress: number | null;
}

export type AvatarUploadEvent = { type: 'SELECT'; file: File } | { type: 'CANCEL' } | UploadReport;

export const avatarUploadMachine = setup({
  types: {
    context: {} as AvatarUploadContext,
    events: {} as AvatarUploadEvent,
  },
  actors: {
    upload: notProvidedCallback<EventObject, { file: File }>('avatarUploadMachine', 'upload'),
  },
  actions: {
    publishUser: (_, _params: { user: unknown }) => {},
    notifyUploaded: () => {},
    notifyError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'avatarUpload',
  context: { fileName: null, progress: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT: { target: 'uploading', actions: assign({ fileName: ({ event }) => event.file.name, progress: 0 }) },
      },
    },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ event }) => ({ file: (event as Extract<AvatarUploadEvent, { type: 'SELECT' }>).file }),
      },
      on: {
        PROGRESS: {
          actions: assign({ progress: ({ event }) => (event.total > 0 ? Math.min(1, event.loaded / event.total) : null) }),
        },
        UPLOADED: {
          target: 'idle',
          actions: [
            { type: 'publishUser', params: ({ event }) => ({ user: event.user }) },
            'notifyUploaded',
            assign({ fileName: null, progress: null }),
          ],
        },
        FAILED: {
          target: 'idle',
          actions: [{ type: 'notifyError', params: ({ event }) => ({ error: event.error }) }, assign({ fileName: null, progress: null })],
        },
        CANCEL: { target: 'idle', actions: assign({ fileName: null, progress: null }) },
      },
    },
  },
});
