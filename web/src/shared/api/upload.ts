// The one way the SPA uploads a file: a multipart POST with progress. fetch cannot report the
// progress of a request body over HTTP/1.1, so this uses XMLHttpRequest; it sends the same headers
// and reads the same envelope as the JSON client (readEnvelope), so an upload fails with the same
// ApiError as any other call, and an aborted upload never settles, as an aborted call does.
import { API_BASE, ApiError, callHeaders, CLIENT_CODES, currentLanguage, readEnvelope } from './client';
import type { ApiPath, ResponseBody } from './contract';
import { tokenStore, type TokenStore } from './token';

export interface UploadProgress {
  loaded: number;
  /** Bytes of the whole body; null while the browser cannot tell. */
  total: number | null;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting stops the upload; the promise then never settles (its caller has gone). */
  signal?: AbortSignal;
}

/** What the helper needs of an XMLHttpRequest (a spec passes its own). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'getResponseHeader'
  | 'status'
  | 'statusText'
  | 'responseText'
  | 'onload'
  | 'onerror'
  | 'onabort'
> & { readonly upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export interface UploaderDeps {
  request: () => UploadRequest;
  tokens: Pick<TokenStore, 'get'>;
  language: () => string;
  baseUrl?: string;
}

/** The multipart body: plain fields first (the server reads them before it streams the file), the file last. */
export function uploadForm(fields: Record<string, string>, file: File, field = 'file'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file, file.name);
  return form;
}

/** Uploads to a documented route; the answer is that route's, as the generated paths type it. */
export type Upload = <Path extends ApiPath>(path: Path, body: FormData, options?: UploadOptions) => Promise<ResponseBody<Path>>;

export function createUploader(deps: UploaderDeps): Upload {
  const baseUrl = deps.baseUrl ?? API_BASE;
  return <Path extends ApiPath>(path: Path, body: FormData, options: UploadOptions = {}) =>
    new Promise<ResponseBody<Path>>((resolve, reject) => {
      const { signal, onProgress } = options;
      if (signal?.aborted) return;
      const xhr = deps.request();
      const stop = () => xhr.abort();
      signal?.addEventListener('abort', stop, { once: true });
      const settle = (outcome: () => void) => {
        signal?.removeEventListener('abort', stop);
        if (!signal?.aborted) outcome();
      };
      xhr.open('POST', `${baseUrl}${path}`);
      for (const [name, value] of Object.entries(callHeaders(deps.tokens, deps.language))) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
      xhr.onload = () =>
        settle(() => {
          const answer = readEnvelope({
            status: xhr.status,
            statusText: xhr.statusText,
            text: xhr.responseText,
            retryAfter: xhr.getResponseHeader('Retry-After'),
          });
          if ('error' in answer) reject(answer.error);
          // The envelope's payload, without its `ok` flag: the answer the route documents (the server holds it to the document).
          else resolve({ ok: true, ...answer.payload } as ResponseBody<Path>);
        });
      xhr.onerror = () => settle(() => reject(new ApiError(0, CLIENT_CODES.network, 'Network error')));
      // Aborted by the browser or the connection, not by the caller ('Процесс загрузки прерван.').
      xhr.onabort = () => settle(() => reject(new ApiError(0, CLIENT_CODES.aborted, 'Upload aborted')));
      xhr.send(body);
    });
}

export const upload: Upload = createUploader({ request: () => new XMLHttpRequest(), tokens: tokenStore, language: currentLanguage });

/**
 * An upload as an XState callback actor wants it: `run` starts at once and resolves to the event
 * to report (its UPLOADED); whatever it throws is reported as FAILED. The returned function stops
 * it (the machine calls it when it stops the actor); nothing is reported after that.
 */
export function startUpload<Done extends { type: string }>(
  run: (signal: AbortSignal) => Promise<Done>,
  report: (event: Done | { type: 'FAILED'; error: unknown }) => void,
): () => void {
  const controller = new AbortController();
  run(controller.signal).then(report, (error: unknown) => {
    if (!controller.signal.aborted) report({ type: 'FAILED', error });
  });
  return () => controller.abort();
}
