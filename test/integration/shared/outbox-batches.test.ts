import { defineEntity, p } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { migrationsList } from '../../../migrations/index.js';
import { APP_CONFIG, type AppConfig } from '../../../src/config.js';
import { recordEvent } from '../../../src/shared/domain/aggregate-root.js';
import { DomainEvent } from '../../../src/shared/domain/domain-event.js';
import { createOrmConfig } from '../../../src/shared/database/orm-config.js';
import type { BatchEventsHandler } from '../../../src/shared/outbox/batch-events-handler.js';
import { EventHandlerRegistry } from '../../../src/shared/outbox/event-handler-registry.js';
import { OutboxMessageSchema } from '../../../src/shared/outbox/outbox.entity.js';
import { OutboxRelay } from '../../../src/shared/outbox/outbox.relay.js';
import { runDatabaseUrl } from '../../support/run-env.js';
import { startWorker, testConfig } from '../../support/test-app.js';

/*
 * Handlers that take batches (src/shared/outbox/batch-events-handler.ts): the lanes of one claim
 * that reach such a handler together share one call and one transaction, with one inbox row per
 * event; a failed batch is run again event by event, so only the bad event fails, and its
 * aggregate's later events wait for it. An aggregate of this suite only (UUID key) records
 * numbered steps; a batch projection writes one row per step, and an ordinary handler listed after
 * it logs what it saw of the projection when it ran. The relay is driven by hand.
 */
const ProbeSchema = defineEntity({
  name: 'BatchProbe',
  tableName: 'test_outbox_batch_probe',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    label: p.string(),
  },
});
class BatchProbe extends ProbeSchema.class {
  step(n: number): void {
    recordEvent(this, new BatchProbeStepped(this.label, n));
  }
}
ProbeSchema.setClass(BatchProbe);

class BatchProbeStepped extends DomainEvent {
  static readonly type = 'BatchProbeStepped';
  constructor(
    readonly label: string,
    readonly n: number,
  ) {
    super();
  }
}

const name = (event: BatchProbeStepped) => `${event.label}.${event.n}`;
/** Every call the projection got, rolled back or not: `batch a.1,b.1` or `one a.1`. */
const calls: string[] = [];
/** The steps the projection was called with, in calls of any kind. */
const called = (list = calls) => list.flatMap((call) => call.split(' ')[1]!.split(','));
/** Steps the projection fails on while they are listed, in a batch and alone. */
const bad = new Set<string>();
/** What the ordinary handler saw when it ran: `<step> after <rows of the step>`. */
const seen: string[] = [];
/**
 * synchronous_commit in each handler transaction, and where its value comes from: the test
 * databases have it off already (for speed), so only `session` shows the relay set it.
 */
const commitModes = new Set<string>();
const COMMIT_MODE = `select setting || ' from ' || source as mode from pg_settings where name = 'synchronous_commit'`;
const readCommitMode = async (em: EntityManager) => commitModes.add((await em.execute<Array<{ mode: string }>>(COMMIT_MODE))[0]!.mode);

const PROJECT =
  'insert into test_outbox_batch_projection (event_id, step) select (e->>0)::uuid, e->>1 from jsonb_array_elements(?::jsonb) e';

@Injectable()
@EventsHandler(BatchProbeStepped)
class ProjectSteps implements BatchEventsHandler<BatchProbeStepped> {
  constructor(private readonly em: EntityManager) {}

  batches(): boolean {
    return true;
  }

  async handle(event: BatchProbeStepped): Promise<void> {
    calls.push(`one ${name(event)}`);
    await this.em.execute(PROJECT, [JSON.stringify([[event.eventId, name(event)]])]);
    if (bad.has(name(event))) throw new Error(`step ${name(event)} cannot be projected`);
  }

  async handleBatch(events: BatchProbeStepped[]): Promise<void> {
    calls.push(`batch ${events.map(name).join(',')}`);
    await readCommitMode(this.em);
    // Written first, so a failure below must roll it back.
    await this.em.execute(PROJECT, [JSON.stringify(events.map((event) => [event.eventId, name(event)]))]);
    const failing = events.find((event) => bad.has(name(event)));
    if (failing) throw new Error(`step ${name(failing)} cannot be projected`);
  }
}

