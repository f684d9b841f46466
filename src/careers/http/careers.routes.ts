import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { parseId } from '../../shared/domain/id.js';
import { jobPostingJsonLd } from '../domain/job-posting.js';
import { jsonLdScript } from '../pages/html.js';
import type { PageContext } from '../pages/layout.js';
import { pickLang } from '../pages/lang.js';
import { renderGonePage, renderMessagePage, renderPostingPage } from '../pages/posting-page.js';
import { GetPostingPageQuery } from '../queries/get-posting.query.js';
import { GetEmployerPageQuery } from '../queries/get-employer.query.js';
import { GetJobsChoicesQuery } from '../queries/get-jobs-choices.query.js';
import { GetJobsQuery, type JobsFilter } from '../queries/get-jobs.query.js';
import { GetSitemapQuery } from '../queries/get-sitemap.query.js';
import { jobsPath, renderEmployerPage, renderJobsPage, renderRobots, renderSitemap } from '../pages/list-pages.js';
import { type CachedPage, PageCache } from './page-cache.js';

type Query = Record<string, unknown>;

/** A whole number from 1 to `max` in a query parameter, else null. */
function wholeParam(value: unknown, max: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/** The /jobs filter of a query string (anything unreadable counts as not given). */
export function jobsFilter(query: Query | undefined): JobsFilter {
  const text =
    typeof query?.q === 'string'
      ? query.q
          .replace(/[\p{Cc}\p{Cf}]/gu, '')
          .trim()
          .slice(0, 100)
      : '';
  return {
    text,
    cityId: wholeParam(query?.city, 2_147_483_647),
    employmentType: wholeParam(query?.type, 1000),
    page: wholeParam(query?.page, 500) ?? 1,
  };
}

/** The page context of a request: `?lang=`, else Accept-Language, else Russian; the site's origin. */
export function pageContext(request: FastifyRequest, origin: string): PageContext {
  return { lang: pickLang((request.query as Query | undefined)?.lang, request.headers['accept-language']), origin };
}

/**
 * Sends a page: 304 when the client holds its ETag, else its bytes (compressed once by the
 * compression plugin). Public pages may be kept by any cache but must be revalidated: a posting
 * that closes leaves at once.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply | Buffer {
  void reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'public, no-cache')
    .header('vary', 'Accept-Language, Accept-Encoding')
    .header('etag', page.etag);
  const asked = request.headers['if-none-match'];
  if (page.status === 200 && typeof asked === 'string' && asked.split(',').some((tag) => tag.trim() === page.etag)) {
    return reply.code(304).send('');
  }
  void reply.code(page.status);
  return page.body;
}

/**
 * The public pages (docs/careers.md): plain Fastify routes outside `/api`, HTML not the JSON
 * envelope, no session. Registered on the API's Fastify instance when the module starts (the
 * worker has none). Each reads through the query bus and keeps its rendered page (PageCache).
 */
@Injectable()
export class CareersRoutes implements OnModuleInit {
  private readonly logger = new Logger('Careers');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly queries: QueryBus,
    private readonly cache: PageCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    const origin = this.config.publicUrl.replace(/\/+$/, '');
    fastify.get('/jobs/:id', (request, reply) => this.posting(request, reply, origin));
    fastify.get('/jobs', (request, reply) => this.jobs(request, reply, origin));
    fastify.get('/employers/:id', (request, reply) => this.employer(request, reply, origin));
    fastify.get('/sitemap.xml', (request, reply) => this.sitemap(request, reply, origin));
    fastify.get('/robots.txt', (_request, reply) =>
      reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderRobots(origin)),
    );
  }

  private async jobs(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<FastifyReply | Buffer> {
    const ctx = pageContext(request, origin);
    const filter = jobsFilter(request.query as Query | undefined);
    try {
      const page = await this.cache.get(`jobs:${ctx.lang}:${jobsPath(filter)}`, async () => {
        const [list, choices] = await Promise.all([
          this.queries.execute(new GetJobsQuery(filter, ctx.lang)),
          // The same for every filter and page: read once per change, not per page rendered.
          this.cache.remember(`jobs-choices:${ctx.lang}`, () => this.queries.execute(new GetJobsChoicesQuery(ctx.lang))),
        ]);
        return { status: 200, html: renderJobsPage({ ...list, ...choices }, filter, ctx) };
      });
      return sendPage(request, reply, page);
    } catch (error) {
      return this.failed(request, reply, origin, error);
    }
  }

  private async employer(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<FastifyReply | Buffer> {
    const ctx = pageContext(request, origin);
    const id = parseId((request.params as { id?: string }).id);
    try {
      const page = await this.cache.get(`employer:${id ?? ''}:${ctx.lang}`, async () => {
        const found = id ? await this.queries.execute(new GetEmployerPageQuery(id, ctx.lang)) : null;
        return found ? { status: 200, html: renderEmployerPage(found, ctx) } : { status: 404, html: renderMessagePage('notFound', ctx) };
      });
      return sendPage(request, reply, page);
    } catch (error) {
      return this.failed(request, reply, origin, error);
    }
  }

  private async sitemap(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<FastifyReply | Buffer> {
    try {
      const page = await this.cache.get('sitemap', async () => ({
        status: 200,
        html: renderSitemap(await this.queries.execute(new GetSitemapQuery()), origin),
      }));
      const sent = sendPage(request, reply, page);
      void reply.header('content-type', 'application/xml; charset=utf-8');
      return sent;
    } catch (error) {
      return this.failed(request, reply, origin, error);
    }
  }

  /** An error while rendering: the site's error page, logged, never cached. */
  private failed(request: FastifyRequest, reply: FastifyReply, origin: string, error: unknown): FastifyReply {
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return reply
      .code(500)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMessagePage('error', pageContext(request, origin)));
  }

  private async posting(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<FastifyReply | Buffer> {
    const ctx = pageContext(request, origin);
    const id = parseId((request.params as { id?: string }).id);
    try {
      const page = await this.cache.get(`posting:${id ?? ''}:${ctx.lang}`, async () => {
        if (!id) return { status: 404, html: renderMessagePage('notFound', ctx) };
        const found = await this.queries.execute(new GetPostingPageQuery(id, ctx.lang));
        if (found.kind === 'open')
          return { status: 200, html: renderPostingPage(found.posting, ctx, jsonLdScript(jobPostingJsonLd(found.posting, ctx.origin))) };
        if (found.kind === 'gone') return { status: 410, html: renderGonePage(found.posting, found.others, ctx) };
        return { status: 404, html: renderMessagePage('notFound', ctx) };
      });
      return sendPage(request, reply, page);
    } catch (error) {
      return this.failed(request, reply, origin, error);
    }
  }
}
