import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { Lang } from '../shared/i18n/lang.js';
import { DependencyUnavailableError, withinDeadline } from '../shared/redis/unavailable.js';
import { EMAIL_QUEUE, jobOptions, SMS_QUEUE, type NotificationJobData } from './queues.js';
import { channelOf, type TemplateName, type TemplateVars } from './templates.js';

export interface QueueNotification {
  /** Deterministic id (for example `${event.eventId}.confirm-email`). BullMQ forbids ':' in custom ids. */
  id: string;
  template: TemplateName;
  to: string;
  lang: Lang;
  vars?: TemplateVars;
}

/** Past this, queueing answers 503 (a late add still lands once: job ids are deterministic). */
const QUEUE_ADD_DEADLINE_MS = 3000;

@Injectable()
export class NotificationQueue {
  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly email: Queue<NotificationJobData>,
    @InjectQueue(SMS_QUEUE) private readonly sms: Queue<NotificationJobData>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A queue without an error listener prints every failed reconnect; a warning a minute is enough.
    const logger = new Logger('NotificationQueue');
    for (const queue of [email, sms]) {
      let lastWarning = 0;
      queue.on('error', (error: Error) => {
        if (Date.now() - lastWarning < 60_000) return;
        lastWarning = Date.now();
        logger.warn(`Queue ${queue.name}: ${error.message}`);
      });
    }
  }

  async send(message: QueueNotification): Promise<void> {
    if (message.id.includes(':')) throw new Error(`Notification id must not contain ':' (${message.id})`);
    const channel = channelOf(message.template);
    const queue = channel === 'email' ? this.email : this.sms;
    const data: NotificationJobData = { template: message.template, to: message.to, lang: message.lang, vars: message.vars ?? {} };
    // BullMQ's connection keeps an offline queue (its workers need one): refuse at once while it is
    // known to be down, and bound the wait otherwise.
    const client = await withinDeadline(queue.getBackend().client, QUEUE_ADD_DEADLINE_MS);
    if (client.status !== 'ready') throw new DependencyUnavailableError('Redis');
    await withinDeadline(queue.add(message.template, data, { ...jobOptions(channel, this.config.notificationBackoffMs), jobId: message.id }), QUEUE_ADD_DEADLINE_MS);
  }
}
