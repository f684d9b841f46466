// POST /profiling/add_file (dir=policy) through the upload helper (progress, abort, the API's
// envelope and ApiError; an upload the browser aborted fails with ABORTED: 'Процесс загрузки прерван.').
import { PROFILING_CALLS, readPolicyFiles, readCompanyInfo } from '../../shared/api/profiling';
import { startUpload, upload, uploadForm } from '../../shared/api/upload';
import type { PolicyUploadReport } from './wizard/policy';

/** Starts the upload; the returned function aborts it (when the machine stops the actor). */
export function uploadPolicy(companyId: string, file: File, report: (event: PolicyUploadReport) => void): () => void {
  return startUpload(async (signal) => {
    const answer = await upload(PROFILING_CALLS.addFile, uploadForm({ company_id: companyId, dir: 'policy' }, file), {
      signal,
      // 100 waits for the answer: the file is stored only when the server says so.
      onProgress: ({ loaded, total }) =>
        report({ type: 'PROGRESS', percent: Math.min(99, Math.round((loaded / Math.max(total ?? file.size, 1)) * 100)) }),
    });
    const info = readCompanyInfo(answer).policy_files;
    return { type: 'UPLOADED' as const, files: info.length > 0 ? info : readPolicyFiles(answer.files) };
  }, report);
}
