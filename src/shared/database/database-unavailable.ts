import { ConnectionException } from '@mikro-orm/core';

/** Socket errors of a server that is away, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot take the statement now, whatever the statement:
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting
 * down), 53300 too_many_connections; class 08 is "connection exception".
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` and its pool say without a code when the connection is gone or never came. */
const MESSAGES = [
  /^Connection terminated/i,
  /^timeout exceeded when trying to connect/i,
  /^Client has encountered a connection error/i,
  /^Client was closed and is not queryable/i,
  /^Cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  // A database closed to new connections (ALTER DATABASE ... ALLOW_CONNECTIONS false), SQLSTATE 55000.
  /is not currently accepting connections/i,
];

/**
 * True when `error` (or one of its causes) says PostgreSQL cannot be reached or cannot take work
 * right now: the request did not fail because of what it asked, so it answers 503 with
 * Retry-After (error-response.ts), not 500.
 */
export function isDatabaseDown(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 5; current = (current as { cause?: unknown }).cause, hops++) {
    if (current instanceof ConnectionException) return true;
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // Node reports a refused connection to a name with several addresses as an AggregateError.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseDown(inner))) return true;
  }
  return false;
}
