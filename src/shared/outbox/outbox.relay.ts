import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { IEventHandler } from '@nestjs/cqrs';
import type { DomainEvent } from '../domain/domain-event.js';
import { isDatabaseDown } from '../database/database-unavailable.js';
import { connectionName, connectionStates, postgresDependency } from '../logging/connection-state.js';
import { Metrics } from '../metrics/metrics.js';
import { isBatchEventsHandler, type BatchEventsHandler } from './batch-events-handler.js';
import { EventHandlerRegistry } from './event-handler-registry.js';
import { Coalescer, eachWithLimit, Limiter, planLanes, type LaneRow } from './outbox-lanes.js';
import { OUTBOX_CHANNEL } from './outbox.subscriber.js';

interface OutboxRow extends LaneRow {
  event_id: string;
  type: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
  attempts: number;
}

/** What the lanes of one claim share: the handler transactions' places, and each batch handler's gatherer. */
interface ClaimRun {
  transactions: Limiter;
  batches: Map<BatchEventsHandler, Coalescer<DomainEvent>>;
}

/**
 * Records (event, handler) pairs in the inbox and answers the events not recorded before. The same
 * statement lets its transaction commit without waiting for its WAL flush (synchronous_commit off,
 * for this transaction only): the claim's commit, which marks the events delivered, waits for its
 * own flush and so for every commit before it. A crash of PostgreSQL before that loses at most
 * handler work of events still undelivered, together with its inbox rows, and those events run
 * again; meanwhile the handler commits of a claim, one after another, do not each wait for the disk.
 */
const RECORD_IN_INBOX = `with async_commit as (select set_config('synchronous_commit', 'off', true))
  insert into outbox_inbox (event_id, handler, processed_at)
  select e::uuid, ?, now() from async_commit, jsonb_array_elements_text(?::jsonb) e
  on conflict do nothing returning event_id`;

/** How soon rows held back behind another replica's claim are looked at again. */
const HELD_RETRY_MS = 50;
/** How the LISTEN connection shows in pg_stat_activity. */
export const RELAY_APPLICATION_NAME = 'kadry-outbox-relay';
const RELISTEN_MAX_MS = 1000;

/** Delay before LISTEN attempt `attempt` (0-based) after a lost connection: 100, 200, 400, 800, 1000 ms... */
export function relistenDelayMs(attempt: number): number {
  return Math.min(RELISTEN_MAX_MS, 100 * 2 ** attempt);
}
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
 * periodic sweep for anything a lost notification or a failed handler left behind. The LISTEN
 * connection is opened again whenever it is lost (a PostgreSQL restart, a terminated backend),
 * so dispatch goes back to milliseconds without restarting the worker. Rows are claimed in
 * batches with FOR UPDATE SKIP LOCKED, so several worker replicas share the work.
 *
 * Events of different aggregates run side by side (every claimed aggregate's lane at once, at most
 * `outbox.concurrency` handler transactions at a time), those of one aggregate strictly in id
 * order: an event is never started before the earlier events of its aggregate finished, here or in
 * another replica, and one waiting for its backoff holds back the later ones of its aggregate
 * (outbox-lanes.ts). Rows without an aggregate are ordered with nothing.
 *
 * Each handler runs in its own forked EntityManager and transaction, which also records the
 * (event id, handler) pair in the inbox table: a handler may write projections through its
 * injected EntityManager (the transaction is its context), and commits its work and its inbox row
 * together. Delivery is at least once, processing effectively once per handler: on redelivery a
 * handler whose pair is recorded is skipped, so one failing handler never makes the others of the
 * same event run twice. Work outside the database (queueing a job) still needs its own
 * idempotency key, because it cannot join the transaction. A handler that takes batches
 * (batch-events-handler.ts) gets the events that reach it in the same turn from several lanes in
 * one call and one transaction, with one inbox row each; a failed batch is run again event by
 * event.
 */
