import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { DeliveryLog } from './notification.entities.js';
import type { NotificationJobData } from './queues.js';
import { SealedVars } from './sealed-vars.js';
import { sensitiveVars, type TemplateVars } from './templates.js';

/**
 * The bookkeeping shared by both channels: one delivery-log row per job, updated on every attempt;
 * the sealed secrets opened only in memory for rendering and dropped from the job once the message
 * left or failed for good; one warning per finally failed job (its id, never its content).
 */
@Injectable()
export class Delivery {
  private readonly logger = new Logger('Delivery');
  private readonly sealer: SealedVars;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sealer = new SealedVars(config.secretsKey);
  }

  async run(channel: 'email' | 'sms', job: Job<NotificationJobData>, send: (vars: TemplateVars) => Promise<string>): Promise<{ providerId: string }> {
    const attempt = job.attemptsMade + 1;
    const maxAttempts = job.opts.attempts ?? 1;
    const jobId = String(job.id);
    try {
      const providerId = await send(this.vars(job));
      await this.log(jobId, channel, job.data, { status: 'sent', attempts: attempt, providerId, error: null });
      await this.dropSecret(job);
      return { providerId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = attempt >= maxAttempts || error instanceof UnrecoverableError;
      await this.log(jobId, channel, job.data, { status: final ? 'failed' : 'retrying', attempts: attempt, providerId: null, error: message.slice(0, 2000) }).catch(
        (logError: unknown) => this.logger.error({ err: logError }, 'Could not write the delivery log'),
      );
      if (final) {
        await this.dropSecret(job).catch((dropError: unknown) => this.logger.error({ err: dropError, jobId }, 'Could not drop the sealed secret of a failed job'));
        // Transport errors name hosts and SMTP replies, never the message: safe to log.
        this.logger.warn({ jobId, channel, template: job.data.template, attempts: attempt, error: message.slice(0, 500) }, 'Delivery failed for good');
      }
      throw error;
    }
  }

  /** Plain and opened secret variables; a job whose secret is gone cannot be sent any more. */
  private vars(job: Job<NotificationJobData>): TemplateVars {
    const { template, to, vars, sealed } = job.data;
    if (!sealed) {
      if (sensitiveVars(template).length > 0) throw new UnrecoverableError('The secret of this message is gone (sent or failed before): the person must ask for a new one');
      return vars;
    }
    return { ...vars, ...this.sealer.open(sealed, SealedVars.binding(String(job.id), template, to)) };
  }

  private async dropSecret(job: Job<NotificationJobData>): Promise<void> {
    if (job.data.sealed === undefined) return;
    const { sealed: _dropped, ...rest } = job.data;
    await job.updateData(rest);
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
