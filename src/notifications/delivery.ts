import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { Metrics } from '../shared/metrics/metrics.js';
import { DeliveryLog, StoredMessage } from './notification.entities.js';
import { ProviderWatch } from './provider-watch.js';
import type { NotificationJobData, SentMark } from './queues.js';
import { SealedVars } from './sealed-vars.js';
import { sensitiveVars, type TemplateVars } from './templates.js';

/** What a processor gives Delivery: its channel's transport, and the development capture beside it. */
export interface MessageTransport {
  /** Sends the message; `captured` when the development copy was written by it (capture-only setups, or capture off). */
  send(vars: TemplateVars): Promise<{ providerId: string; captured: boolean }>;
  /** Writes the development copy of a message a real transport sent. */
  capture(vars: TemplateVars): Promise<void>;
}

type Outcome = { status: 'retrying' | 'sent' | 'failed' | 'expired'; attempts: number; providerId: string | null; error: string | null };

/**
 * One run of an e-mail or SMS job, exactly once where it can be: the moment the transport accepted
 * the message, the job records it (`sent`, in Redis, where every later attempt looks first; in the
 * stored row as well when Redis refuses). Whatever fails after that (the delivery log, the
 * development capture, removing the stored copy: PostgreSQL restarting) is retried by the next
 * attempts without sending again.
 *
 * A stored message (every secret-bearing one) is read from `notification_message` at send time,
 * its secret opened only in memory. The row goes once the message is sent or its link or code
 * expired; a message that failed for good keeps it, so an operator's retry from the dashboard
 * sends it while its link or code is still valid.
 */
@Injectable()
export class Delivery {
  private readonly logger = new Logger('Delivery');
  private readonly sealer: SealedVars;

  constructor(
    private readonly orm: MikroORM,
    private readonly providers: ProviderWatch,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.sealer = new SealedVars(config.secretsKey);
  }

  async run(channel: 'email' | 'sms', job: Job<NotificationJobData>, transport: MessageTransport): Promise<{ providerId: string }> {
    const attempt = job.attemptsMade + 1;
    const final = attempt >= (job.opts.attempts ?? 1);
    let mark = job.data.sent;
    const markedBefore = mark !== undefined;
    let vars: TemplateVars | undefined;
    try {
      if (!mark) {
        const content = await this.content(job);
        if (content.sentBefore) mark = content.sentBefore;
        else {
          vars = content.vars;
          mark = await this.send(channel, transport, vars);
          await this.markSent(job, mark);
        }
      }
      await this.finish(channel, job, mark, attempt, transport, vars);
      return { providerId: mark.providerId };
    } catch (error) {
      await this.failed(channel, job, {
        error,
        attempt,
        final: final || error instanceof UnrecoverableError,
        sent: mark !== undefined,
        markedBefore,
      });
      throw error;
    }
  }

  private async send(channel: 'email' | 'sms', transport: MessageTransport, vars: TemplateVars): Promise<SentMark> {
    let result: { providerId: string; captured: boolean };
    try {
      result = await transport.send(vars);
    } catch (error) {
      if (!(error instanceof UnrecoverableError)) this.providers.failed(channel, error);
      throw error;
    }
    this.providers.succeeded(channel);
    this.metrics?.messagesSent.labels(channel).inc();
    return { at: new Date().toISOString(), providerId: result.providerId, captured: result.captured };
  }

  /**
   * Records the send before anything else can fail. Never throws: a failure here must not make
   * BullMQ retry the send. Redis first (the job itself); the stored row when Redis refused.
   */
  private async markSent(job: Job<NotificationJobData>, mark: SentMark): Promise<void> {
    // A job queued before messages were stored carried its secret sealed in the job: it goes now.
    const { sealed: _legacy, ...data } = job.data as NotificationJobData & { sealed?: string };
    try {
      await job.updateData({ ...data, sent: mark });
      return;
    } catch (error) {
      this.logger.error({ err: error, jobId: job.id }, 'Could not mark a sent message in its job; marking its stored row');
    }
    if (!job.data.stored) return;
    await this.orm.em
      .fork()
      .nativeUpdate(StoredMessage, { id: String(job.id) }, { status: 'sent' })
      .catch((error: unknown) =>
        this.logger.error({ err: error, jobId: job.id }, 'Could not mark a sent message anywhere: a retry may send it again'),
      );
  }

  /** The bookkeeping after a send; every step may run again on a later attempt. */
  private async finish(
    channel: 'email' | 'sms',
    job: Job<NotificationJobData>,
    mark: SentMark,
    attempt: number,
    transport: MessageTransport,
    vars: TemplateVars | undefined,
  ): Promise<void> {
    const jobId = String(job.id);
    if (!mark.captured) {
      // Rendered again from the stored row on a later attempt (it stays until the end of this).
      const content = vars ? { vars } : await this.content(job).catch(() => ({ vars: undefined }));
      if (content.vars) await transport.capture(content.vars);
      mark = { ...mark, captured: true };
      await job.updateData({ ...job.data, sent: mark });
    }
    await this.log(jobId, channel, job.data, { status: 'sent', attempts: attempt, providerId: mark.providerId, error: null });
    if (job.data.stored) await this.orm.em.fork().nativeDelete(StoredMessage, { id: jobId });
  }

