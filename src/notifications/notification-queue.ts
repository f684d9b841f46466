import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { Lang } from '../shared/i18n/lang.js';
import { DependencyUnavailableError, withinDeadline } from '../shared/redis/unavailable.js';
import { DeliveryLog, StoredMessage } from './notification.entities.js';
import { EMAIL_QUEUE, jobOptions, SMS_QUEUE, type NotificationJobData } from './queues.js';
import { SealedVars } from './sealed-vars.js';
import { channelOf, sensitiveVars, type TemplateName, type TemplateVars } from './templates.js';

export interface QueueNotification {
  /** Deterministic id (for example `${event.eventId}.confirm-email`). BullMQ forbids ':' in custom ids. */
  id: string;
  template: TemplateName;
  to: string;
  lang: Lang;
  vars?: TemplateVars;
  /** Not sent before this moment (a letter put off to the next morning): the job waits in the queue, delayed. */
  notBefore?: Date;
}

export interface StoreNotification extends QueueNotification {
  /**
   * When its link or code stops working: past it the message is not sent and its sealed copy goes.
   * Required for a template with secret variables; a notice without one is kept a day.
   */
  expiresAt?: Date;
}

/** A message written in the caller's transaction, to be queued once that transaction committed. */
export interface StagedNotification {
  readonly id: string;
  readonly channel: 'email' | 'sms';
  readonly data: NotificationJobData;
}

/** Past this, queueing answers 503 (a late add still lands once: job ids are deterministic). */
const QUEUE_ADD_DEADLINE_MS = 3000;
const NOTICE_KEEP_MS = 24 * 3600_000;

/** How long a withdrawn job that was being sent is waited for, to remove it once sent. */
const REMOVE_LOCKED_FOR_MS = 120_000;

/**
 * Queues templated messages. Two ways in:
 * - `stage(em, message)` inside the transaction that made the message's link, code or reason, then
 *   `dispatch(staged)` after the commit: the message is stored in PostgreSQL by that transaction
 *   (its secret variables sealed with SECRETS_KEY), so it is sent whatever happens to Redis after
 *   the commit (the worker's sweep queues what the fast path could not). Every secret-bearing
 *   message takes this way.
 * - `send(message)`: straight to the queue, for event handlers (the outbox redelivers their event
 *   when queueing fails). A template with secret variables is staged first here too (`stageOnce`),
 *   then queued as `dispatch` would, but failing when the queue cannot take it.
 */
