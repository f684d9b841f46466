/**
 * What other contexts may use from notifications: store a templated message in the caller's
 * transaction (`stage`, then `dispatch` after the commit: every message that carries a link or a
 * code), or queue one at once (`send`, from event handlers). Sending happens in the worker; the id
 * must be derived from the record or event that made the message, so nothing is queued twice.
 */
export { NotificationQueue, type QueueNotification, type StoreNotification, type StagedNotification } from './notification-queue.js';
export {
  templateVar,
  type TemplateCatalog,
  type TemplateName,
  type EmailTemplateName,
  type SmsTemplateName,
  type TemplateSet,
  type TemplateVars,
} from './templates.js';
export { EMAIL_QUEUE, SMS_QUEUE } from './queues.js';
export { DashboardAccess, type DashboardSessionCheck, type DashboardVerdict } from './queue-dashboard.auth.js';