  private async failed(
    channel: 'email' | 'sms',
    job: Job<NotificationJobData>,
    input: { error: unknown; attempt: number; final: boolean; sent: boolean; markedBefore: boolean },
  ): Promise<void> {
    const jobId = String(job.id);
    const message = (input.error instanceof Error ? input.error.message : String(input.error)).slice(0, 2000);
    if (input.sent) {
      // Sent already: only the bookkeeping is retried. Said when it first fails and at the end.
      if (!input.markedBefore || input.final)
        this.logger.warn(
          { jobId, channel, attempts: input.attempt, final: input.final, error: message.slice(0, 500) },
          'Sent, but its bookkeeping failed: retrying the bookkeeping, not the send',
        );
      return;
    }
    const expired = input.error instanceof ExpiredMessageError;
    const status = expired ? 'expired' : input.final ? 'failed' : 'retrying';
    await this.log(jobId, channel, job.data, { status, attempts: input.attempt, providerId: null, error: message }).catch(
      (logError: unknown) => this.logger.error({ err: logError }, 'Could not write the delivery log'),
    );
    if (expired) this.logger.log({ jobId, channel, template: job.data.template }, 'Not sent: its link or code expired first');
    if (!input.final || expired) return;
    this.metrics?.messagesFailed.labels(channel).inc();
    // The stored copy stays for an operator's retry (until it expires); the sweep leaves it alone.
    if (job.data.stored) {
      await this.orm.em
        .fork()
        .nativeUpdate(StoredMessage, { id: jobId, status: 'pending' }, { status: 'failed' })
        .catch((error: unknown) => this.logger.error({ err: error, jobId }, 'Could not mark a stored message failed'));
    }
    // Transport errors name hosts and SMTP replies, never the message: safe to log.
    this.logger.warn(
      { jobId, channel, template: job.data.template, attempts: input.attempt, error: message.slice(0, 500) },
      'Delivery failed for good',
    );
  }

  /** The message's variables, secret ones opened in memory; or the mark of a send recorded in the row. */
  private async content(
    job: Job<NotificationJobData>,
  ): Promise<{ vars: TemplateVars; sentBefore?: undefined } | { vars?: undefined; sentBefore: SentMark }> {
    const { template, to, vars } = job.data;
    const jobId = String(job.id);
    const binding = SealedVars.binding(jobId, template, to);
    if (!job.data.stored) {
      const legacy = (job.data as NotificationJobData & { sealed?: string }).sealed;
      if (legacy) return { vars: { ...vars, ...this.sealer.open(legacy, binding) } };
      if (sensitiveVars(template).length > 0)
        throw new UnrecoverableError('The secret of this message is gone: the person must ask for a new one');
      return { vars };
    }
    const em = this.orm.em.fork();
    const row = await em.findOne(StoredMessage, { id: jobId });
    const expiresAt = job.data.expiresAt ? new Date(job.data.expiresAt) : undefined;
    if (!row) {
      if (expiresAt && expiresAt <= new Date()) throw new ExpiredMessageError();
      throw new UnrecoverableError('This message is no longer stored (sent before, or expired): the person must ask for a new one');
    }
    if (row.status === 'sent') return { sentBefore: { at: new Date().toISOString(), providerId: '', captured: true } };
    if (row.expiresAt <= new Date()) {
      await em.nativeDelete(StoredMessage, { id: jobId });
      throw new ExpiredMessageError();
    }
    // Opened with the job's template and recipient: a job altered in Redis cannot redirect a secret.
    return { vars: { ...row.vars, ...(row.sealed ? this.sealer.open(row.sealed, binding) : {}) } };
  }

  private async log(jobId: string, channel: 'email' | 'sms', data: NotificationJobData, outcome: Outcome): Promise<void> {
    const em = this.orm.em.fork();
    await em.upsert(
      DeliveryLog,
      { jobId, channel, recipient: data.to, template: data.template, lang: data.lang, ...outcome, updatedAt: new Date() },
      { onConflictFields: ['jobId'], onConflictExcludeFields: ['createdAt'] },
    );
  }
}

/** Its link or code no longer works: nothing is sent, and retrying cannot change that. */
export class ExpiredMessageError extends UnrecoverableError {
  constructor() {
    super('The link or code of this message expired before it could be sent: the person must ask for a new one');
    this.name = 'ExpiredMessageError';
  }
}
