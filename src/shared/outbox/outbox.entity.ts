import { defineEntity, p } from '@mikro-orm/core';

const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  properties: {
    /** Monotonic, so the relay dispatches in commit order within one producer. */
    id: p.bigint('number').primary().autoincrement(),
    eventId: p.uuid().unique(),
    type: p.string().length(200),
    payload: p.json<Record<string, unknown>>(),
    occurredAt: p.datetime(),
    availableAt: p.datetime(),
    dispatchedAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
  },
  // The relay only ever reads undelivered rows; keep that index small as the table grows.
  indexes: [
    {
      name: 'outbox_pending_idx',
      expression: 'create index "outbox_pending_idx" on "outbox" ("available_at", "id") where "dispatched_at" is null',
    },
  ],
});

export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);
export { OutboxMessageSchema };
