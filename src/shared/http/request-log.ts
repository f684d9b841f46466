import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from './log-redaction.js';

/**
 * What one request line holds: no headers or bodies, and the URL without credentials. Flat fields,
 * not pino-http's `req` / `res` objects, which the root logger's serializers would expect to be
 * Node's request and response.
 */
export interface RequestLine {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
}

export function requestLine(request: FastifyRequest, reply: FastifyReply): RequestLine {
  return {
    reqId: request.id,
    method: request.method,
    url: redactUrl(request.url),
    statusCode: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/**
 * One line per answered request (LOG_REQUESTS), health probes left out. Written by a Fastify hook
 * rather than pino-http: pino-http built two child loggers per request and serialized every request
 * with its headers before knowing whether anything would be logged, 4–7 % of the process's CPU under
 * load (bench/run.mjs); errors are logged with their request id by the exception filter.
 */
export function registerRequestLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (logger.isLevelEnabled('info') && !request.url.startsWith('/api/v2/health'))
      logger.info(requestLine(request, reply), 'request completed');
    done();
  });
}
