import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { createHash } from 'node:crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    listEtag?: boolean;
    queryIntoBody?: boolean;
  }
}

type Flag = 'listEtag' | 'queryIntoBody';

/**
 * Marks a handler's Fastify route (Nest's route config, merged with what other flags set), so a
 * Fastify hook does the work an interceptor would: interceptors send every call through RxJS.
 */
function routeFlag(flag: Flag): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as Record<string, unknown> | undefined) ?? {};
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, [flag]: true }, handler);
  };
}

function flagged(request: FastifyRequest, flag: Flag): boolean {
  return request.routeOptions.config?.[flag] === true;
}

/**
 * Lists change rarely: the answer carries an ETag of its content (language and reader included,
 * as they shape the content), and a client that sends it back in If-None-Match gets 304 without a
 * body. `private, no-cache`: the answer may hold the reader's local items, and must be revalidated.
 */
export const ListEtag = (): MethodDecorator => routeFlag('listEtag');

/**
 * Calls of the older style pass their fields in the query string (`POST /add_field_table/?token&name&list`):
 * they join the body (body fields win) before validation, so one DTO serves both.
 */
export const QueryIntoBody = (): MethodDecorator => routeFlag('queryIntoBody');

/** The ETag of a body as sent (a string is hashed as its UTF-8 bytes, the same as its Buffer). */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Registered after the security headers, whose `no-store` this replaces on list answers. */
export function registerRouteFlags(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (flagged(request, 'queryIntoBody')) {
      const { token: _token, userToken: _userToken, data: _data, ...query } = (request.query ?? {}) as Record<string, unknown>;
      const body = request.body;
      if (Object.keys(query).length > 0 && (body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body)))) {
        request.body = { ...query, ...((body as object | null | undefined) ?? {}) };
      }
    }
    done();
  });
  // The hash is taken of the body as serialized once for sending (after the envelope), unless the
  // handler sent a prepared answer (prepared-answer.ts) and set the ETag of its bytes already.
  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      if (!flagged(request, 'listEtag') || reply.statusCode !== 200) return done(null, payload);
      const preset = reply.getHeader('etag');
      if (typeof preset !== 'string' && typeof payload !== 'string') return done(null, payload);
      const etag = typeof preset === 'string' ? preset : etagOf(payload as string);
      void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'lang, userToken');
      const asked = request.headers['if-none-match'];
      if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim() === etag)) {
        void reply.code(304);
        // No body and Content-Length 0: a length without a body would leave keep-alive clients waiting.
        return done(null, '');
      }
      done(null, payload);
    },
  );
}
