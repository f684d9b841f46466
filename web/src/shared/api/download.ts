// Private files (company extracts) answer only with the session's userToken header, which a plain
// link cannot send, and the token does not belong in an address (history, logs, Referer). So a
// download is fetched with the header and handed to the browser as a blob under the file's name.
import { API_BASE, ApiError, CLIENT_CODES } from './client';
import { tokenStore } from './token';

/** `url` as the API gives it (`/api/v2/company/files/{id}`) or relative to /api/v2. */
export async function downloadFile(url: string, name: string, signal?: AbortSignal): Promise<void> {
  const token = tokenStore.get();
  const address = url.startsWith('/api/') ? url : `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
  let response: Response;
  try {
    response = await fetch(address, { headers: token ? { userToken: token } : {}, signal, credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError(0, CLIENT_CODES.network, cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; msg?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof body?.code === 'string' ? body.code : `HTTP_${response.status}`,
      typeof body?.msg === 'string' ? body.msg : response.statusText,
    );
  }
  saveBlob(await response.blob(), name);
}

/** Hands bytes already fetched to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
