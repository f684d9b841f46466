import type { BackoffStrategy, JobsOptions } from 'bullmq';
import type { Lang } from '../shared/i18n/lang.js';
import type { TemplateName, TemplateVars } from './templates.js';

export const EMAIL_QUEUE = 'email';
export const SMS_QUEUE = 'sms';
/** E-mails one worker process sends at once (and SMTP connections its pool keeps open). */
export const EMAIL_CONCURRENCY = 5;

/** What a job's run recorded right after the transport accepted the message (see Delivery). */
export interface SentMark {
  at: string;
  providerId: string;
  /** The development capture (a bookkeeping step after the send) is written too. */
  captured?: boolean;
}

export interface NotificationJobData {
  template: TemplateName;
  to: string;
  lang: Lang;
  /** Variables that are no secret (shown in the dashboard). */
  vars: TemplateVars;
  /**
   * The message lives in PostgreSQL (`notification_message`, written by the transaction that made
   * it): the run reads its variables, secret ones sealed, from there. Every secret-bearing message
   * is stored; the job itself never holds a secret, not even sealed.
   */
  stored?: true;
  /** When a stored message's link or code stops working (ISO): past it, nothing is sent. */
  expiresAt?: string;
  /** Set the moment the transport accepted it: every later attempt only finishes the bookkeeping. */
  sent?: SentMark;
}

const DAY = 24 * 3600;
/** Retries of a provider outage come at least this often, however long it lasts. */
export const MAX_RETRY_DELAY_MS = 5 * 60_000;
/** The job's backoff type; the processors' `backoffStrategy` implements it. */
export const NOTIFICATION_BACKOFF = 'capped-exponential';

/** Delay before the retry that follows the `attemptsMade`-th failure: first, doubled, at most 5 minutes. */
export function retryDelayMs(attemptsMade: number, firstDelayMs: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, Math.round(firstDelayMs * 2 ** Math.max(0, attemptsMade - 1)));
}

/** The fewest attempts whose waits in between add up to the window (a provider down that long loses nothing). */
export function attemptsFor(windowMs: number, firstDelayMs: number): number {
  let attempts = 1;
  let waited = 0;
  while (waited < windowMs) {
    waited += retryDelayMs(attempts, firstDelayMs);
    attempts += 1;
  }
  return attempts;
}

/** The processors' strategy for NOTIFICATION_BACKOFF (each job carries its first delay). */
export const notificationBackoff: BackoffStrategy = (attemptsMade, _type, _error, job) => {
  const backoff = job?.opts.backoff;
  return retryDelayMs(attemptsMade, typeof backoff === 'object' && backoff.delay ? backoff.delay : 1000);
};

/**
 * Completed jobs stay a day so a replayed event with the same job id is recognised and ignored;
 * failed ones stay `failedDays` for an admin to look at and retry. Attempts come from the retry
 * window: with the 2 s first delay, a 30-minute window makes 14 attempts (the last waits 5 min).
 */
export function jobOptions(settings: { backoffMs: number; retryWindowMinutes: number; failedDays: number }): JobsOptions {
  return {
    attempts: attemptsFor(settings.retryWindowMinutes * 60_000, settings.backoffMs),
    backoff: { type: NOTIFICATION_BACKOFF, delay: settings.backoffMs },
    removeOnComplete: { age: DAY },
    removeOnFail: { age: Math.max(1, Math.round(settings.failedDays * DAY)) },
  };
}
