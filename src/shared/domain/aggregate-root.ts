import type { DomainEvent } from './domain-event.js';

/**
 * Events recorded by aggregates and not yet committed. Kept beside the entity rather than on it,
 * because MikroORM builds loaded entities without running constructors or field initialisers.
 * The outbox flush subscriber drains this in the same transaction that saves the aggregate.
 */
const pending = new WeakMap<object, DomainEvent[]>();

export function recordEvent(aggregate: object, event: DomainEvent): void {
  const list = pending.get(aggregate);
  if (list) list.push(event);
  else pending.set(aggregate, [event]);
}

export function pullEvents(aggregate: object): DomainEvent[] {
  const list = pending.get(aggregate);
  if (!list) return [];
  pending.delete(aggregate);
  return list;
}

/** Put events back when a flush failed, so a retried flush still publishes them. */
export function restoreEvents(aggregate: object, events: DomainEvent[]): void {
  if (events.length === 0) return;
  pending.set(aggregate, [...events, ...(pending.get(aggregate) ?? [])]);
}
