// POST /profile/uploadFile with upload progress. fetch cannot report the progress of a request
// body over HTTP/1.1, so this one call uses XMLHttpRequest; it reads the same envelope as api.ts
// and fails with the same ApiError.
import { API_BASE, ApiError, CLIENT_CODES } from '../../../shared/api/client';
import { IDENTITY_CALLS, readUser } from '../../../shared/api/identity';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { tokenStore } from '../../../shared/api/token';
import type { UploadReport } from './avatar-upload.machine';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
  const retry = Number(xhr.getResponseHeader('Retry-After'));
  return new ApiError(status, typeof body.code === 'string' ? body.code : `HTTP_${status}`, typeof body.msg === 'string' ? body.msg : xhr.statusText, fields, Number.isFinite(retry) && retry > 0 ? retry : null);
}

/** Starts the upload; the returned function aborts it (the machine calls it when it stops the actor). */
export function uploadAvatar(file: File, report: (event: UploadReport) => void): () => void {
  const xhr = new XMLHttpRequest();
  let finished = false;
  xhr.open('POST', `${API_BASE}${IDENTITY_CALLS.uploadFile.path}`);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.setRequestHeader('lang', currentLanguage());
  const token = tokenStore.get();
  if (token) xhr.setRequestHeader('userToken', token);
  xhr.upload.onprogress = (event) => report({ type: 'PROGRESS', loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
  xhr.onload = () => {
    finished = true;
    let body: unknown;
    try {
      body = JSON.parse(xhr.responseText);
    } catch {
      body = undefined;
    }
    const ok = xhr.status >= 200 && xhr.status < 300 && isRecord(body) && body.ok !== false && body.error !== true;
    if (ok) report({ type: 'UPLOADED', user: readUser(body as { user_data?: unknown }) });
    else report({ type: 'FAILED', error: failure(xhr) });
  };
  xhr.onerror = () => {
    finished = true;
    report({ type: 'FAILED', error: new ApiError(0, CLIENT_CODES.network, 'Network error') });
  };
  const body = new FormData();
  // The type first: the server reads plain fields before it streams the file.
  body.append('type', 'avatar');
  body.append('file', file, file.name);
  xhr.send(body);
  return () => {
    if (!finished) xhr.abort();
  };
}
