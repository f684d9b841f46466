import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import {
  ApplyFromCareersCommand,
  GetPublicApplicationQuery,
  type PublicApplicationView,
  WithdrawPublicApplicationCommand,
} from '../../recruiting/recruiting.contract.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { parseId } from '../../shared/domain/id.js';
import { oversizedFile, uploadedFile } from '../../shared/files/multipart.js';
import { CAREERS_LIMITS } from '../../shared/contract/recruiting.js';
import { applyTexts } from '../careers-apply.texts.js';
import { type ApplyProblem, type ApplyValues, problemOfRefusal, readApplyForm } from '../domain/apply-form.rules.js';
import { jobPostingJsonLd } from '../domain/job-posting.js';
import {
  renderAlreadyAppliedPage,
  renderLinkNotFoundPage,
  renderStatusPage,
  renderThanksPage,
  renderWithdrawConfirmPage,
  statusPath,
} from '../pages/application-pages.js';
import type { ApplyField, ApplyFormState } from '../pages/apply-form.js';
import { jsonLdScript } from '../pages/html.js';
import { pathIn, type PageContext } from '../pages/layout.js';
import { pickLang } from '../pages/lang.js';
import { renderGonePage, renderMessagePage, renderPostingPage } from '../pages/posting-page.js';
import { GetPostingPageQuery } from '../queries/get-posting.query.js';
import type { PostingView } from '../read/views.js';
import { ApplyLimits } from './apply-limits.js';

type Fields = Record<string, unknown>;

/** The language of a posted form: its hidden `lang`, else `?lang=`, else Accept-Language. */
function postedContext(request: FastifyRequest, origin: string): PageContext {
  const body = (request.body ?? {}) as Fields;
  const query = (request.query ?? {}) as Fields;
  return { lang: pickLang(body.lang ?? query.lang, request.headers['accept-language']), origin };
}

/** A page made for one request (a form with its values, a candidate's own status): never kept by any cache. */
function sendOwnPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The status page's URL is the candidate's key: no link on it may carry it elsewhere.
      .header('referrer-policy', 'no-referrer')
      .send(page)
  );
}

/**
 * Applying and the candidate's status page (docs/careers.md, "Applying"): plain Fastify routes
 * beside the posting pages (careers.routes.ts), plain HTML forms that work without JavaScript. They
 * write only through recruiting's contract; what a page shows of the posting is the careers read
 * model's. Registered on the API's Fastify instance when the module starts (the worker has none).
 */
