import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import { createServer, type Server } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { Metrics, QUEUE_STATES } from './metrics.js';

/** A scrape never waits on a dependency that is away: its gauge goes empty instead (absent() can alert). */
const COLLECT_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${COLLECT_TIMEOUT_MS} ms`)), COLLECT_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** What MikroORM 7's PostgreSQL driver hands out as its native client: pg's Pool. */
interface PgPoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * The gauges read at scrape time (queue counts from Redis, outbox lag and pool use from PostgreSQL)
 * and the /metrics server on its own port. Both roles serve one: the API's request durations and
 * pool, the worker's relay and deliveries; queue counts and outbox lag are the same from either.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;
  private queues: Queue[] | undefined;

  constructor(
    private readonly metrics: Metrics,
    private readonly orm: MikroORM,
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    metrics.init(config.role);
    metrics.gauge(
      'kadry_queue_jobs',
      'Jobs in each BullMQ queue by state (waiting, active, delayed, failed)',
      ['queue', 'state'],
      async (gauge) => {
        gauge.reset();
        await Promise.all(
          this.findQueues().map(async (queue) => {
            const counts = await within(queue.getJobCounts(...QUEUE_STATES), `queue ${queue.name}`).catch(() => undefined);
            if (counts) for (const state of QUEUE_STATES) gauge.labels(queue.name, state).set(counts[state] ?? 0);
          }),
        );
      },
    );
    metrics.gauge('kadry_outbox_lag_seconds', 'Age of the oldest outbox event not delivered yet (0 when none waits)', [], async (gauge) => {
      const rows = await within(
        this.orm.em
          .fork()
          .execute<{ lag: string | null }[]>(
            `select extract(epoch from now() - min(occurred_at)) as lag from outbox where dispatched_at is null`,
          ),
        'outbox lag',
      ).catch(() => undefined);
      if (!rows) return gauge.reset();
      gauge.set(Math.max(0, Number(rows[0]?.lag ?? 0)));
    });
    metrics.gauge(
      'kadry_db_pool_connections',
      'PostgreSQL pool of this process: total, idle and waiting (clients queued for a connection), and its max',
      ['state'],
      async (gauge) => {
        const pool = (await this.orm.em.getConnection().getNativeClient()) as unknown as PgPoolStats;
        gauge.labels('total').set(pool.totalCount);
        gauge.labels('idle').set(pool.idleCount);
        gauge.labels('waiting').set(pool.waitingCount);
        if (pool.options?.max) gauge.labels('max').set(pool.options.max);
      },
    );
  }

  /** Every queue this process built (all four in either role: the API produces, the worker consumes). */
  private findQueues(): Queue[] {
    this.queues ??= this.discovery
      .getProviders()
      .map((wrapper) => (wrapper.isDependencyTreeStatic() ? (wrapper.instance as unknown) : undefined))
      .filter((instance): instance is Queue => instance instanceof Queue);
    return this.queues;
  }

  async onApplicationBootstrap(): Promise<void> {
    const options = this.config.metrics;
    if (!options) return;
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: try /metrics\n');
        return;
      }
      this.metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'Content-Type': this.metrics.registry.contentType }).end(text),
        (error: unknown) => {
          this.logger.error({ err: error }, 'Could not collect metrics');
          response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Could not collect metrics\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics on http://${options.host}:${options.port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Global: the relay, the deliveries and the HTTP hook record into the one Metrics of the process. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [Metrics, MetricsServer],
  exports: [Metrics],
})
export class MetricsModule {}
