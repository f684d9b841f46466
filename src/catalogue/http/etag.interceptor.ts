import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';

/**
 * Lists change rarely: every list answer carries an ETag of its content (language and reader
 * included, as they shape the content), and a client that sends it back in If-None-Match gets
 * 304 without a body. `private, no-cache`: the answer may hold the reader's local items, and must
 * be revalidated (a new local item changes it).
 */
@Injectable()
export class ListEtagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      map((payload: unknown) => {
        // The answer is written once, in the envelope's shape (shared/http/envelope.interceptor.ts
        // passes a Buffer through), and hashed as written: no second serialization by Fastify.
        const body = Buffer.from(JSON.stringify({ ok: true, ...(payload as object) }));
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'lang, userToken');
        const asked = request.headers['if-none-match'];
        if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim() === etag)) {
          void reply.status(304);
          // An empty buffer passes the envelope untouched, so the 304 goes out with no body and
          // Content-Length 0 (a length without a body would leave keep-alive clients waiting).
          return Buffer.alloc(0);
        }
        void reply.header('Content-Type', 'application/json; charset=utf-8');
        return body;
      }),
    );
  }
}

/**
 * Calls of the older style pass their fields in the query string (`POST /add_field_table/?token&name&list`):
 * they join the body (body fields win) before validation, so one DTO serves both.
 */
@Injectable()
export class QueryIntoBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { token: _token, userToken: _userToken, data: _data, ...query } = (request.query ?? {}) as Record<string, unknown>;
    const body = request.body;
    if (Object.keys(query).length > 0 && (body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body)))) {
      request.body = { ...query, ...((body as object | null | undefined) ?? {}) };
    }
    return next.handle();
  }
}
