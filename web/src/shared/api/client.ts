// The one way the SPA talks to the backend. The server answers `{ ok: true, ...payload }` or
// `{ ok: false, error: true, code, msg, fields }` with an honest HTTP status; every failure
// surfaces here as an ApiError so screens and machines handle one shape.
import { isRecord } from './contract';
import { tokenStore, type TokenStore } from './token';

export const API_BASE = '/api/v2';

export type ApiFields = Record<string, string>;

/** Codes produced by the client itself (the server's codes are stable upper-case strings too). */
export const CLIENT_CODES = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
  noToken: 'NO_TOKEN',
  aborted: 'ABORTED',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly msg: string;
  readonly fields: ApiFields;
  /** Seconds from the Retry-After header of a 429, so a screen can count down instead of guessing. */
  readonly retryAfter: number | null;

  constructor(status: number, code: string, msg: string, fields: ApiFields = {}, retryAfter: number | null = null) {
    super(msg || code);
    this.status = status;
    this.code = code;
    this.msg = msg;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra headers; `userToken` and `lang` are always set by the client. */
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  tokens: Pick<TokenStore, 'get'>;
  language: () => string;
  baseUrl?: string;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** JSON for plain objects; FormData and URLSearchParams are sent as they are (multipart, form). */
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Called on every 401, wherever it came from; returns an unsubscribe function. */
  onUnauthorized(listener: (error: ApiError) => void): () => void;
}

function toFields(value: unknown): ApiFields {
  if (!isRecord(value)) return {};
  const fields: ApiFields = {};
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string') fields[key] = text;
    else if (Array.isArray(text)) fields[key] = text.filter((t) => typeof t === 'string').join(' ');
  }
  return fields;
}

function retryAfterSeconds(header: string | null | undefined): number | null {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** What came back over the wire, whichever transport carried it (fetch here, XMLHttpRequest in upload.ts). */
export interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
  /** The Retry-After header, if any. */
  retryAfter: string | null;
}

/**
 * The one reader of the envelope: the payload of `{ ok: true, ... }` without the flag, or the
 * ApiError of anything else (an error envelope with its code, msg and fields; a proxy's page or an
 * empty body with the honest status and what little text there is).
 */
export function readEnvelope(raw: RawAnswer): { payload: Record<string, unknown> } | { error: ApiError } {
  const ok = raw.status >= 200 && raw.status < 300;
  let parsed: unknown;
  try {
    parsed = raw.text ? JSON.parse(raw.text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed)) {
    const code = ok ? CLIENT_CODES.badResponse : `HTTP_${raw.status}`;
    return { error: new ApiError(ok ? 502 : raw.status, code, raw.text.slice(0, 300) || raw.statusText) };
  }
  if (!ok || parsed.ok === false || parsed.error === true) {
    const status = ok ? 400 : raw.status;
    const code = typeof parsed.code === 'string' ? parsed.code : `HTTP_${status}`;
    const msg = typeof parsed.msg === 'string' ? parsed.msg : raw.statusText;
    return { error: new ApiError(status, code, msg, toFields(parsed.fields), retryAfterSeconds(raw.retryAfter)) };
  }
  const { ok: _ok, ...payload } = parsed;
  return { payload };
}

/** The headers every call sends: the session token (when there is one) and the language. */
export function callHeaders(tokens: Pick<TokenStore, 'get'>, language: () => string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', lang: language() };
  const token = tokens.get();
  if (token) headers.userToken = token;
  return headers;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${baseUrl}${clean}${qs ? `?${qs}` : ''}`;
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined || body === null) return {};
  // The browser sets the multipart boundary or the form content type itself.
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? API_BASE;
  const listeners = new Set<(error: ApiError) => void>();

  function fail(error: ApiError): never {
    if (error.isUnauthorized) for (const listener of [...listeners]) listener(error);
    throw error;
  }

  /**
   * A call its caller aborted never settles. The caller has gone (a stopped
   * actor, an unmounted screen); @xstate/react restarts the same actor object after React's
   * StrictMode or Activity unmount, and a late "Request aborted" rejection of the first run then
   * reached the restarted actor as a real failure ("could not be loaded" right after sign-in, a
   * bell count that came only with the next reload). Whatever rejects once the signal is aborted
   * (the fetch, or reading a body already arriving) is dropped here, for every caller at once.
   */
  async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(method, path, body, options);
    } catch (error) {
      if (options.signal?.aborted) return new Promise<never>(() => {});
      throw error;
    }
  }

  async function send<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions): Promise<T> {
    const encoded = encodeBody(body);
    const headers: Record<string, string> = { ...callHeaders(deps.tokens, deps.language), ...options.headers };
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body: encoded.body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (options.signal?.aborted) throw new ApiError(0, CLIENT_CODES.aborted, 'Request aborted');
      throw new ApiError(0, CLIENT_CODES.network, cause instanceof Error ? cause.message : String(cause));
    }

    const answer = readEnvelope({ status: response.status, statusText: response.statusText, text: await response.text(), retryAfter: response.headers?.get('Retry-After') ?? null });
    if ('error' in answer) return fail(answer.error);
    return answer.payload as T;
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function currentLanguage(): string {
  try {
    return document.documentElement.lang || 'ru';
  } catch {
    return 'ru';
  }
}

export const api: ApiClient = createApiClient({
  // Bound lazily so the module can be imported where fetch is patched later (tests, old browsers).
  fetch: (...args) => globalThis.fetch(...args),
  tokens: tokenStore,
  language: currentLanguage,
});
