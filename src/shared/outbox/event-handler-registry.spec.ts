import type { DiscoveryService } from '@nestjs/core';
import { EventsHandler } from '@nestjs/cqrs';
import { DomainEvent, eventTypeOf } from '../domain/domain-event.js';
import { EventHandlerRegistry, handledEvents } from './event-handler-registry.js';
import { OutboxRelay } from './outbox.relay.js';

class SomethingHappened extends DomainEvent {
  static readonly type = 'SomethingHappened';
}

@EventsHandler(SomethingHappened)
class SomethingHandler {
  handle(): void {}
}

/** A registry over the given handler instances, as Nest's DiscoveryService would list them. */
function registryOf(...instances: object[]): EventHandlerRegistry {
  const discovery = { getProviders: () => instances.map((instance) => ({ metatype: instance.constructor, instance })) };
  return new EventHandlerRegistry(discovery as unknown as DiscoveryService);
}

describe('handledEvents', () => {
  it('reads the event classes that @nestjs/cqrs EventsHandler registers', () => {
    expect(handledEvents(SomethingHandler)).toEqual([SomethingHappened]);
  });
  it('finds nothing on ordinary classes', () => {
    expect(handledEvents(class Plain {})).toEqual([]);
  });
});

describe('events stored under a declared name', () => {
  it('stores an event under its declared type, not its class name', () => {
    class ClassNameOfToday extends DomainEvent {
      static readonly type = 'StableName';
    }
    expect(new ClassNameOfToday().eventType).toBe('StableName');
  });

  it('refuses an event class that declares no type, also one that would inherit its parent event', () => {
    class Undeclared extends DomainEvent {}
    class Child extends SomethingHappened {}
    expect(() => new Undeclared().eventType).toThrow('Event class Undeclared declares no stable type');
    expect(() => eventTypeOf(Child)).toThrow('Event class Child declares no stable type');
  });

  it('still reads a row stored under the old class name after the class is renamed', async () => {
    // The event was `class CandidateArrived` when the row was written; today the class is
    // CandidateJoined, declaring the name its rows were stored under.
    class CandidateJoined extends DomainEvent {
      static readonly type = 'CandidateArrived';
      constructor(readonly candidateId: string) {
        super();
      }
    }
    const received: DomainEvent[] = [];
    @EventsHandler(CandidateJoined)
    class OnCandidateJoined {
      handle(event: CandidateJoined): void {
        received.push(event);
      }
    }
    const registry = registryOf(new OnCandidateJoined());
    expect(registry.lookup('CandidateArrived')?.eventClass).toBe(CandidateJoined);
    expect(registry.lookup('CandidateJoined')).toBeUndefined();

    // The relay rebuilds the old row as today's class and hands it to the handler.
    const inbox = {
      fork: () => ({ transactional: (work: (tx: unknown) => Promise<void>) => work({ execute: async () => [{ event_id: 'e-1' }] }) }),
    };
    const relay = new OutboxRelay({ em: inbox } as never, registry, {
      databaseUrl: 'postgres://unused',
      outbox: { batchSize: 1, concurrency: 1 },
    } as never);
    await relay['deliver']({
      id: '1',
      aggregate_id: null,
      event_id: '0b7c1f4e-0000-4000-8000-000000000001',
      type: 'CandidateArrived',
      payload: { candidateId: 'c-7' },
      occurred_at: new Date('2026-01-02T03:04:05Z'),
      attempts: 0,
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toBeInstanceOf(CandidateJoined);
    expect(received[0]).toMatchObject({
      candidateId: 'c-7',
      eventId: '0b7c1f4e-0000-4000-8000-000000000001',
      eventType: 'CandidateArrived',
    });
  });

  it('reads rows stored under a legacy type with the event that lists it', () => {
    class CandidateJoined extends DomainEvent {
      static readonly type = 'candidate.joined';
      static readonly legacyTypes = ['CandidateJoined'];
    }
    @EventsHandler(CandidateJoined)
    class OnCandidateJoined {
      handle(): void {}
    }
    const registry = registryOf(new OnCandidateJoined());
    expect(registry.lookup('candidate.joined')?.eventClass).toBe(CandidateJoined);
    expect(registry.lookup('CandidateJoined')?.eventClass).toBe(CandidateJoined);
  });

  it('gathers every handler of one event under its name', () => {
    @EventsHandler(SomethingHappened)
    class Another {
      handle(): void {}
    }
    const first = new SomethingHandler();
    const second = new Another();
    expect(registryOf(first, second).lookup('SomethingHappened')?.handlers).toEqual([first, second]);
  });

  it('refuses at start two event classes that declare one type, or a legacy type another declares', () => {
    class First extends DomainEvent {
      static readonly type = 'company.edited';
    }
    class Second extends DomainEvent {
      static readonly type = 'company.edited';
    }
    class Third extends DomainEvent {
      static readonly type = 'company.renamed';
      static readonly legacyTypes = ['company.edited'];
    }
    @EventsHandler(First)
    class OnFirst {
      handle(): void {}
    }
    @EventsHandler(Second)
    class OnSecond {
      handle(): void {}
    }
    @EventsHandler(Third)
    class OnThird {
      handle(): void {}
    }
    expect(() => registryOf(new OnFirst(), new OnSecond()).onModuleInit()).toThrow(
      "Event classes First and Second both declare the stored type 'company.edited'",
    );
    expect(() => registryOf(new OnFirst(), new OnThird()).onModuleInit()).toThrow("both declare the stored type 'company.edited'");
  });

  it('refuses at start a handled event class that declares no type', () => {
    class Forgotten extends DomainEvent {}
    @EventsHandler(Forgotten)
    class OnForgotten {
      handle(): void {}
    }
    expect(() => registryOf(new OnForgotten()).onModuleInit()).toThrow('Event class Forgotten declares no stable type');
  });
});
