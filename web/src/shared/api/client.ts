// The one way the SPA talks to the backend. The server answers `{ ok: true, ...payload }` or
// `{ ok: false, error: true, code, msg, fields }` with an honest HTTP status; every failure
// surfaces here as an ApiError so screens and machines handle one shape. The calls themselves are
// openapi-fetch's, typed by the generated paths (openapi.d.ts): a module names a route and gets
// that route's body, query and answer types, never restating them.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { isRecord } from './contract';
import type { paths } from './openapi';
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
  /**
   * What else the error envelope carried beside its code, msg and fields (e.g. a 409 STALE_VERSION's
   * `application` as it is now). Unchecked: a module that expects a detail reads it with its own guard.
   */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: string,
    msg: string,
    fields: ApiFields = {},
    retryAfter: number | null = null,
    details: Record<string, unknown> = {},
  ) {
    super(msg || code);
    this.status = status;
    this.code = code;
    this.msg = msg;
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.details = details;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The generated paths (openapi.d.ts) as the client calls them: under /api/v2, which the client's
 * base URL adds, so a module names a call the way the server's controllers do.
 */
export type ApiPaths = { [Path in keyof paths as Path extends `${typeof API_BASE}${infer Rest}` ? Rest : never]: paths[Path] };

/** The typed client (openapi-fetch over the generated paths) with the app's headers and errors. */
export type TypedClient = Client<ApiPaths, 'application/json'>;

export type QueryValue = string | number | boolean | null | undefined;

/** A route the OpenAPI document leaves out on purpose (development only): its answer is unknown to the types. */
type UnlistedPaths = Record<
  string,
  { get: { parameters: { query?: Record<string, QueryValue> }; responses: { 200: { content: { 'application/json': unknown } } } } }
>;

export interface ApiClientDeps {
  fetch: (request: Request) => Promise<Response>;
  tokens: Pick<TokenStore, 'get'>;
  language: () => string;
  /** `/api/v2` in the browser; an absolute URL where there is no page to resolve it against (specs). */
  baseUrl?: string;
}

/**
 * openapi-fetch's POST and GET over the generated paths: a call's body, query and answer are the
 * document's types. A call settles only with its data: every failure rejects with an ApiError, and
 * a call whose signal was aborted never settles (see `envelope` below).
 */
export interface ApiClient extends Pick<TypedClient, 'POST' | 'GET'> {
  /** A development-only route the document does not describe (the captured messages). */
  unlisted: Pick<Client<UnlistedPaths, 'application/json'>, 'GET'>;
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
    const { ok: _ok, error: _error, code: _code, msg: _msg, fields, ...details } = parsed;
    return { error: new ApiError(status, code, msg, toFields(fields), retryAfterSeconds(raw.retryAfter), details) };
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

/** A query as the old client sent it: empty values ('' as well as null and undefined) are left out. */
function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Settles never: what a call returns once its caller has gone. */
const never = <T>(): Promise<T> => new Promise<T>(() => {});

/**
 * The app's conventions on every call, as openapi-fetch middleware: the headers, the envelope read
 * into an ApiError, the 401 broadcast, and the silence of an aborted call. A call its caller aborted
 * never settles: the caller has gone (a stopped actor, an unmounted screen); @xstate/react restarts
 * the same actor object after React's StrictMode or Activity unmount, and a late "Request aborted"
 * rejection of the first run then reached the restarted actor as a real failure ("could not be
 * loaded" right after sign-in, a bell count that came only with the next reload). Whatever rejects
 * once the signal is aborted (the fetch, or reading a body already arriving) is dropped here, for
 * every caller at once; the body is read here and handed on from memory, so openapi-fetch's own
 * read cannot fail late.
 */
function envelope(deps: ApiClientDeps, fail: (error: ApiError) => never): Middleware {
  return {
    onRequest({ request }) {
      for (const [name, value] of Object.entries(callHeaders(deps.tokens, deps.language))) request.headers.set(name, value);
      return request;
    },
    async onResponse({ request, response }) {
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        if (request.signal.aborted) return never<Response>();
        throw new ApiError(0, CLIENT_CODES.network, cause instanceof Error ? cause.message : String(cause));
      }
      const answer = readEnvelope({
        status: response.status,
        statusText: response.statusText,
        text,
        retryAfter: response.headers.get('Retry-After'),
      });
      if ('error' in answer) {
        if (request.signal.aborted) return never<Response>();
        return fail(answer.error);
      }
      return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    onError({ request, error }) {
      if (request.signal.aborted) return never<Response>();
      return new ApiError(0, CLIENT_CODES.network, error instanceof Error ? error.message : String(error));
    },
  };
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const listeners = new Set<(error: ApiError) => void>();
  const fail = (error: ApiError): never => {
    if (error.isUnauthorized) for (const listener of [...listeners]) listener(error);
    throw error;
  };
  const options = {
    baseUrl: deps.baseUrl ?? API_BASE,
    fetch: (request: Request) => deps.fetch(request),
    credentials: 'same-origin',
    querySerializer: queryString,
  } as const;
  const typed = createClient<ApiPaths, 'application/json'>(options);
  const unlisted = createClient<UnlistedPaths, 'application/json'>(options);
  const middleware = envelope(deps, fail);
  typed.use(middleware);
  unlisted.use(middleware);
  return {
    POST: typed.POST,
    GET: typed.GET,
    unlisted: { GET: unlisted.GET },
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The data of a settled call. The middleware turned every failure into a thrown ApiError, so a
 * call that settles carries its answer; a route documented without one answers undefined.
 */
export async function answer<Data>(call: Promise<{ data?: Data }>): Promise<Data> {
  return (await call).data as Data;
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
  fetch: (request) => globalThis.fetch(request),
  tokens: tokenStore,
  language: currentLanguage,
});
