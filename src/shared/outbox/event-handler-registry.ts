import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { IEventHandler } from '@nestjs/cqrs';
import type { DomainEvent, EventClass } from '../domain/domain-event.js';

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
 */
@Injectable()
export class EventHandlerRegistry {
  private byType: Map<string, RegisteredEvent> | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  lookup(type: string): RegisteredEvent | undefined {
    return this.map().get(type);
  }

  private map(): Map<string, RegisteredEvent> {
    if (this.byType) return this.byType;
    const byType = new Map<string, RegisteredEvent>();
    for (const wrapper of this.discovery.getProviders()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance || typeof metatype !== 'function') continue;
      for (const eventClass of handledEvents(metatype)) {
        const entry = byType.get(eventClass.name) ?? { eventClass, handlers: [] };
        entry.handlers.push(instance as IEventHandler<DomainEvent>);
        byType.set(eventClass.name, entry);
      }
    }
    this.byType = byType;
    return byType;
  }
}
