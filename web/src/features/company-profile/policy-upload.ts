// POST /profiling/add_file (dir=policy) with upload progress: fetch cannot report a request body's
// progress, so this uses XMLHttpRequest (like the verification extract) and reads the same envelope.
import { API_BASE, ApiError, CLIENT_CODES } from '../../shared/api/client';
import { isRecord } from '../../shared/api/contract';
import { PROFILING_CALLS, readPolicyFiles, readCompanyInfo } from '../../shared/api/profiling';
import { tokenStore } from '../../shared/api/token';
import { currentLanguage } from '../../shared/i18n/i18n';
import type { PolicyUploadReport } from './wizard/policy';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Starts the upload; the returned function aborts it (when the machine stops the actor). */
export function uploadPolicy(companyId: string, file: File, report: (event: PolicyUploadReport) => void): () => void {
  const xhr = new XMLHttpRequest();
  let finished = false;
  xhr.open('POST', `${API_BASE}${PROFILING_CALLS.addFile.path}`);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.setRequestHeader('lang', currentLanguage());
  const token = tokenStore.get();
  if (token) xhr.setRequestHeader('userToken', token);
  xhr.upload.onprogress = (event) => {
    const total = event.lengthComputable ? event.total : file.size;
    // 100 waits for the answer: the file is stored only when the server says so.
    report({ type: 'PROGRESS', percent: Math.min(99, Math.round((event.loaded / Math.max(total, 1)) * 100)) });
  };
  xhr.onload = () => {
    finished = true;
    const body = parse(xhr.responseText);
    if (xhr.status >= 200 && xhr.status < 300 && isRecord(body)) {
      report({ type: 'UPLOADED', files: readCompanyInfo(body).policy_files.length > 0 ? readCompanyInfo(body).policy_files : readPolicyFiles(body.files) });
      return;
    }
    const status = xhr.status >= 400 ? xhr.status : 400;
    report({ type: 'FAILED', error: isRecord(body) ? new ApiError(status, typeof body.code === 'string' ? body.code : `HTTP_${status}`, typeof body.msg === 'string' ? body.msg : xhr.statusText) : new ApiError(status, `HTTP_${status}`, xhr.statusText) });
  };
  xhr.onerror = () => {
    finished = true;
    report({ type: 'FAILED', error: new ApiError(0, CLIENT_CODES.network, 'Network error') });
  };
  // Aborted by the browser or the connection (not by us: `finished` is set first then): 'Процесс загрузки прерван.'
  xhr.onabort = () => {
    if (finished) return;
    finished = true;
    report({ type: 'FAILED', error: new ApiError(0, CLIENT_CODES.aborted, 'Upload aborted') });
  };
  const body = new FormData();
  // Plain fields first: the server reads them before it streams the file.
  body.append('company_id', companyId);
  body.append('dir', 'policy');
  body.append('file', file, file.name);
  xhr.send(body);
  return () => {
    if (finished) return;
    finished = true;
    xhr.abort();
  };
}
