import type { IEventHandler } from '@nestjs/cqrs';
import type { DomainEvent } from '../domain/domain-event.js';

/**
 * An event handler that may take several events in one call, as one transaction: the relay runs
 * each claimed aggregate's lane on its own, and the lanes that reach this handler together hand it
 * their events at once (docs/architecture.md, "Order and parallelism of the relay"). A busy stream
 * of one kind of event then costs one transaction and a few statements a batch instead of some per
 * event.
 *
 * `handleBatch(events)` must leave what `handle` on each event in turn would leave. The events come
 * in outbox order and each is the next of its own aggregate (one event an aggregate in a call;
 * rows without an aggregate may repeat one, which a handler that writes by key must allow for). The
 * relay records every event's inbox row in the same transaction, and calls it only with events this
 * handler has not committed yet. If it throws, the transaction rolls back and the relay runs the
 * same events again one by one, each through `handle` in its own transaction, so one bad event
 * fails alone: what it does outside the transaction (a live publish, a job with its own id) must
 * bear being done again, as on any redelivery.
 *
 * `batches(event)` tells which events may join a batch; the others always go through `handle`. A
 * batch holds its locks until it commits, so only events whose writes lock no row that another
 * writer locks in another order (counters, shared rows) belong in one.
 */
export interface BatchEventsHandler<E extends DomainEvent = DomainEvent> extends IEventHandler<E> {
  batches(event: E): boolean;
  handleBatch(events: E[]): Promise<void>;
}

export function isBatchEventsHandler<E extends DomainEvent>(handler: IEventHandler<E>): handler is BatchEventsHandler<E> {
  const candidate = handler as Partial<BatchEventsHandler<E>>;
  return typeof candidate.handleBatch === 'function' && typeof candidate.batches === 'function';
}
