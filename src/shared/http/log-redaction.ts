import type { Options } from 'pino-http';

/**
 * Query parameters whose values are credentials and must not reach the logs; `code` and `state`
 * are an external sign-in provider's answer at its callback.
 */
const SECRET_PARAMS = new Set(['token', 'usertoken', 'reset_password_token', 'data', 'code', 'state']);

export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, question)}?${params.toString()}` : url;
}

interface SerializedRequest {
  url?: string;
  query?: Record<string, unknown>;
  [key: string]: unknown;
}

/** pino-http request serializer: the URL and parsed query without secrets. */
export function redactRequest(req: SerializedRequest): SerializedRequest {
  const query = req.query
    ? Object.fromEntries(
        Object.entries(req.query).map(([key, value]) => [key, SECRET_PARAMS.has(key.toLowerCase()) ? '[redacted]' : value]),
      )
    : req.query;
  return { ...req, url: req.url ? redactUrl(req.url) : req.url, query };
}

/**
 * The root logger's options: credentials never reach the log, whether in headers (userToken,
 * Authorization, cookies), in the query string (legacy calls, the dashboard sign-in) or in a
 * Set-Cookie answer, should any line carry a request or an answer. Request lines themselves are
 * written by src/shared/http/request-log.ts.
 */
export function httpLogOptions(level: string): Options {
  return {
    level,
    redact: ['req.headers.usertoken', 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: redactRequest },
    autoLogging: false,
  };
}
