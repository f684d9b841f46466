import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EventHandlerRegistry } from './event-handler-registry.js';
import { OutboxRelay } from './outbox.relay.js';

const START_RELAY = Symbol('START_RELAY');

/** The relay runs in the worker role only; the API just writes outbox rows through the subscriber. */
@Module({})
export class OutboxModule implements OnApplicationBootstrap {
  constructor(
    private readonly relay: OutboxRelay,
    @Inject(START_RELAY) private readonly startRelay: boolean,
  ) {}

  static register(options: { startRelay: boolean }): DynamicModule {
    return {
      module: OutboxModule,
      imports: [DiscoveryModule],
      providers: [EventHandlerRegistry, OutboxRelay, { provide: START_RELAY, useValue: options.startRelay }],
      exports: [OutboxRelay],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.startRelay) await this.relay.start();
  }
}
