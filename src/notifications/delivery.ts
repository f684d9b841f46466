import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DeliveryLog } from './notification.entities.js';
import type { NotificationJobData } from './queues.js';
import { sensitiveVars } from './templates.js';

/**
 * The bookkeeping shared by both channels: one delivery-log row per job, updated on every attempt,
 * and redaction of one-time codes and token links from the job once the message left.
 */
@Injectable()
export class Delivery {
  private readonly logger = new Logger('Delivery');
  constructor(private readonly orm: MikroORM) {}

  async run(channel: 'email' | 'sms', job: Job<NotificationJobData>, send: () => Promise<string>): Promise<{ providerId: string }> {
    const attempt = job.attemptsMade + 1;
    const maxAttempts = job.opts.attempts ?? 1;
    const jobId = String(job.id);
    try {
      const providerId = await send();
      await this.log(jobId, channel, job.data, { status: 'sent', attempts: attempt, providerId, error: null });
      const secret = sensitiveVars(job.data.template);
      if (secret.length > 0) {
        const vars = { ...job.data.vars };
        for (const key of secret) if (key in vars) vars[key] = '[redacted]';
        await job.updateData({ ...job.data, vars });
      }
      return { providerId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = attempt >= maxAttempts ? 'failed' : 'retrying';
      await this.log(jobId, channel, job.data, { status, attempts: attempt, providerId: null, error: message.slice(0, 2000) }).catch((logError: unknown) =>
        this.logger.error({ err: logError }, 'Could not write the delivery log'),
      );
      throw error;
    }
  }

  private async log(
    jobId: string,
    channel: 'email' | 'sms',
    data: NotificationJobData,
    outcome: { status: string; attempts: number; providerId: string | null; error: string | null },
  ): Promise<void> {
    const em = this.orm.em.fork();
    await em.upsert(
      DeliveryLog,
      { jobId, channel, recipient: data.to, template: data.template, lang: data.lang, ...outcome, updatedAt: new Date() },
      { onConflictFields: ['jobId'], onConflictExcludeFields: ['createdAt'] },
    );
  }
}
