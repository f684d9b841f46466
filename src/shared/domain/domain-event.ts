import { randomUUID } from 'node:crypto';

/**
 * Something that happened in a bounded context. Payload fields must be JSON-safe (strings, numbers,
 * booleans, plain objects): events travel through the outbox table and are rebuilt from JSON.
 *
 * Every event class declares the name it is stored under in the outbox, `static readonly type`,
 * never derived from its class name: renaming the class keeps the name, so the rows already in the
 * table still reach its handlers. The events that existed before the rule declare their class name
 * of the time (what their rows hold). A declared type is never changed; if it ever must be, the
 * old one goes to `static readonly legacyTypes` so the rows stored under it still dispatch. Two
 * classes declaring one name are refused when the worker starts (`EventHandlerRegistry`) and by
 * `test/architecture/event-types.test.ts`.
 */
export abstract class DomainEvent {
  eventId: string = randomUUID();
  occurredAt: string = new Date().toISOString();

  /** The stable name stored in the outbox's `type` column: the class's declared `type`. */
  get eventType(): string {
    return eventTypeOf(this.constructor);
  }
}

/** What the stored-name lookups read of a class: its own static fields and its name; it is never called. */
type ClassLike = { readonly name: string };

/** An event class: what `@EventsHandler(...)` names, with the stored names it declares. */
export interface EventClass<E extends DomainEvent = DomainEvent> {
  new (...args: never[]): E;
  readonly type?: string;
  readonly legacyTypes?: readonly string[];
}

/**
 * The declared stored name of an event class. Its own `static type`, not one inherited from a
 * parent event: a subclass that forgot to declare one would otherwise be stored as its parent.
 */
export function eventTypeOf(eventClass: ClassLike): string {
  const type: unknown = Object.hasOwn(eventClass, 'type') ? (eventClass as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || type === '') {
    throw new Error(
      `Event class ${eventClass.name} declares no stable type: add \`static readonly type = '...'\` (docs/architecture.md, "Rules the tests enforce")`,
    );
  }
  return type;
}

/** Every name an event class's rows may be stored under: its declared type, then its legacy ones. */
export function storedTypesOf(eventClass: ClassLike): string[] {
  const legacy: unknown = Object.hasOwn(eventClass, 'legacyTypes') ? (eventClass as { legacyTypes?: unknown }).legacyTypes : undefined;
  return [eventTypeOf(eventClass), ...(Array.isArray(legacy) ? legacy.filter((name): name is string => typeof name === 'string') : [])];
}
