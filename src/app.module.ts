import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { httpLogOptions } from './shared/http/log-redaction.js';
import type { DestinationStream } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import { prettyDestination } from './shared/logging/pretty-log.js';
import { migrationsList } from '../migrations/index.js';
import { AdminSessionDashboardAccess } from './app.dashboard-access.js';
import { allEntities } from './app.entities.js';
import { IdentityLiveSessions } from './app.live-sessions.js';
import { allMessages } from './app.messages.js';
import { allTemplates } from './app.templates.js';
import { CareersModule } from './careers/careers.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { CompanyModule } from './company/company.module.js';
import { APP_CONFIG, type AppConfig } from './config.js';
import { AuthGuard } from './identity/http/auth.guard.js';
import { IdentityModule } from './identity/identity.module.js';
import { NoticesModule } from './notices/notices.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { registerTemplates } from './notifications/templates.js';
import { ProfilingModule } from './profiling/profiling.module.js';
import { RecruitingModule } from './recruiting/recruiting.module.js';
import { VacancyPdfModule } from './profiling/pdf/vacancy-pdf.module.js';
import { createOrmConfig } from './shared/database/orm-config.js';
import { HealthController } from './shared/health/health.controller.js';
import { HttpExceptionFilter } from './shared/http/http-exception.filter.js';
import { registerMessages } from './shared/i18n/messages.js';
import { SpaIndex } from './shared/http/spa-index.js';
import { LiveModule } from './shared/live/live.module.js';
import { MetricsModule } from './shared/metrics/metrics.module.js';
import { OutboxModule } from './shared/outbox/outbox.module.js';
import { useObservedQueues } from './shared/redis/observed-connections.js';
import { queueConnectionFromUrl } from './shared/redis/redis-connection.js';
import { RedisModule } from './shared/redis/redis.module.js';
import { WriteLimitGuard } from './shared/rate-limit/write-limit.js';
import { StorageModule } from './shared/storage/storage.module.js';
import { VerificationModule } from './verification/verification.module.js';

@Global()
@Module({})
class ConfigModule {
  static forConfig(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

/** pino's JSON to stdout, or the readable lines of pretty-log.ts for a person at a terminal. */
function withDestination(config: AppConfig, options: PinoHttpOptions): PinoHttpOptions | [PinoHttpOptions, DestinationStream] {
  return config.logFormat === 'pretty' ? [options, prettyDestination() as DestinationStream] : options;
}

/** Extra modules a test may add (for example an event handler that proves the outbox). */
export interface AppModuleExtras {
  imports?: ModuleMetadata['imports'];
  providers?: ModuleMetadata['providers'];
}

/**
 * The composition root. Both processes are built from it; the role decides what runs here:
 * `api` serves HTTP, `worker` runs the outbox relay and the queue processors, `all` does both.
 */
export function buildAppModule(config: AppConfig, extras: AppModuleExtras = {}): DynamicModule {
  const http = config.role !== 'worker';
  const worker = config.role !== 'api';
  registerMessages(allMessages);
  registerTemplates(allTemplates);
  // Every queue and worker registered below logs its connection through connection-state.ts.
  useObservedQueues();
  return {
    module: class AppModule {},
    imports: [
      ConfigModule.forConfig(config),
      // The root logger only: request lines come from a Fastify hook (src/shared/http/request-log.ts),
      // so pino-http's per-request middleware is mounted on no route.
      LoggerModule.forRoot({ forRoutes: [], pinoHttp: withDestination(config, httpLogOptions(config.logLevel)) }),
      MikroOrmModule.forRoot({
        ...createOrmConfig({
          databaseUrl: config.databaseUrl,
          entities: allEntities,
          migrations: migrationsList,
          debug: config.logLevel === 'trace',
        }),
        // Forked per request by a Fastify hook instead (bootstrap.ts): no Nest middleware runs at all.
        registerRequestContext: false,
      }),
      RedisModule,
      StorageModule,
      // Prometheus metrics of this process, on METRICS_PORT when set (metrics.module.ts).
      MetricsModule,
      // The health check finds the process's queues through it (health.controller.ts).
      DiscoveryModule,
      BullModule.forRoot({ connection: queueConnectionFromUrl(config.redisUrl), prefix: config.redisPrefix }),
      CqrsModule.forRoot(),
      LiveModule.register({ http, sessions: IdentityLiveSessions }),
      OutboxModule.register({ startRelay: worker && config.startOutboxRelay }),
      NotificationsModule.register({
        processors: worker,
        http,
        production: config.env === 'production',
        dashboardAccess: AdminSessionDashboardAccess,
      }),
      IdentityModule,
      CompanyModule.register({ processors: worker }),
      VerificationModule,
      ProfilingModule,
      NoticesModule,
      RecruitingModule.register({ processors: worker }),
      VacancyPdfModule.register({ processors: worker }),
      CatalogueModule,
      CareersModule,
      ...(extras.imports ?? []),
    ],
    controllers: http ? [HealthController] : [],
    providers: [
      { provide: SpaIndex, useValue: new SpaIndex(config.webDir) },
      { provide: APP_FILTER, useClass: HttpExceptionFilter },
      // Identity answers `@Authenticated()` / `@RequireRole()` (src/shared/auth) for every context's routes.
      { provide: APP_GUARD, useExisting: AuthGuard },
      // After it, as it needs the caller: one account's writes per window (src/shared/rate-limit/write-limit.ts).
      { provide: APP_GUARD, useClass: WriteLimitGuard },
      ...(extras.providers ?? []),
    ],
  };
}
