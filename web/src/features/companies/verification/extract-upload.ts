// POST /company/add_verificationFileCompany through the upload helper (progress, abort, the API's
// envelope and ApiError).
import { COMPANY_CALLS } from '../../../shared/api/company';
import { startUpload, upload, uploadForm } from '../../../shared/api/upload';
import type { UploadReport } from './verification.machine';

/** Starts the upload; the returned function aborts it (the machine calls it when it stops the actor). */
export function uploadExtract(companyId: string, file: File, report: (event: UploadReport) => void): () => void {
  return startUpload(async (signal) => {
    const answer = await upload(COMPANY_CALLS.addFile, uploadForm({ company_id: companyId, type: 'edr' }, file), {
      signal,
      onProgress: ({ loaded, total }) => report({ type: 'PROGRESS', loaded, total: total ?? file.size }),
    });
    return { type: 'UPLOADED' as const, file: answer.file };
  }, report);
}
