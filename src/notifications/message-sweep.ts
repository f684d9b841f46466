import { MikroORM } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { Lang } from '../shared/i18n/lang.js';
import { isDatabaseDown } from '../shared/database/database-unavailable.js';
import { isDependencyDown, withinDeadline } from '../shared/redis/unavailable.js';
import { NotificationQueue } from './notification-queue.js';
import { EMAIL_QUEUE, SMS_QUEUE, type NotificationJobData } from './queues.js';
import type { TemplateName, TemplateVars } from './templates.js';

interface DueRow {
  id: string;
  channel: 'email' | 'sms';
  template: TemplateName;
  recipient: string;
  lang: Lang;
  vars: TemplateVars;
  expires_at: Date;
}

const BATCH = 200;
const REDIS_DEADLINE_MS = 3000;
/** A pending message whose job is in its queue is looked at again this many sweeps later. */
const RECHECK_SWEEPS = 12;

/**
 * The durable half of stored messages (like the outbox relay for events): every few seconds it
 * queues each stored message that is not sent yet and whose job is not in its queue (queueing
 * failed after the commit, or Redis lost its data), and removes stored messages whose link or code
 * expired. Job ids are the row ids, so it never queues a message twice beside the fast path; rows
 * are claimed with SKIP LOCKED, so several workers share the work. Runs in the worker role.
 */
@Injectable()
export class MessageSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MessageSweep');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastWarning = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly notifications: NotificationQueue,
    @InjectQueue(EMAIL_QUEUE) private readonly email: Queue<NotificationJobData>,
    @InjectQueue(SMS_QUEUE) private readonly sms: Queue<NotificationJobData>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.notificationSweepMs);
    this.tick();
  }

  /** Before the ORM and the queues close (they close in the shutdown hooks). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private tick(): void {
    if (this.running || !this.timer) return;
    this.running = this.sweep()
      .then(({ queued, expired }) => {
        if (queued > 0 || expired > 0) this.logger.log({ queued, expired }, 'Stored messages: queued the missing, removed the expired');
      })
      .catch((error: unknown) => {
        // PostgreSQL or Redis away: the next sweep tries again, and the connection-state log has
        // already said so in one line (connection-state.ts). Anything else: once a minute.
        if (isDatabaseDown(error) || isDependencyDown(error)) return;
        if (Date.now() - this.lastWarning < 60_000) return;
        this.lastWarning = Date.now();
        this.logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'Stored messages sweep failed; trying again');
      })
      .finally(() => {
        this.running = undefined;
      });
  }

  /** One pass; public for tests that drive it. */
  async sweep(): Promise<{ queued: number; expired: number }> {
    const em = this.orm.em.fork();
    const removed = await em
      .getConnection()
      .execute<{ id: string }[]>('delete from notification_message where expires_at <= now() returning id');
    let queued = 0;
    const recheckMs = this.config.notificationSweepMs * RECHECK_SWEEPS;
    // Redis is asked inside the transaction: when it fails, the rows stay due for the next sweep.
    // A row that expired since the delete above (committed in between, on a loaded machine) is not
    // queued: the next pass deletes it (a CI run queued one, and its job failed as expired).
    await em.transactional(async (tx) => {
      const rows = await tx.execute<DueRow[]>(
        `update notification_message m set next_check_at = now() + (? || ' milliseconds')::interval
         from (select id from notification_message where status = 'pending' and next_check_at <= now() and expires_at > now()
               order by next_check_at limit ${BATCH} for update skip locked) due
         where m.id = due.id
         returning m.id, m.channel, m.template, m.recipient, m.lang, m.vars, m.expires_at`,
        [String(recheckMs)],
      );
      for (const row of rows) {
        const queue = row.channel === 'sms' ? this.sms : this.email;
        if (await withinDeadline(queue.getJob(row.id), REDIS_DEADLINE_MS)) continue;
        const data: NotificationJobData = {
          template: row.template,
          to: row.recipient,
          lang: row.lang,
          vars: row.vars,
          stored: true,
          expiresAt: new Date(row.expires_at).toISOString(),
        };
        await withinDeadline(queue.add(row.template, data, { ...this.notifications.options(), jobId: row.id }), REDIS_DEADLINE_MS);
        queued += 1;
      }
    });
    return { queued, expired: removed.length };
  }
}