@Injectable()
@EventsHandler(BatchProbeStepped)
class AfterSteps implements IEventHandler<BatchProbeStepped> {
  constructor(private readonly em: EntityManager) {}
  async handle(event: BatchProbeStepped): Promise<void> {
    const [row] = await this.em.execute<Array<{ n: number }>>(
      'select count(*)::int as n from test_outbox_batch_projection where event_id = ?',
      [event.eventId],
    );
    seen.push(`${name(event)} after ${row!.n}`);
    await readCommitMode(this.em);
  }
}

@Module({ providers: [ProjectSteps, AfterSteps] })
class BatchHandlersModule {}

/** A relay that dies after the handlers committed and before the events are marked, once. */
class CrashingRelay extends OutboxRelay {
  crashes = 0;
  protected override async markDispatched(...args: Parameters<OutboxRelay['markDispatched']>): Promise<void> {
    if (this.crashes > 0) throw new Error('simulated crash before marking');
    return super.markDispatched(...args);
  }
}

describe('outbox relay: handlers that take batches', () => {
  let orm: MikroORM;
  let worker: INestApplicationContext;
  let relay: CrashingRelay;

  beforeAll(async () => {
    orm = await MikroORM.init(
      createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: [OutboxMessageSchema, ProbeSchema], migrations: migrationsList }),
    );
    const sql = orm.em.getConnection();
    await sql.execute('create table if not exists test_outbox_batch_probe (id uuid primary key, label text not null)');
    await sql.execute('create table if not exists test_outbox_batch_projection (event_id uuid not null, step text not null)');
    worker = await startWorker(testConfig({ OUTBOX_RELAY: 'false', OUTBOX_CONCURRENCY: '2' }), { imports: [BatchHandlersModule] });
    relay = new CrashingRelay(worker.get(MikroORM), worker.get(EventHandlerRegistry), worker.get<AppConfig>(APP_CONFIG));
  });
  afterAll(async () => {
    await worker?.close();
    // Leave the run's schema exactly as the migrations made it (schema.test.ts compares).
    await orm.em.getConnection().execute('drop table if exists test_outbox_batch_projection');
    await orm.em.getConnection().execute('drop table if exists test_outbox_batch_probe');
    await orm.close(true);
  });
  beforeEach(() => {
    calls.length = 0;
    seen.length = 0;
    bad.clear();
    relay.crashes = 0;
  });

  /** Aggregates `labels`, each with steps 1..`steps` committed in turn (each step a later outbox id). */
  async function commitSteps(labels: string[], steps: number): Promise<void> {
    const probes = [];
    for (const label of labels) {
      const em = orm.em.fork();
      probes.push(em.create(BatchProbe, { label }));
      await em.flush();
    }
    for (let n = 1; n <= steps; n += 1) {
      for (const probe of probes) {
        const em = orm.em.fork();
        em.merge(probe).step(n);
        await em.flush();
      }
    }
  }

  const query = <T>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, params);
  const rows = async (step: string) =>
    (await query<{ n: number }>('select count(*)::int as n from test_outbox_batch_projection where step = ?', [step]))[0]!.n;
  const outboxRow = async (step: string) =>
    (
      await query<{ dispatched_at: Date | null; attempts: number; last_error: string | null; event_id: string }>(
        `select dispatched_at, attempts, last_error, event_id from outbox where type = 'BatchProbeStepped' and payload->>'label' || '.' || (payload->>'n') = ?`,
        [step],
      )
    )[0]!;
  const inbox = async (step: string) =>
    (
      await query<{ handler: string }>('select handler from outbox_inbox where event_id = ? order by handler', [
        (await outboxRow(step)).event_id,
      ])
    ).map((row) => row.handler);

  it('serves the lanes that reach it together with one call, and each aggregate in order', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => `${letter}${Date.now()}`) as [string, string, string];
    await commitSteps([a, b, c], 2);

    await relay.dispatchBatch();
    // Step 1 of the three aggregates in one call; the steps 2 after it (together as far as their
    // lanes came back from the ordinary handler in the same turn), each once.
    expect(calls[0]).toBe(`batch ${a}.1,${b}.1,${c}.1`);
    expect(called(calls.slice(1)).sort()).toEqual([`${a}.2`, `${b}.2`, `${c}.2`]);
    for (const step of [`${a}.1`, `${a}.2`, `${b}.1`, `${c}.2`]) {
      expect(await rows(step)).toBe(1);
      expect(await inbox(step)).toEqual(['AfterSteps', 'ProjectSteps']);
      expect((await outboxRow(step)).dispatched_at).not.toBeNull();
    }
    // Handler transactions, batches or not, commit without waiting for the disk; the claim's own
    // commit waits, and with it for theirs.
    expect([...commitModes]).toEqual(['off from session']);
    // The worker's pooled connections, which ran those transactions, are back to the database's value.
    for (let i = 0; i < 3; i += 1) {
      expect(await worker.get(MikroORM).em.getConnection().execute(COMMIT_MODE)).not.toEqual([{ mode: 'off from session' }]);
    }
    // The ordinary handler listed after the projection ran once the batch had committed.
    expect(seen).toEqual(expect.arrayContaining([`${a}.1 after 1`, `${b}.2 after 1`]));
    expect(seen.indexOf(`${a}.1 after 1`)).toBeLessThan(seen.indexOf(`${a}.2 after 1`));
  });

  it('a failed batch is run again event by event: only the bad event fails, its aggregate waits, the others go on', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => `${letter}${Date.now()}`) as [string, string, string];
    await commitSteps([a, b, c], 2);
    bad.add(`${b}.1`);

    await relay.dispatchBatch();
    expect(calls.slice(0, 4)).toEqual([`batch ${a}.1,${b}.1,${c}.1`, `one ${a}.1`, `one ${b}.1`, `one ${c}.1`]);
    expect(called(calls.slice(4)).sort()).toEqual([`${a}.2`, `${c}.2`]);
    // The batch's rows went with its transaction: each good step has its one row, the bad one none.
    expect(await rows(`${a}.1`)).toBe(1);
    expect(await rows(`${c}.1`)).toBe(1);
    expect(await rows(`${b}.1`)).toBe(0);
    const failed = await outboxRow(`${b}.1`);
    expect(failed).toMatchObject({ dispatched_at: null, attempts: 1 });
    expect(failed.last_error).toContain(`ProjectSteps: step ${b}.1 cannot be projected`);
    // The other handler of the bad event still ran; the projection's inbox row went with its work.
    expect(await inbox(`${b}.1`)).toEqual(['AfterSteps']);
    expect((await outboxRow(`${b}.2`)).dispatched_at).toBeNull();

    // The retry, brought forward: b.1 alone, then b.2; nothing else runs again.
    bad.clear();
    calls.length = 0;
    await query(`update outbox set available_at = now() where event_id = ?`, [failed.event_id]);
    await relay.dispatchBatch();
    expect(calls).toEqual([`one ${b}.1`, `one ${b}.2`]);
    for (const step of [`${a}.1`, `${b}.1`, `${b}.2`, `${c}.2`]) expect(await rows(step)).toBe(1);
    expect((await outboxRow(`${b}.2`)).dispatched_at).not.toBeNull();
  });

  it('a crash after the batch committed and before the mark: the replay projects nothing twice', async () => {
    const [a, b] = ['a', 'b'].map((letter) => `${letter}${Date.now()}`) as [string, string];
    await commitSteps([a, b], 1);
    relay.crashes = 1;
    await relay.dispatchBatch();
    expect(calls).toEqual([`batch ${a}.1,${b}.1`]);
    expect(await outboxRow(`${a}.1`)).toMatchObject({ dispatched_at: null, attempts: 1 });

    relay.crashes = 0;
    calls.length = 0;
    await query(`update outbox set available_at = now() where type = 'BatchProbeStepped' and payload->>'label' in (?, ?)`, [a, b]);
    await relay.dispatchBatch();
    // Both inbox rows committed with the batch: the handler is not called again.
    expect(calls).toEqual([]);
    for (const step of [`${a}.1`, `${b}.1`]) {
      expect(await rows(step)).toBe(1);
      expect((await outboxRow(step)).dispatched_at).not.toBeNull();
    }
  });
});
