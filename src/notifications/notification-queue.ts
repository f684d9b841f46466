import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { Lang } from '../shared/i18n/lang.js';
import { DependencyUnavailableError, withinDeadline } from '../shared/redis/unavailable.js';
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
}

/** Past this, queueing answers 503 (a late add still lands once: job ids are deterministic). */
const QUEUE_ADD_DEADLINE_MS = 3000;

/**
 * Queues templated messages. The template's sensitive variables (links with tokens, codes) never
 * reach Redis in clear: they travel sealed with SECRETS_KEY, bound to the job id and recipient.
 */
@Injectable()
export class NotificationQueue {
  private readonly sealer: SealedVars;

  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly email: Queue<NotificationJobData>,
    @InjectQueue(SMS_QUEUE) private readonly sms: Queue<NotificationJobData>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sealer = new SealedVars(config.secretsKey);
    // Connection errors of both queues are logged once per outage by ObservedQueue (src/shared/redis).
  }

  async send(message: QueueNotification): Promise<void> {
    if (message.id.includes(':')) throw new Error(`Notification id must not contain ':' (${message.id})`);
    const channel = channelOf(message.template);
    const queue = channel === 'email' ? this.email : this.sms;
    const secret = new Set(sensitiveVars(message.template));
    const vars: TemplateVars = {};
    const hidden: TemplateVars = {};
    for (const [key, value] of Object.entries(message.vars ?? {})) (secret.has(key) ? hidden : vars)[key] = value;
    const data: NotificationJobData = { template: message.template, to: message.to, lang: message.lang, vars };
    if (Object.keys(hidden).length > 0) data.sealed = this.sealer.seal(hidden, SealedVars.binding(message.id, message.template, message.to));
    const options = jobOptions(channel, this.config.notificationBackoffMs, this.config.failedJobRetentionDays);
    // BullMQ's connection keeps an offline queue (its workers need one): refuse at once while it is
    // known to be down, and bound the wait otherwise.
    const client = await withinDeadline(queue.getBackend().client, QUEUE_ADD_DEADLINE_MS);
    if (client.status !== 'ready') throw new DependencyUnavailableError('Redis');
    await withinDeadline(queue.add(message.template, data, { ...options, jobId: message.id }), QUEUE_ADD_DEADLINE_MS);
  }
}
