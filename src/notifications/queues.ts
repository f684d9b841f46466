import type { JobsOptions } from 'bullmq';
import type { Lang } from '../shared/i18n/lang.js';
import type { TemplateName, TemplateVars } from './templates.js';

export const EMAIL_QUEUE = 'email';
export const SMS_QUEUE = 'sms';

export interface NotificationJobData {
  template: TemplateName;
  to: string;
  lang: Lang;
  vars: TemplateVars;
}

const DAY = 24 * 3600;

/**
 * Completed jobs stay a day so a replayed event with the same job id is recognised and ignored
 * (their sensitive variables are redacted once sent); failed ones stay for an admin to retry.
 */
export function jobOptions(channel: 'email' | 'sms', backoffMs: number): JobsOptions {
  return {
    attempts: channel === 'email' ? 6 : 4,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: { age: DAY },
    removeOnFail: { age: 30 * DAY },
  };
}
