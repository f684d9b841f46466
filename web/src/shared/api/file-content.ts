// Extract files as bytes (the company context's GET files/{id} and files/{id}/view): the session
// travels in the userToken header, so the browser cannot fetch them by URL itself (an <img src> or
// a link); the page fetches them here and shows them through object URLs.
import { API_BASE, ApiError, CLIENT_CODES, readEnvelope } from './client';
import type { Routes } from './contract';
import { tokenStore } from './token';

// Bytes, not the JSON envelope: fetched here rather than through the typed client, whose
// middleware reads every answer as an envelope.
export const FILE_CALLS = {
  download: '/company/files/{fileId}',
  view: '/company/files/{fileId}/view',
} as const satisfies Routes;

/** What the viewer can show: the bytes (pdf, png, jpg, or the PDF made from a DOC/DOCX), or "not yet". */
export type FileView = { state: 'ready'; blob: Blob } | { state: 'converting' };

export interface FileContentDeps {
  fetch: typeof fetch;
  token: () => string | null;
  language: () => string;
}

const pathOf = (template: string, fileId: string) => `${API_BASE}${template.replace('{fileId}', encodeURIComponent(fileId))}`;

export function createFileContent(deps: FileContentDeps) {
  async function request(template: string, fileId: string, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { lang: deps.language() };
    const token = deps.token();
    if (token) headers.userToken = token;
    let response: Response;
    try {
      response = await deps.fetch(pathOf(template, fileId), { headers, signal, credentials: 'same-origin' });
    } catch (cause) {
      if (signal?.aborted) throw new ApiError(0, CLIENT_CODES.aborted, 'Request aborted');
      throw new ApiError(0, CLIENT_CODES.network, cause instanceof Error ? cause.message : String(cause));
    }
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  return {
    /** The inline rendition; `converting` while the worker still makes the PDF of a DOC/DOCX. */
    async view(fileId: string, signal?: AbortSignal): Promise<FileView> {
      const response = await request(FILE_CALLS.view, fileId, signal);
      if (response.status === 202) return { state: 'converting' };
      return { state: 'ready', blob: await response.blob() };
    },
    /** The original file, as uploaded. */
    async download(fileId: string, signal?: AbortSignal): Promise<Blob> {
      return (await request(FILE_CALLS.download, fileId, signal)).blob();
    },
  };
}

/** A refused file read's error, read from its envelope like every other call's (client.ts). */
async function errorOf(response: Response): Promise<ApiError> {
  const answer = readEnvelope({
    status: response.status,
    statusText: response.statusText,
    text: await response.text().catch(() => ''),
    retryAfter: response.headers.get('Retry-After'),
  });
  return 'error' in answer ? answer.error : new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
}

export type FileContent = ReturnType<typeof createFileContent>;

export const fileContent: FileContent = createFileContent({
  fetch: (...args) => globalThis.fetch(...args),
  token: () => tokenStore.get(),
  language: () => {
    try {
      return document.documentElement.lang || 'ru';
    } catch {
      return 'ru';
    }
  },
});
