import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { IEventHandler } from '@nestjs/cqrs';
import type { DomainEvent } from '../domain/domain-event.js';
import { EventHandlerRegistry } from './event-handler-registry.js';
import { OUTBOX_CHANNEL } from './outbox.subscriber.js';

interface OutboxRow {
  id: string;
  event_id: string;
  type: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
  attempts: number;
}

export const RELAY_BATCH_SIZE = 50;
const MAX_BACKOFF_MS = 5 * 60_000;

/** Retry delay for an event whose handlers failed `attempts` times: 1 s, 2 s, 4 s ... capped at 5 min. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** The name a handler is recorded under in the inbox: its class name, stable across deployments. */
export function handlerName(handler: object): string {
  return handler.constructor.name;
}

/**
 * Moves committed events from the outbox to their handlers. Woken by NOTIFY on commit, with a
 * periodic sweep for anything a lost notification or a failed handler left behind. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several worker replicas share the work.
 *
 * Each handler runs in its own forked EntityManager and transaction, which also records the
 * (event id, handler) pair in the inbox table: a handler may write projections through its
 * injected EntityManager (the transaction is its context), and commits its work and its inbox row
 * together. Delivery is at least once, processing effectively once per handler: on redelivery a
 * handler whose pair is recorded is skipped, so one failing handler never makes the others of the
 * same event run twice. Work outside the database (queueing a job) still needs its own
 * idempotency key, because it cannot join the transaction.
 */
@Injectable()
export class OutboxRelay implements OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private listener: pg.Client | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: EventHandlerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.listener = new pg.Client({ connectionString: this.config.databaseUrl });
    this.listener.on('notification', () => this.wake());
    this.listener.on('error', (error: Error) => {
      // The periodic sweep keeps delivering without notifications; say so once, unless stopping.
      if (!this.stopped) this.logger.warn(`LISTEN connection failed, relying on the sweep: ${error.message}`);
    });
    await this.listener.connect();
    await this.listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.sweepTimer = setInterval(() => this.wake(), this.config.outboxSweepMs);
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    await this.running;
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Runs one drain at a time; a wake-up during a drain schedules exactly one more. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'Outbox drain failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Dispatches until no due event is left. Returns how many events were delivered. */
  async drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const { claimed, succeeded } = await this.dispatchBatch();
      delivered += succeeded;
      if (claimed < RELAY_BATCH_SIZE || this.stopped) return delivered;
    }
  }

  async dispatchBatch(): Promise<{ claimed: number; succeeded: number }> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      const rows = await tx.execute<OutboxRow[]>(
        `select id, event_id, type, payload, occurred_at, attempts from outbox
         where dispatched_at is null and available_at <= now()
         order by id limit ${RELAY_BATCH_SIZE} for update skip locked`,
      );
      let succeeded = 0;
      for (const row of rows) {
        try {
          await this.deliver(row);
          await this.markDispatched(tx, row);
          succeeded += 1;
        } catch (error) {
          const attempts = row.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          this.logger.warn(`Event ${row.type} ${row.event_id} failed (attempt ${attempts}): ${message}`);
          await tx.execute(
            `update outbox set attempts = ?, last_error = ?, available_at = now() + (? || ' milliseconds')::interval where id = ?`,
            [attempts, message.slice(0, 2000), String(backoffMs(attempts)), row.id],
          );
        }
      }
      return { claimed: rows.length, succeeded };
    });
  }

  protected async markDispatched(tx: EntityManager, row: OutboxRow): Promise<void> {
    await tx.execute('update outbox set dispatched_at = now(), attempts = attempts + 1, last_error = null where id = ?', [row.id]);
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const registered = this.registry.lookup(row.type);
    if (!registered) return; // nobody listens to this event in this process: delivered to no one
    const event = Object.assign(Object.create(registered.eventClass.prototype) as DomainEvent, row.payload, {
      eventId: row.event_id,
      occurredAt: new Date(row.occurred_at).toISOString(),
    });
    const failures: string[] = [];
    for (const handler of registered.handlers) {
      try {
        await this.runOnce(handler, event);
      } catch (error) {
        // The others still run; the event stays due until every handler has committed.
        failures.push(`${handlerName(handler)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
  }

  /** One handler, once: its work and its inbox row commit together, or neither does. */
  private async runOnce(handler: IEventHandler<DomainEvent>, event: DomainEvent): Promise<void> {
    // A fork of the global EntityManager, never of the claiming transaction's.
    const em = this.orm.em.fork({ disableContextResolution: true });
    await em.transactional(async (tx) => {
      const fresh = await tx.execute<unknown[]>(
        'insert into outbox_inbox (event_id, handler, processed_at) values (?, ?, now()) on conflict do nothing returning event_id',
        [event.eventId, handlerName(handler)],
      );
      if (fresh.length === 0) return; // this handler already committed its work for this event
      await handler.handle(event);
    });
  }
}
