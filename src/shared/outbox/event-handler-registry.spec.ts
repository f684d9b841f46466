import { EventsHandler } from '@nestjs/cqrs';
import { DomainEvent } from '../domain/domain-event.js';
import { handledEvents } from './event-handler-registry.js';

class SomethingHappened extends DomainEvent {}

@EventsHandler(SomethingHappened)
class SomethingHandler {
  handle(): void {}
}

describe('handledEvents', () => {
  it('reads the event classes that @nestjs/cqrs EventsHandler registers', () => {
    expect(handledEvents(SomethingHandler)).toEqual([SomethingHappened]);
  });
  it('finds nothing on ordinary classes', () => {
    expect(handledEvents(class Plain {})).toEqual([]);
  });
});
