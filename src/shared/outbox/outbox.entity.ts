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
    /**
     * `<entity name>:<primary key>` of the aggregate that recorded the event: the relay keeps each
     * aggregate's events in id order. Null on rows older than the column and for an entity whose key
     * the database assigns at insert: such rows are ordered with nothing.
     */
    aggregateId: p.text().nullable(),
  },
  // The relay only ever reads undelivered rows; keep that index small as the table grows.
  indexes: [
    {
      name: 'outbox_pending_idx',
      expression: 'create index "outbox_pending_idx" on "outbox" ("available_at", "id") where "dispatched_at" is null',
    },
    // The claim takes the oldest undelivered rows in id order, whatever number of delivered rows precede them.
    {
      name: 'outbox_pending_id_idx',
      expression: 'create index "outbox_pending_id_idx" on "outbox" ("id") where "dispatched_at" is null',
    },
    // The claim asks, per candidate, for an earlier undelivered event of the same aggregate.
    {
      name: 'outbox_aggregate_pending_idx',
      expression: 'create index "outbox_aggregate_pending_idx" on "outbox" ("aggregate_id", "id") where "dispatched_at" is null',
    },
  ],
});

export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);
export { OutboxMessageSchema };
