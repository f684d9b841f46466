import type { Lang } from '../i18n/lang.js';
import type { MessageKey } from '../i18n/messages.js';

/**
 * A rule of the domain said no. Carries the HTTP status it maps to, a stable machine code and the
 * message key that the error filter localizes in the caller's language.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly fields: Record<string, MessageKey> = {},
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }

  /** Extra fields of the error body, built in the caller's language (e.g. the state that won a race). */
  details?: (lang: Lang) => Record<string, unknown>;

  withDetails(details: (lang: Lang) => Record<string, unknown>): this {
    this.details = details;
    return this;
  }

  static badRequest(code: string, key: MessageKey, fields: Record<string, MessageKey> = {}): DomainError {
    return new DomainError(code, 400, key, fields);
  }
  static unauthorized(code = 'UNAUTHORIZED', key: MessageKey = 'error.unauthorized'): DomainError {
    return new DomainError(code, 401, key);
  }
  static forbidden(code = 'FORBIDDEN', key: MessageKey = 'error.forbidden'): DomainError {
    return new DomainError(code, 403, key);
  }
  static notFound(code = 'NOT_FOUND', key: MessageKey = 'error.notFound'): DomainError {
    return new DomainError(code, 404, key);
  }
  static conflict(code: string, key: MessageKey, fields: Record<string, MessageKey> = {}): DomainError {
    return new DomainError(code, 409, key, fields);
  }
  static tooManyRequests(retryAfterSeconds: number, code = 'TOO_MANY_REQUESTS', key: MessageKey = 'error.tooManyRequests'): DomainError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new DomainError(code, 429, key, {}, { seconds }, { 'Retry-After': String(seconds) });
  }
}
