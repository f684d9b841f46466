import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeLang } from '../i18n/lang.js';
import { toErrorResponse } from './error-response.js';
import { SpaIndex } from './spa-index.js';

/** Unknown paths the SPA answers: anything but the API and the admin area, however spelled. */
function ownedBySpa(url: string): boolean {
  let path = url.split('?')[0] ?? '/';
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  path = path.toLowerCase();
  return !path.startsWith('/api') && !path.startsWith('/admin');
}

/**
 * One place turns every failure into the API envelope. Unknown paths outside `/api` are not
 * errors at all: the single-page app owns them, so they get its index.html.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spa: SpaIndex) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<FastifyRequest>();
    const reply = ctx.getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && request.method === 'GET' && ownedBySpa(request.url)) {
      const html = this.spa.html();
      if (html) {
        void reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
        return;
      }
    }

    const response = toErrorResponse(exception, request.lang ?? normalizeLang(request.headers['lang']));
    if (response.unexpected) {
      this.logger.error({ err: exception, reqId: request.id }, 'Unhandled error');
    }
    void reply.status(response.status).headers(response.headers).send(response.body);
  }
}
