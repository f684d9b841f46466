import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { Lang } from '../shared/i18n/lang.js';
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

@Injectable()
export class NotificationQueue {
  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly email: Queue<NotificationJobData>,
    @InjectQueue(SMS_QUEUE) private readonly sms: Queue<NotificationJobData>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(message: QueueNotification): Promise<void> {
    if (message.id.includes(':')) throw new Error(`Notification id must not contain ':' (${message.id})`);
    const channel = channelOf(message.template);
    const queue = channel === 'email' ? this.email : this.sms;
    const data: NotificationJobData = { template: message.template, to: message.to, lang: message.lang, vars: message.vars ?? {} };
    await queue.add(message.template, data, { ...jobOptions(channel, this.config.notificationBackoffMs), jobId: message.id });
  }
}
