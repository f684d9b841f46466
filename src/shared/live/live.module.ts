import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import { LiveController } from './live.controller.js';
import { LiveHub } from './live-hub.js';
import { LiveSessions } from './live-sessions.js';

/**
 * Live updates for every context: inject LiveHub to publish; the API role also serves the stream.
 * Global, so a context's handler publishes without importing a module (the hub is kernel, like the outbox).
 * `sessions` answers which streams' sessions are still live (identity's, given by the root).
 */
@Global()
@Module({})
export class LiveModule {
  static register(options: { http: boolean; sessions: Type<LiveSessions> }): DynamicModule {
    return {
      module: LiveModule,
      global: true,
      controllers: options.http ? [LiveController] : [],
      providers: [LiveHub, { provide: LiveSessions, useClass: options.sessions }],
      exports: [LiveHub],
    };
  }
}
