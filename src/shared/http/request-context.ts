import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { normalizeLang, type Lang } from '../i18n/lang.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Interface language of this request (`lang` header; `ua` read as `uk`; Russian by default). */
    lang: Lang;
    /** Session token from the `userToken` header. */
    sessionToken: string | undefined;
    /** Session token from the `token` (or `userToken`) query parameter: honoured only on routes marked `@LegacyQueryToken()`. */
    queryToken: string | undefined;
  }
}

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Older clients of the specification pass `token` and a JSON `data` string in the query string.
 * `data` is merged under the body (body fields win), so one DTO serves both call styles.
 */
export function mergeLegacyData(query: unknown, body: unknown): unknown {
  const raw = query && typeof query === 'object' ? firstString((query as Record<string, unknown>).data) : undefined;
  if (!raw) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return body;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
  if (body === undefined || body === null || body === '') return parsed;
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...(parsed as object), ...(body as object) };
}

/**
 * Language, session token and request id of every request, and the legacy `data` merge. Hooks with
 * callbacks rather than async functions: they run on every request, and each promise costs.
 */
export function registerRequestConventions(fastify: FastifyInstance): void {
  fastify.decorateRequest('lang', 'ru');
  fastify.decorateRequest('sessionToken', undefined);
  fastify.decorateRequest('queryToken', undefined);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    request.lang = normalizeLang(firstString(request.headers['lang']));
    const query = request.query as Record<string, unknown> | undefined;
    request.sessionToken = firstString(request.headers['usertoken']);
    request.queryToken = firstString(query?.token) ?? firstString(query?.userToken);
    reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    request.body = mergeLegacyData(request.query, request.body);
    done();
  });
}
