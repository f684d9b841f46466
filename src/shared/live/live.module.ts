import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LiveController } from './live.controller.js';
import { LiveHub } from './live-hub.js';

/**
 * Live updates for every context: inject LiveHub to publish; the API role also serves the stream.
 * Global, so a context's handler publishes without importing a module (the hub is kernel, like the outbox).
 */
@Global()
@Module({})
export class LiveModule {
  static register(options: { http: boolean }): DynamicModule {
    return {
      module: LiveModule,
      global: true,
      controllers: options.http ? [LiveController] : [],
      providers: [LiveHub],
      exports: [LiveHub],
    };
  }
}
