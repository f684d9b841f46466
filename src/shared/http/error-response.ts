import { HttpException } from '@nestjs/common';
import { DomainError } from '../domain/domain-error.js';
import type { Lang } from '../i18n/lang.js';
import { translate, type MessageKey } from '../i18n/messages.js';
import { isDatabaseDown } from '../database/database-unavailable.js';
import { isDependencyDown } from '../redis/unavailable.js';

export interface ErrorBody {
  ok: false;
  error: true;
  code: string;
  msg: string;
  fields?: Record<string, string>;
  /** A DomainError's details (domain-error.ts), e.g. `status` of a 409. */
  [detail: string]: unknown;
}

export interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: ErrorBody;
  /** True when the failure is ours, not the caller's: worth a log line with the stack. */
  unexpected: boolean;
}

const STATUS_DEFAULTS: Record<number, [string, MessageKey]> = {
  400: ['BAD_REQUEST', 'error.badRequest'],
  401: ['UNAUTHORIZED', 'error.unauthorized'],
  403: ['FORBIDDEN', 'error.forbidden'],
  404: ['NOT_FOUND', 'error.routeNotFound'],
  409: ['CONFLICT', 'error.conflict'],
  413: ['PAYLOAD_TOO_LARGE', 'error.payloadTooLarge'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'error.unsupportedMediaType'],
  429: ['TOO_MANY_REQUESTS', 'error.tooManyRequests'],
};

/** Fastify's own errors (body parsing, multipart limits) carry a status and an FST_ code. */
function frameworkStatus(error: unknown): { status: number; code?: string } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as { statusCode?: unknown; code?: unknown };
  if (typeof candidate.statusCode === 'number' && candidate.statusCode >= 400 && candidate.statusCode < 500) {
    return { status: candidate.statusCode, code: typeof candidate.code === 'string' ? candidate.code : undefined };
  }
  return undefined;
}

function build(status: number, code: string, key: MessageKey, lang: Lang, extra: Partial<ErrorResponse> = {}): ErrorResponse {
  return {
    status,
    headers: extra.headers ?? {},
    unexpected: extra.unexpected ?? false,
    body: { ok: false, error: true, code, msg: translate(key, lang, {}), ...(extra.body ?? {}) } as ErrorBody,
  };
}

export function toErrorResponse(error: unknown, lang: Lang): ErrorResponse {
  if (error instanceof DomainError) {
    const body: ErrorBody = { ok: false, error: true, code: error.code, msg: translate(error.messageKey, lang, error.params) };
    const entries = Object.entries(error.fields);
    if (entries.length > 0) body.fields = Object.fromEntries(entries.map(([field, key]) => [field, translate(key, lang, error.params)]));
    if (error.details) Object.assign(body, error.details(lang), { ok: false, error: true, code: body.code, msg: body.msg });
    return { status: error.status, headers: error.headers, body, unexpected: false };
  }
  // Redis or PostgreSQL away (or restarting): the caller asked nothing wrong and may simply retry.
  if (isDependencyDown(error) || isDatabaseDown(error)) {
    return build(503, 'SERVICE_UNAVAILABLE', 'error.serviceUnavailable', lang, { headers: { 'Retry-After': '5' } });
  }
  // Nest hands Fastify's own errors (body parsing, limits) over as HttpException with the original as cause.
  const cause = error instanceof HttpException ? frameworkStatus(error.cause) : undefined;
  const framework = cause ?? (error instanceof HttpException ? { status: error.getStatus() } : frameworkStatus(error));
  if (framework && framework.status < 500) {
    if (
      framework.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      framework.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      framework.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
    ) {
      return build(400, 'MALFORMED_BODY', 'error.malformedJson', lang);
    }
    const [code, key] = STATUS_DEFAULTS[framework.status] ?? ['BAD_REQUEST', 'error.badRequest'];
    return build(framework.status, code, key, lang);
  }
  return build(500, 'INTERNAL_ERROR', 'error.internal', lang, { unexpected: true });
}
