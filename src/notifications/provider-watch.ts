import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { EMAIL_QUEUE, SMS_QUEUE, type NotificationJobData } from './queues.js';

const PROVIDER = { email: 'E-mail (SMTP)', sms: 'SMS' } as const;

/**
 * Tells an operator when a provider starts refusing and when it is back: one warning at the first
 * failed send (with how many messages wait in its queue), one line when a send succeeds again;
 * nothing per retried message in between. Per worker process.
 */
@Injectable()
export class ProviderWatch {
  private readonly logger = new Logger('Delivery');
  private readonly failingSince = new Map<'email' | 'sms', number>();

  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly email: Queue<NotificationJobData>,
    @InjectQueue(SMS_QUEUE) private readonly sms: Queue<NotificationJobData>,
  ) {}

  failed(channel: 'email' | 'sms', error: unknown): void {
    if (this.failingSince.has(channel)) return;
    this.failingSince.set(channel, Date.now());
    // Transport errors name hosts and SMTP replies, never a message's content: safe to log.
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    void this.backlog(channel).then((backlog) =>
      this.logger.warn({ channel, ...backlog, error: reason }, `${PROVIDER[channel]} provider is failing: messages wait and are retried`),
    );
  }

  succeeded(channel: 'email' | 'sms'): void {
    const since = this.failingSince.get(channel);
    if (since === undefined) return;
    this.failingSince.delete(channel);
    const seconds = Math.round((Date.now() - since) / 1000);
    void this.backlog(channel).then((backlog) =>
      this.logger.log({ channel, ...backlog, failingSeconds: seconds }, `${PROVIDER[channel]} provider recovered after ${seconds} s`),
    );
  }

  /** Waiting, active and delayed (awaiting a retry) jobs; unknown when Redis does not answer. */
  private async backlog(channel: 'email' | 'sms'): Promise<{ waiting?: number; active?: number; delayed?: number }> {
    const queue = channel === 'email' ? this.email : this.sms;
    try {
      const [waiting, active, delayed] = await Promise.all([queue.getWaitingCount(), queue.getActiveCount(), queue.getDelayedCount()]);
      return { waiting, active, delayed };
    } catch {
      return {};
    }
  }
}