@Injectable()
export class NotificationQueue {
  private readonly logger = new Logger('NotificationQueue');
  private readonly sealer: SealedVars;
  /** Fast-path failures since the last warning: a Redis outage is one warning a minute, not one per request. */
  private deferred = 0;
  private lastDeferWarning = 0;

  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly email: Queue<NotificationJobData>,
    @InjectQueue(SMS_QUEUE) private readonly sms: Queue<NotificationJobData>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orm: MikroORM,
  ) {
    this.sealer = new SealedVars(config.secretsKey);
    // Connection errors of both queues are logged once per outage by ObservedQueue (src/shared/redis).
  }

  /**
   * Stores the message with the caller's pending changes (persisted by its flush or transaction);
   * queue it with `dispatch` after the commit. Nothing is stored or queued when the caller rolls back.
   */
  stage(em: EntityManager, message: StoreNotification): StagedNotification {
    if (message.id.includes(':')) throw new Error(`Notification id must not contain ':' (${message.id})`);
    const channel = channelOf(message.template);
    const secret = new Set(sensitiveVars(message.template));
    if (secret.size > 0 && !message.expiresAt) throw new Error(`A message of ${message.template} carries a secret: say when it expires`);
    const vars: TemplateVars = {};
    const hidden: TemplateVars = {};
    for (const [key, value] of Object.entries(message.vars ?? {})) (secret.has(key) ? hidden : vars)[key] = value;
    const now = Date.now();
    const expiresAt = message.expiresAt ?? new Date(now + NOTICE_KEEP_MS);
    em.create(StoredMessage, {
      id: message.id,
      channel,
      template: message.template,
      recipient: message.to,
      lang: message.lang,
      vars,
      sealed:
        Object.keys(hidden).length > 0 ? this.sealer.seal(hidden, SealedVars.binding(message.id, message.template, message.to)) : null,
      status: 'pending',
      expiresAt,
      // The fast path normally queues it well before; the sweep looks only after this.
      nextCheckAt: new Date(now + this.config.notificationSweepMs),
      createdAt: new Date(now),
    });
    const data: NotificationJobData = {
      template: message.template,
      to: message.to,
      lang: message.lang,
      vars,
      stored: true,
      expiresAt: expiresAt.toISOString(),
    };
    return { id: message.id, channel, data };
  }

  /**
   * Queues staged messages after their commit. Never fails the caller: what cannot be queued now
   * is stored, and the worker's sweep queues it within seconds of Redis being back.
   */
  async dispatch(...staged: StagedNotification[]): Promise<void> {
    for (const message of staged) {
      try {
        await this.add(message);
      } catch (error) {
        this.deferred += 1;
        if (Date.now() - this.lastDeferWarning < 60_000) continue;
        this.lastDeferWarning = Date.now();
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.warn({ deferred: this.deferred, reason }, 'Could not queue stored messages now: the sweep will queue them');
        this.deferred = 0;
      }
    }
  }

  /**
   * The work of `stage` and of the flush that writes it, for a message that must not go out: a reset
   * asked for an e-mail with no account seals, writes and commits as one for an account does, so
   * its answer takes as long (ASVS 5.0 6.3.8). The row is deleted again in the caller's transaction.
   */
  async rehearse(em: EntityManager, message: StoreNotification): Promise<StagedNotification> {
    const staged = this.stage(em, message);
    await em.flush();
    await em.nativeDelete(StoredMessage, { id: staged.id });
    return staged;
  }

  /** The queue round trip of `dispatch` for a rehearsed message, adding nothing; never fails the caller either. */
  async rehearseDispatch({ id, channel }: StagedNotification): Promise<void> {
    const queue = channel === 'email' ? this.email : this.sms;
    try {
      const client = await withinDeadline(queue.getBackend().client, QUEUE_ADD_DEADLINE_MS);
      if (client.status !== 'ready') return;
      await withinDeadline(queue.getJobState(id), QUEUE_ADD_DEADLINE_MS);
    } catch {
      // Nothing was to be queued: an unreachable Redis only makes this answer quicker, as it does a real dispatch's.
    }
  }

  /**
   * Queues at once and throws (503 for a request) when the queue cannot take it, so the outbox
   * redelivers the event; that is all that sets it apart from `dispatch`, which never fails. A
   * message with secret variables is `stage`d first, in a transaction of its own: no secret ever
   * travels in a job in clear, whichever way in.
   */
  async send(message: StoreNotification): Promise<void> {
    const secret = sensitiveVars(message.template).length > 0;
    const delay = message.notBefore ? Math.max(0, message.notBefore.getTime() - Date.now()) : 0;
    await this.add(
      secret
        ? await this.stageOnce(message)
        : {
            id: message.id,
            channel: channelOf(message.template),
            data: { template: message.template, to: message.to, lang: message.lang, vars: message.vars ?? {} },
          },
      delay,
    );
  }

  /**
   * Forgets e-mails that must neither go nor be kept (a candidate's letters once the candidate is
   * erased): their jobs leave the queue whatever their state (a delayed one is never sent, a sent one
   * no longer holds the text in Redis), a stored copy goes and the delivery log keeps no address,
   * both in the caller's transaction. A job being sent this very moment is locked: it goes out, and
   * leaves the queue once its send ended (`removeOnceSent`, in the background: the caller does not
   * wait on an SMTP server). Throws when the queue cannot be reached, so the caller's transaction
   * does not commit.
   */
  async withdrawEmails(em: EntityManager, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const client = await withinDeadline(this.email.getBackend().client, QUEUE_ADD_DEADLINE_MS);
    if (client.status !== 'ready') throw new DependencyUnavailableError('Redis');
    const sending: string[] = [];
    for (const id of ids) {
      if ((await withinDeadline(this.email.remove(id), QUEUE_ADD_DEADLINE_MS)) === 0) sending.push(id);
    }
    await em.nativeUpdate(DeliveryLog, { jobId: { $in: [...ids] } }, { recipient: '***' });
    await em.nativeDelete(StoredMessage, { id: { $in: [...ids] } });
    if (sending.length > 0) void this.removeOnceSent(sending);
  }

  /** Removes jobs that were locked (being sent) as they were withdrawn, once unlocked; tries for two minutes. */
  private async removeOnceSent(ids: readonly string[]): Promise<void> {
    let left = [...ids];
    for (const until = Date.now() + REMOVE_LOCKED_FOR_MS; left.length > 0 && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 200).unref());
      const still: string[] = [];
      for (const id of left)
        if ((await this.email.remove(id).catch(() => 0)) === 0 && (await this.email.getJob(id).catch(() => null))) still.push(id);
      left = still;
    }
    if (left.length > 0)
      this.logger.warn({ jobs: left.length }, 'Withdrawn e-mails still locked after two minutes: left to their own expiry');
  }

  /** `stage` committed on its own; a message an earlier call stored under the same id is that one. */
  private async stageOnce(message: StoreNotification): Promise<StagedNotification> {
    const em = this.orm.em.fork();
    // An event handler's secret-bearing message without its own expiry is kept as a notice is.
    const staged = this.stage(em, { ...message, expiresAt: message.expiresAt ?? new Date(Date.now() + NOTICE_KEEP_MS) });
    try {
      await em.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return staged;
  }

  private async add({ id, channel, data }: StagedNotification, delay = 0): Promise<void> {
    if (id.includes(':')) throw new Error(`Notification id must not contain ':' (${id})`);
    const queue = channel === 'email' ? this.email : this.sms;
    // BullMQ's connection keeps an offline queue (its workers need one): refuse at once while it is
    // known to be down, and bound the wait otherwise.
    const client = await withinDeadline(queue.getBackend().client, QUEUE_ADD_DEADLINE_MS);
    if (client.status !== 'ready') throw new DependencyUnavailableError('Redis');
    await withinDeadline(
      queue.add(data.template, data, { ...this.options(), jobId: id, ...(delay > 0 ? { delay } : {}) }),
      QUEUE_ADD_DEADLINE_MS,
    );
  }

  options(): ReturnType<typeof jobOptions> {
    return jobOptions({
      backoffMs: this.config.notificationBackoffMs,
      retryWindowMinutes: this.config.notificationRetryWindowMinutes,
      failedDays: this.config.failedJobRetentionDays,
    });
  }
}
