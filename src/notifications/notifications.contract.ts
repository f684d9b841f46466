/**
 * What other contexts may use from notifications: queue a templated message. Sending happens in the
 * worker; the job id must be derived from the triggering event so a replayed event queues nothing twice.
 */
export { NotificationQueue, type QueueNotification } from './notification-queue.js';
export { templateVar, type TemplateCatalog, type TemplateName, type EmailTemplateName, type SmsTemplateName, type TemplateSet, type TemplateVars } from './templates.js';
export { EMAIL_QUEUE, SMS_QUEUE } from './queues.js';
export { DashboardAccess, type DashboardSessionCheck, type DashboardVerdict } from './queue-dashboard.auth.js';
