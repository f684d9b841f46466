import type { JobsOptions } from 'bullmq';
import type { Lang } from '../shared/i18n/lang.js';
import type { TemplateName, TemplateVars } from './templates.js';

export const EMAIL_QUEUE = 'email';
export const SMS_QUEUE = 'sms';

export interface NotificationJobData {
  template: TemplateName;
  to: string;
  lang: Lang;
  /** Variables that are no secret. */
  vars: TemplateVars;
  /** The template's secret variables, sealed (SealedVars); dropped once sent or failed for good. */
  sealed?: string;
}

const DAY = 24 * 3600;

/**
 * Completed jobs stay a day so a replayed event with the same job id is recognised and ignored
 * (their sealed secrets are dropped once sent); failed ones stay `failedDays` for an admin to look
 * at and retry (a message whose secret was dropped fails again at once: the person asks anew).
 */
export function jobOptions(channel: 'email' | 'sms', backoffMs: number, failedDays: number): JobsOptions {
  return {
    attempts: channel === 'email' ? 6 : 4,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: { age: DAY },
    removeOnFail: { age: Math.max(1, Math.round(failedDays * DAY)) },
  };
}
