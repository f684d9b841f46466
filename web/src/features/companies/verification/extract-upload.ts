// POST /company/add_verificationFileCompany with upload progress. fetch cannot report the progress
// of a request body over HTTP/1.1, so this call uses XMLHttpRequest and reads the same envelope as
// the API client, failing with the same ApiError.
import { API_BASE, ApiError, CLIENT_CODES } from '../../../shared/api/client';
import { COMPANY_CALLS, readFile } from '../../../shared/api/company';
import { isRecord } from '../../../shared/api/contract';
import { tokenStore } from '../../../shared/api/token';
import { currentLanguage } from '../../../shared/i18n/i18n';
import type { UploadReport } from './verification.machine';

function failure(xhr: XMLHttpRequest): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = undefined;
  }
  const status = xhr.status >= 400 ? xhr.status : 400;
  if (!isRecord(body)) return new ApiError(status, `HTTP_${status}`, xhr.statusText || xhr.responseText.slice(0, 300));
  const fields: Record<string, string> = {};
  if (isRecord(body.fields)) for (const [key, text] of Object.entries(body.fields)) if (typeof text === 'string') fields[key] = text;
  return new ApiError(status, typeof body.code === 'string' ? body.code : `HTTP_${status}`, typeof body.msg === 'string' ? body.msg : xhr.statusText, fields);
}

/** Starts the upload; the returned function aborts it (the machine calls it when it stops the actor). */
export function uploadExtract(companyId: string, file: File, report: (event: UploadReport) => void): () => void {
  const xhr = new XMLHttpRequest();
  let finished = false;
  xhr.open('POST', `${API_BASE}${COMPANY_CALLS.addFile.path}`);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.setRequestHeader('lang', currentLanguage());
  const token = tokenStore.get();
  if (token) xhr.setRequestHeader('userToken', token);
  xhr.upload.onprogress = (event) => report({ type: 'PROGRESS', loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
  xhr.onload = () => {
    finished = true;
    let body: unknown;
    try {
      body = JSON.parse(xhr.responseText);
    } catch {
      body = undefined;
    }
    const stored = xhr.status >= 200 && xhr.status < 300 && isRecord(body) ? readFile(body.file) : null;
    if (stored) report({ type: 'UPLOADED', file: stored });
    else report({ type: 'FAILED', error: failure(xhr) });
  };
  xhr.onerror = () => {
    finished = true;
    report({ type: 'FAILED', error: new ApiError(0, CLIENT_CODES.network, 'Network error') });
  };
  const body = new FormData();
  // Plain fields first: the server reads them before it streams the file.
  body.append('company_id', companyId);
  body.append('type', 'edr');
  body.append('file', file, file.name);
  xhr.send(body);
  return () => {
    if (!finished) xhr.abort();
  };
}
