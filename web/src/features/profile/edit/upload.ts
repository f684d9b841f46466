// POST /profile/uploadFile through the upload helper (progress, abort, the API's envelope and ApiError).
import { IDENTITY_CALLS, readUser } from '../../../shared/api/identity';
import { startUpload, upload, uploadForm } from '../../../shared/api/upload';
import type { UploadReport } from './avatar-upload.machine';

/** Starts the upload; the returned function aborts it (the machine calls it when it stops the actor). */
export function uploadAvatar(file: File, report: (event: UploadReport) => void): () => void {
  return startUpload(async (signal) => {
    const answer = await upload(IDENTITY_CALLS.uploadFile, uploadForm({ type: 'avatar' }, file), {
      signal,
      onProgress: ({ loaded, total }) => report({ type: 'PROGRESS', loaded, total: total ?? 0 }),
    });
    return { type: 'UPLOADED' as const, user: readUser(answer) };
  }, report);
}
