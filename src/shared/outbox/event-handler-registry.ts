import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { IEventHandler } from '@nestjs/cqrs';
import { storedTypesOf, type DomainEvent, type EventClass } from '../domain/domain-event.js';

/**
 * The key under which @nestjs/cqrs's `@EventsHandler(...)` stores the handled event classes. It is
 * not exported by the package; `event-handler-registry.spec.ts` fails if the package changes it.
 */
export const CQRS_EVENTS_HANDLER_METADATA = '__eventsHandler__';

export interface RegisteredEvent {
  eventClass: EventClass;
  handlers: IEventHandler<DomainEvent>[];
}

export function handledEvents(target: object): EventClass[] {
  return (Reflect.getMetadata(CQRS_EVENTS_HANDLER_METADATA, target) as EventClass[] | undefined) ?? [];
}

/**
 * Event handlers are written the ordinary @nestjs/cqrs way (`@EventsHandler(UserRegistered)`), but
 * the outbox relay calls them itself and awaits them: CQRS's EventBus is fire-and-forget, and the
 * relay may mark an event dispatched only after every handler finished.
 *
 * Events are looked up by the name their class declares (`static readonly type`, and any
 * `legacyTypes`), the name the outbox row was stored under, never by the class name. The map is
 * built when the module starts, so a handled event class without a declared name, or two classes
 * declaring one name, stop the process at start instead of misdelivering rows.
 */
@Injectable()
export class EventHandlerRegistry implements OnModuleInit {
  private byType: Map<string, RegisteredEvent> | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    this.map();
  }

  lookup(type: string): RegisteredEvent | undefined {
    return this.map().get(type);
  }

  private map(): Map<string, RegisteredEvent> {
    if (this.byType) return this.byType;
    const byClass = new Map<EventClass, RegisteredEvent>();
    for (const wrapper of this.discovery.getProviders()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance || typeof metatype !== 'function') continue;
      for (const eventClass of handledEvents(metatype)) {
        const entry = byClass.get(eventClass) ?? { eventClass, handlers: [] };
        entry.handlers.push(instance as IEventHandler<DomainEvent>);
        byClass.set(eventClass, entry);
      }
    }
    const byType = new Map<string, RegisteredEvent>();
    for (const [eventClass, entry] of byClass) {
      for (const type of storedTypesOf(eventClass)) {
        const taken = byType.get(type);
        if (taken && taken !== entry) {
          throw new Error(
            `Event classes ${taken.eventClass.name} and ${eventClass.name} both declare the stored type '${type}': each event needs a name of its own`,
          );
        }
        byType.set(type, entry);
      }
    }
    this.byType = byType;
    return byType;
  }
}