@Injectable()
export class OutboxRelay implements OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private listener: pg.Client | undefined;
  private relisten: NodeJS.Timeout | undefined;
  private relistenAttempts = 0;
  private sweepTimer: NodeJS.Timeout | undefined;
  private heldTimer: NodeJS.Timeout | undefined;
  /** The events of the claim (by its transaction) whose handlers all committed, to be marked together. */
  private readonly delivered = new WeakMap<EntityManager, string[]>();
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly dependency: string;
  private readonly connection = connectionName('outbox LISTEN');

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: EventHandlerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.dependency = postgresDependency(config.databaseUrl);
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    // The first connection must work: a worker that cannot reach PostgreSQL at start fails loudly.
    try {
      await this.listen();
    } catch (error) {
      await this.stop();
      throw error;
    }
    this.sweepTimer = setInterval(() => this.wake(), this.config.outboxSweepMs);
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    if (this.heldTimer) clearTimeout(this.heldTimer);
    this.heldTimer = undefined;
    if (this.relisten) clearTimeout(this.relisten);
    this.relisten = undefined;
    await this.running;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    connectionStates.forget(this.dependency, this.connection);
  }

  /** The backend process id of the LISTEN connection, while there is one (tests terminate it). */
  get listenerPid(): number | undefined {
    return (this.listener as (pg.Client & { processID?: number }) | undefined)?.processID;
  }

  /** Opens a connection, LISTENs on it, and on any loss of it schedules the next one. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl, application_name: RELAY_APPLICATION_NAME, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      // One "lost" line per outage (connection-state.ts); the sweep keeps delivering meanwhile.
      connectionStates.lost(this.dependency, this.connection, error ?? new Error('LISTEN connection ended'));
      this.scheduleListen();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', () => this.wake());
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (lost || this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.relistenAttempts = 0;
    connectionStates.back(this.dependency, this.connection);
  }

  /**
   * Next LISTEN attempt after a loss: 100 ms, then doubling to at most RELISTEN_MAX_MS, so the
   * relay listens again within about a second of PostgreSQL being back. Once it does, one sweep
   * picks up what was committed while nobody listened.
   */
  private scheduleListen(): void {
    if (this.stopped || this.relisten) return;
    const delay = relistenDelayMs(this.relistenAttempts++);
    this.relisten = setTimeout(() => {
      this.relisten = undefined;
      if (this.stopped) return;
      this.listen().then(
        () => this.wake(),
        () => undefined, // listen() has scheduled the next attempt
      );
    }, delay);
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
      .catch((error: unknown) => {
        // An unreachable database is logged once by the pool (connection-state.ts), not every sweep.
        if (!isDatabaseDown(error)) this.logger.error({ err: error }, 'Outbox drain failed');
      })
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
      const { claimed, succeeded, held } = await this.dispatchBatch();
      delivered += succeeded;
      // Held rows wait for another replica to finish an earlier event of theirs: look again soon
      // rather than at the next sweep, and never spin on a batch of nothing but held rows.
      if (held > 0) this.wakeSoon();
      if (claimed < this.config.outbox.batchSize || claimed === held || this.stopped) return delivered;
    }
  }

  /**
   * Claims up to a batch of due events and runs them: different aggregates side by side (at most
   * `outbox.concurrency` handler transactions at once), one aggregate's strictly in id order. A
   * claimed event is due only when no earlier undelivered event of its aggregate waits for its
   * backoff, so a failure holds back its aggregate's later events (and only those) until it is
   * delivered.
   */
  async dispatchBatch(): Promise<{ claimed: number; succeeded: number; held: number }> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      const rows = await tx.execute<OutboxRow[]>(
        `select o.id, o.event_id, o.type, o.payload, o.occurred_at, o.attempts, o.aggregate_id from outbox o
         where o.dispatched_at is null and o.available_at <= now()
           and not exists (select 1 from outbox e where e.aggregate_id = o.aggregate_id and e.dispatched_at is null
                           and e.id < o.id and e.available_at > now())
         order by o.id limit ? for update of o skip locked`,
        [this.config.outbox.batchSize],
      );
      if (rows.length === 0) return { claimed: 0, succeeded: 0, held: 0 };
      // A fresh look (this statement's snapshot is newer than the claim's) at what else of the
      // claimed aggregates is undelivered: an earlier event locked by another replica shows here.
      const aggregates = [...new Set(rows.flatMap((row) => (row.aggregate_id === null ? [] : [row.aggregate_id])))];
      const pending =
        aggregates.length === 0
          ? []
          : await tx.execute<LaneRow[]>(
              `select id, aggregate_id from outbox
         where dispatched_at is null and aggregate_id in (select jsonb_array_elements_text(?::jsonb)) and id <= ? order by id`,
              [JSON.stringify(aggregates), rows[rows.length - 1]!.id],
            );
      const { lanes, held } = planLanes(rows, pending);
      const run = this.claimRun();
      // Handlers run in their own transactions; this one's statements go one at a time.
      let statements: Promise<unknown> = Promise.resolve();
      const serially = <T>(work: () => Promise<T>): Promise<T> => {
        const result = statements.then(work);
        statements = result.catch(() => undefined);
        return result;
      };
      const delivered: string[] = [];
      this.delivered.set(tx, delivered);
      // Every lane at once: a lane waiting for a connection holds none, and lanes that reach a batch
      // handler together are served by one of its transactions (`run.transactions` bounds them).
      await eachWithLimit(lanes, lanes.length, async (lane) => {
        for (const row of lane) {
          if (!(await this.dispatchOne(tx, row, serially, run))) return; // the rest of the lane waits for this one
        }
      });
      // One statement for the batch: marking row by row on this one connection was what bounded
      // the relay once handlers ran side by side.
      if (delivered.length > 0) {
        await tx.execute(
          `update outbox set dispatched_at = clock_timestamp(), attempts = attempts + 1, last_error = null
           where id in (select jsonb_array_elements_text(?::jsonb)::bigint)`,
          [JSON.stringify(delivered)],
        );
      }
      return { claimed: rows.length, succeeded: delivered.length, held: held.length };
    });
  }

  /** Runs one event's handlers and marks it; false when it failed and is scheduled again. */
  private async dispatchOne(
    tx: EntityManager,
    row: OutboxRow,
    serially: <T>(work: () => Promise<T>) => Promise<T>,
    run: ClaimRun,
  ): Promise<boolean> {
    try {
      const stopTimer = this.metrics?.outboxDispatch.startTimer();
      await this.deliver(row, run);
      stopTimer?.();
      await serially(() => this.markDispatched(tx, row));
      this.metrics?.outboxDelay.observe(Math.max(0, Date.now() - new Date(row.occurred_at).getTime()) / 1000);
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Event ${row.type} ${row.event_id} failed (attempt ${attempts}): ${message}`);
      await serially(() =>
        tx.execute(`update outbox set attempts = ?, last_error = ?, available_at = now() + (? || ' milliseconds')::interval where id = ?`, [
          attempts,
          message.slice(0, 2000),
          String(backoffMs(attempts)),
          row.id,
        ]),
      );
      return false;
    }
  }

  /** One more drain shortly, for rows held back behind another replica's work. */
  private wakeSoon(): void {
    if (this.stopped || this.heldTimer) return;
    this.heldTimer = setTimeout(() => {
      this.heldTimer = undefined;
      this.wake();
    }, HELD_RETRY_MS);
  }

  /**
   * Every handler of the event committed: the batch marks it dispatched with the others, just
   * before the claim commits (clock_timestamp(), not the claim's start, so dispatched_at -
   * occurred_at is the lag). A throw here counts as the event failing (tests crash the relay so).
   */
  protected async markDispatched(tx: EntityManager, row: OutboxRow): Promise<void> {
    this.delivered.get(tx)?.push(row.id);
  }

  private claimRun(): ClaimRun {
    return { transactions: new Limiter(this.config.outbox.concurrency), batches: new Map() };
  }

  private async deliver(row: OutboxRow, run: ClaimRun = this.claimRun()): Promise<void> {
    const registered = this.registry.lookup(row.type);
    if (!registered) return; // nobody listens to this event in this process: delivered to no one
    const event = Object.assign(Object.create(registered.eventClass.prototype) as DomainEvent, row.payload, {
      eventId: row.event_id,
      occurredAt: new Date(row.occurred_at).toISOString(),
    });
    const failures: string[] = [];
    for (const handler of registered.handlers) {
      try {
        if (isBatchEventsHandler(handler) && handler.batches(event)) await this.gatherer(run, handler).submit(event);
        else await this.runOnce(run, handler, event);
      } catch (error) {
        // The others still run; the event stays due until every handler has committed.
        failures.push(`${handlerName(handler)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
  }

  /** One handler, once: its work and its inbox row commit together, or neither does. */
  private async runOnce(run: ClaimRun, handler: IEventHandler<DomainEvent>, event: DomainEvent): Promise<void> {
    // A fork of the global EntityManager, never of the claiming transaction's.
    const em = this.orm.em.fork({ disableContextResolution: true });
    await run.transactions.use(() =>
      em.transactional(async (tx) => {
        const fresh = await tx.execute<unknown[]>(RECORD_IN_INBOX, [handlerName(handler), JSON.stringify([event.eventId])]);
        if (fresh.length === 0) return; // this handler already committed its work for this event
        await handler.handle(event);
      }),
    );
  }

  /** The claim's gatherer of `handler`'s events: the lanes that reach it in one turn share a call. */
  private gatherer(run: ClaimRun, handler: BatchEventsHandler): Coalescer<DomainEvent> {
    let gatherer = run.batches.get(handler);
    if (!gatherer) {
      gatherer = new Coalescer((events) => this.runBatch(run, handler, events));
      run.batches.set(handler, gatherer);
    }
    return gatherer;
  }

  /**
   * The events, one transaction for all: their inbox rows in one statement, then the handler with
   * those it has not committed yet. A lone event goes the ordinary way. If the batch fails, each
   * event is run again on its own, so only the events that fail alone count as failed.
   */
  private async runBatch(run: ClaimRun, handler: BatchEventsHandler, events: DomainEvent[]): Promise<ReadonlyMap<number, unknown>> {
    const failures = new Map<number, unknown>();
    if (events.length > 1) {
      try {
        const em = this.orm.em.fork({ disableContextResolution: true });
        await run.transactions.use(() =>
          em.transactional(async (tx) => {
            const fresh = await tx.execute<Array<{ event_id: string }>>(RECORD_IN_INBOX, [
              handlerName(handler),
              JSON.stringify(events.map((event) => event.eventId)),
            ]);
            const due = new Set(fresh.map((row) => row.event_id));
            const todo = events.filter((event) => due.has(event.eventId));
            if (todo.length > 0) await handler.handleBatch(todo);
          }),
        );
        return failures;
      } catch (error) {
        if (!isDatabaseDown(error)) {
          const message = error instanceof Error ? error.message : String(error);
          this.logger.warn(`${handlerName(handler)} failed on a batch of ${events.length}, running them one by one: ${message}`);
        }
      }
    }
    for (const [index, event] of events.entries()) {
      try {
        await this.runOnce(run, handler, event);
      } catch (error) {
        failures.set(index, error);
      }
    }
    return failures;
  }
}
