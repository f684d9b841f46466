// POST /company/add_verificationFileCompany through the upload helper (progress, abort, the API's
// envelope and ApiError).
import { COMPANY_CALLS, readFile } from '../../../shared/api/company';
import { AnswerShapeError } from '../../../shared/api/contract';
import { startUpload, upload, uploadForm } from '../../../shared/api/upload';
import type { UploadReport } from './verification.machine';

/** Starts the upload; the returned function aborts it (the machine calls it when it stops the actor). */
export function uploadExtract(companyId: string, file: File, report: (event: UploadReport) => void): () => void {
  return startUpload(async (signal) => {
    const answer = await upload(COMPANY_CALLS.addFile.path, uploadForm({ company_id: companyId, type: 'edr' }, file), {
      signal,
      onProgress: ({ loaded, total }) => report({ type: 'PROGRESS', loaded, total: total ?? file.size }),
    });
    const stored = readFile(answer.file);
    if (!stored) throw new AnswerShapeError('The server answered no file');
    return { type: 'UPLOADED' as const, file: stored };
  }, report);
}
