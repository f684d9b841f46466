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
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
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

export const notificationEntities = [DeliveryLogSchema, CapturedMessageSchema];
