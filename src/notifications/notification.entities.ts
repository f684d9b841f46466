import { defineEntity, p } from '@mikro-orm/core';

const DeliveryLogSchema = defineEntity({
  name: 'DeliveryLog',
  tableName: 'notification_delivery',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** BullMQ job id: one row per job, updated on every attempt. */
    jobId: p.string().length(200).unique(),
    channel: p.string().length(10),
    recipient: p.string().length(320).index(),
    template: p.string().length(100),
    lang: p.string().length(5),
    /** queued, retrying, sent, failed */
    status: p.string().length(20),
    attempts: p.integer().default(0),
    providerId: p.string().length(200).nullable(),
    /** Transport errors only; message bodies (and so one-time codes) are never stored here. */
    error: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class DeliveryLog extends DeliveryLogSchema.class {}
DeliveryLogSchema.setClass(DeliveryLog);

/** Development capture of sent messages (GET /api/v2/dev/messages). Never written in production. */
const CapturedMessageSchema = defineEntity({
  name: 'CapturedMessage',
  tableName: 'dev_captured_message',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    channel: p.string().length(10),
    to: p.string().length(320),
    /** Lower-cased e-mail, or the last ten digits of a phone: what lookups match on. */
    toKey: p.string().length(320).index(),
    subject: p.string().length(500).nullable(),
    text: p.text(),
    html: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class CapturedMessage extends CapturedMessageSchema.class {}
CapturedMessageSchema.setClass(CapturedMessage);

/**
 * A message written by the transaction that made its link, code or reason (an account, a reset, a
 * membership ...), so it is sent whatever happens to Redis after the commit: the worker's sweep
 * queues every row that is not in its queue. The secret variables are sealed with SECRETS_KEY,
 * never stored in clear. The row goes once the message is sent or its link or code expired; a
 * message that failed for good keeps it, so an operator's retry from the dashboard still sends it.
 */
const StoredMessageSchema = defineEntity({
  name: 'StoredMessage',
  tableName: 'notification_message',
  properties: {
    /** The job id (deterministic, from the record that made the message). */
    id: p.string().length(200).primary(),
    channel: p.string().length(10),
    template: p.string().length(100),
    recipient: p.string().length(320),
    lang: p.string().length(5),
    vars: p.json<Record<string, string | number>>(),
    /** SealedVars of the template's secret variables (bound to id, template and recipient); null when it has none. */
    sealed: p.text().nullable(),
    /** pending (not sent yet), failed (failed for good: waits for an operator's retry until it expires) */
    status: p.string().length(20),
    expiresAt: p.datetime(),
    /** When the sweep next makes sure its job is in the queue. */
    nextCheckAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    {
      name: 'notification_message_due_idx',
      expression: `create index "notification_message_due_idx" on "notification_message" ("next_check_at") where "status" = 'pending'`,
    },
    { name: 'notification_message_expires_idx', properties: ['expiresAt'] },
  ],
});
export class StoredMessage extends StoredMessageSchema.class {}
StoredMessageSchema.setClass(StoredMessage);

export const notificationEntities = [DeliveryLogSchema, CapturedMessageSchema, StoredMessageSchema];
