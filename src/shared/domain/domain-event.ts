import { randomUUID } from 'node:crypto';

/**
 * Something that happened in a bounded context. Payload fields must be JSON-safe (strings, numbers,
 * booleans, plain objects): events travel through the outbox table and are rebuilt from JSON.
 */
export abstract class DomainEvent {
  eventId: string = randomUUID();
  occurredAt: string = new Date().toISOString();

  /** Stable name stored in the outbox; class names are kept by the compiler (keepClassNames). */
  get eventType(): string {
    return this.constructor.name;
  }
}

export type EventClass<E extends DomainEvent = DomainEvent> = new (...args: never[]) => E;
