import { defineEntity, p } from '@mikro-orm/core';

/**
 * Which handler already processed which event: written in the same transaction as the handler's
 * own work, so a redelivered event (the relay crashed before marking it, or another handler of the
 * same event failed) skips every handler that already committed. The key is the pair, not the
 * event: handlers of one event succeed and fail independently.
 */
const InboxEntrySchema = defineEntity({
  name: 'InboxEntry',
  tableName: 'outbox_inbox',
  properties: {
    eventId: p.uuid().primary(),
    handler: p.string().length(200).primary(),
    processedAt: p.datetime(),
  },
});

export class InboxEntry extends InboxEntrySchema.class {}
InboxEntrySchema.setClass(InboxEntry);
export { InboxEntrySchema };
