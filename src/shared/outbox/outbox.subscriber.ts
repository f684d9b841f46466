import { helper, type EntityManager, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import { pullEvents, restoreEvents } from '../domain/aggregate-root.js';
import type { DomainEvent } from '../domain/domain-event.js';
import { OutboxMessage } from './outbox.entity.js';

export const OUTBOX_CHANNEL = 'kadry_outbox';

/** The JSON that travels in the outbox: own enumerable fields, minus the ones stored as columns. */
export function serializeEvent(event: DomainEvent): Record<string, unknown> {
  const { eventId: _id, occurredAt: _at, ...payload } = JSON.parse(JSON.stringify(event)) as Record<string, unknown>;
  return payload;
}

/**
 * `<entity name>:<primary key>` of the entity that recorded events, the key the relay orders by.
 * Undefined while the database has still to assign the key (an autoincrement entity not inserted
 * yet): the product's aggregates all make their keys (UUIDs) when they are created.
 */
export function aggregateIdOf(entity: object): string | undefined {
  const wrapped = helper(entity);
  const key = wrapped.getPrimaryKey();
  if (key === null || key === undefined) return undefined;
  return `${wrapped.__meta.className}:${wrapped.getSerializedPrimaryKey()}`;
}

/**
 * The transactional outbox: events recorded by aggregates become rows of `outbox` inside the very
 * flush (and so the very transaction) that saves the aggregates. A rolled-back transaction therefore
 * publishes nothing, and a committed one cannot lose its events.
 */
export class OutboxSubscriber implements EventSubscriber {
  /** Flushes that wrote outbox rows; the relay is woken once their transaction commits. */
  private readonly wroteRows = new WeakSet<EntityManager>();
  private readonly drained = new WeakMap<EntityManager, Array<[object, DomainEvent[]]>>();

  beforeFlush({ em, uow }: FlushEventArgs): void {
    const candidates = new Set<object>([...uow.getIdentityMap().values(), ...uow.getPersistStack()]);
    const drained: Array<[object, DomainEvent[]]> = [];
    for (const entity of candidates) {
      const events = pullEvents(entity);
      if (events.length === 0) continue;
      drained.push([entity, events]);
      const aggregateId = aggregateIdOf(entity);
      for (const event of events) {
        em.persist(
          em.create(OutboxMessage, {
            eventId: event.eventId,
            type: event.eventType,
            payload: serializeEvent(event),
            occurredAt: new Date(event.occurredAt),
            availableAt: new Date(),
            attempts: 0,
            aggregateId,
          }),
        );
      }
    }
    if (drained.length > 0) {
      this.drained.set(em, drained);
      this.wroteRows.add(em);
    }
  }

  afterFlush({ em }: FlushEventArgs): void {
    this.drained.delete(em);
  }

  async afterTransactionCommit({ em }: TransactionEventArgs): Promise<void> {
    if (!this.wroteRows.has(em)) return;
    this.wroteRows.delete(em);
    // Best effort: a lost notification only delays delivery until the relay's periodic sweep.
    await em
      .getConnection()
      .execute(`select pg_notify('${OUTBOX_CHANNEL}', '')`)
      .catch(() => undefined);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.wroteRows.delete(em);
    // The aggregates are unchanged in memory; give their events back so a retried flush sends them.
    for (const [entity, events] of this.drained.get(em) ?? []) restoreEvents(entity, events);
    this.drained.delete(em);
  }
}
