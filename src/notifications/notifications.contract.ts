/**
 * What other contexts may use from notifications: queue a templated message. Sending happens in the
 * worker; the job id must be derived from the triggering event so a replayed event queues nothing twice.
 */
export { NotificationQueue, type QueueNotification } from './notification-queue.js';
export type { TemplateName, EmailTemplateName, SmsTemplateName, TemplateVars } from './templates.js';
export { EMAIL_QUEUE, SMS_QUEUE } from './queues.js';