@Injectable()
export class ApplyRoutes implements OnModuleInit {
  private readonly logger = new Logger('CareersApply');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limits: ApplyLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    const origin = this.config.publicUrl.replace(/\/+$/, '');
    const guarded =
      (handle: (request: FastifyRequest, reply: FastifyReply, origin: string) => Promise<FastifyReply>) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          return await handle(request, reply, origin);
        } catch (error) {
          this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
          return sendOwnPage(reply, 500, renderMessagePage('error', postedContext(request, origin)));
        }
      };
    fastify.post(
      '/jobs/:id/apply',
      {
        // A CV over the limit is cut while it arrives and the form comes back with its message
        // and values, rather than the API's 413 for uploads (shared/files/multipart.ts).
        config: { uploadFileSize: CAREERS_LIMITS.cvBytes },
        // A body the parser refuses (cut off, too many parts) never reaches the handler: the
        // form comes back too, in the page's language, rather than the API's JSON error.
        errorHandler: (error, request, reply) => guarded((req, rep, o) => this.unreadable(req, rep, o, error))(request, reply),
      },
      guarded((request, reply, o) => this.apply(request, reply, o)),
    );
    fastify.get(
      '/application/:token',
      guarded((request, reply, o) => this.status(request, reply, o)),
    );
    fastify.post(
      '/application/:token/withdraw',
      guarded((request, reply, o) => this.withdraw(request, reply, o)),
    );
  }

  /** `POST /jobs/<vacancy id>/apply`: the posting must be open; then limits, honeypot, fields, recruiting's command. */
  private async apply(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<FastifyReply> {
    const ctx = postedContext(request, origin);
    const id = parseId((request.params as { id?: string }).id);
    const found = id ? await this.queries.execute(new GetPostingPageQuery(id, ctx.lang)) : ({ kind: 'unknown' } as const);
    if (found.kind === 'unknown') return sendOwnPage(reply, 404, renderMessagePage('notFound', ctx));
    if (found.kind === 'gone') return sendOwnPage(reply, 410, renderGonePage(found.posting, found.others, ctx));
    const posting = found.posting;
    const body = (request.body ?? {}) as Fields;
    const cv = uploadedFile(request, 'cv');
    const cut = oversizedFile(request, 'cv');
    // A cut part's size is only known to pass the limit: one byte over stands for it.
    const part = cv ? { size: cv.size, filename: cv.filename } : cut && { size: CAREERS_LIMITS.cvBytes + 1, filename: cut.filename };
    const reading = readApplyForm(body, part);
    const t = applyTexts(ctx.lang);
    try {
      await this.limits.take(request.ip, reading.kind === 'bot' ? '' : reading.values.email);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status !== 429) throw error;
      const seconds = Number(error.params.seconds ?? 60);
      void reply.header('retry-after', String(seconds));
      const values = reading.kind === 'bot' ? undefined : reading.values;
      return this.formAgain(reply, 429, posting, ctx, values, {}, t.tooMany(Math.max(1, Math.ceil(seconds / 60))));
    }
    // A bot is thanked like a person and nothing is kept: it learns nothing to try again with.
    if (reading.kind === 'bot')
      return sendOwnPage(reply, 200, renderThanksPage(posting, typeof body.email === 'string' ? body.email : '', ctx));
    if (reading.kind === 'invalid') return this.formAgain(reply, 400, posting, ctx, reading.values, reading.problems);
    const { values } = reading;
    try {
      const result = await this.commands.execute(
        new ApplyFromCareersCommand({
          companyId: posting.companyId,
          vacancyId: posting.vacancyId,
          name: values.name,
          lname: values.lname,
          email: values.email,
          phone: values.phone,
          consentVersion: values.consentVersion,
          lang: ctx.lang,
          cv,
        }),
      );
      if (result.kind === 'already') return sendOwnPage(reply, 200, renderAlreadyAppliedPage(posting, ctx));
      return sendOwnPage(reply, 200, renderThanksPage(posting, values.email, ctx));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const problems = problemOfRefusal(error.code, error.fields);
      if (problems) return this.formAgain(reply, error.status, posting, ctx, values, problems);
      // The vacancy stopped taking applications between the page and the post.
      if (error.status === 404) return sendOwnPage(reply, 410, renderGonePage(posting, [], ctx));
      throw error;
    }
  }

  /** A post the multipart parser refused: the posting's form again with one message on top, or the error page. */
  private async unreadable(request: FastifyRequest, reply: FastifyReply, origin: string, error: unknown): Promise<FastifyReply> {
    // The parser's own errors carry `statusCode`; a body it could not read is a DomainError (400).
    const status = error instanceof DomainError ? error.status : (error as { statusCode?: unknown } | null)?.statusCode;
    if (!(typeof status === 'number' && status >= 400 && status < 500)) throw error;
    const ctx = postedContext(request, origin);
    const id = parseId((request.params as { id?: string }).id);
    const found = id ? await this.queries.execute(new GetPostingPageQuery(id, ctx.lang)) : ({ kind: 'unknown' } as const);
    if (found.kind === 'unknown') return sendOwnPage(reply, 404, renderMessagePage('notFound', ctx));
    if (found.kind === 'gone') return sendOwnPage(reply, 410, renderGonePage(found.posting, found.others, ctx));
    return this.formAgain(reply, status, found.posting, ctx, undefined, {}, applyTexts(ctx.lang).unreadable);
  }

  /** The posting page with its form again: the values typed (never the file), a message per field or one on top. */
  private formAgain(
    reply: FastifyReply,
    status: number,
    posting: PostingView,
    ctx: PageContext,
    values: ApplyValues | undefined,
    problems: Partial<Record<ApplyField, ApplyProblem>>,
    formError?: string,
  ): FastifyReply {
    const t = applyTexts(ctx.lang);
    const form: ApplyFormState = {
      values: values && { name: values.name, lname: values.lname, email: values.email, phone: values.phone },
      consent: values?.consent ?? false,
      errors: Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t.problems[problem]])),
      ...(formError !== undefined ? { formError } : {}),
    };
    const jsonLd = jsonLdScript(jobPostingJsonLd(posting, ctx.origin));
    return sendOwnPage(reply, status, renderPostingPage(posting, ctx, jsonLd, form));
  }

  /** `GET /application/<token>`: the candidate's own page; an unknown token is 404 with nothing of anyone. */
  private async status(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<FastifyReply> {
    const token = (request.params as { token?: string }).token ?? '';
    const view = await this.queries.execute(new GetPublicApplicationQuery(token));
    const ctx: PageContext = { lang: this.statusLang(request, view), origin };
    if (!view) return sendOwnPage(reply, 404, renderLinkNotFoundPage(ctx));
    return sendOwnPage(reply, 200, renderStatusPage(view, token, ctx));
  }

  /**
   * `POST /application/<token>/withdraw`: without `confirm=yes` the confirmation page; with it the
   * withdrawal, then back to the status page (303, so a reload does not post again). Decided
   * already: the status page says so.
   */
  private async withdraw(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<FastifyReply> {
    const token = (request.params as { token?: string }).token ?? '';
    const view = await this.queries.execute(new GetPublicApplicationQuery(token));
    const ctx: PageContext = { lang: this.statusLang(request, view), origin };
    if (!view) return sendOwnPage(reply, 404, renderLinkNotFoundPage(ctx));
    const confirmed = ((request.body ?? {}) as Fields).confirm === 'yes';
    if (!confirmed && view.open) return sendOwnPage(reply, 200, renderWithdrawConfirmPage(view, token, ctx));
    try {
      if (view.open) await this.commands.execute(new WithdrawPublicApplicationCommand(token));
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'APPLICATION_CLOSED') throw error;
    }
    const now = await this.queries.execute(new GetPublicApplicationQuery(token));
    if (now && !now.withdrawnAt) return sendOwnPage(reply, 409, renderStatusPage(now, token, ctx, applyTexts(ctx.lang).alreadyDecided));
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('location', pathIn(statusPath(token), ctx.lang))
      .send('');
  }

  /** The status page speaks `?lang=` when asked, else the language the candidate applied in. */
  private statusLang(request: FastifyRequest, view: PublicApplicationView | null) {
    const query = ((request.query ?? {}) as Fields).lang;
    return pickLang(query ?? view?.lang, request.headers['accept-language']);
  }
}
