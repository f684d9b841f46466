import { defineEntity, p } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { migrationsList } from '../../../migrations/index.js';
import { APP_CONFIG, type AppConfig } from '../../../src/config.js';
import { recordEvent } from '../../../src/shared/domain/aggregate-root.js';
import { DomainEvent } from '../../../src/shared/domain/domain-event.js';
import { createOrmConfig } from '../../../src/shared/database/orm-config.js';
import { EventHandlerRegistry } from '../../../src/shared/outbox/event-handler-registry.js';
import { OutboxMessageSchema } from '../../../src/shared/outbox/outbox.entity.js';
import { OutboxRelay } from '../../../src/shared/outbox/outbox.relay.js';
import { runDatabaseUrl } from '../../support/run-env.js';
import { startWorker, testConfig } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';

/*
 * The relay runs different aggregates' events side by side and each aggregate's in order. An
 * aggregate of this suite only (UUID key, as the product's aggregates have) records numbered
 * steps; the handler logs when each step starts and ends, can be held at a gate, and can fail.
 * The relays are driven by hand: two instances on one worker stand for two worker replicas.
 */
const ProbeSchema = defineEntity({
  name: 'OrderProbe',
  tableName: 'test_outbox_order_probe',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    label: p.string(),
  },
});
class OrderProbe extends ProbeSchema.class {
  step(n: number): void {
    recordEvent(this, new OrderProbeStepped(this.label, n));
  }
}
ProbeSchema.setClass(OrderProbe);

class OrderProbeStepped extends DomainEvent {
  static readonly type = 'OrderProbeStepped';
  constructor(
    readonly label: string,
    readonly n: number,
  ) {
    super();
  }
}

const log: string[] = [];
const gates = new Map<string, Promise<void>>();
const failuresLeft = new Map<string, number>();

@Injectable()
@EventsHandler(OrderProbeStepped)
class StepHandler implements IEventHandler<OrderProbeStepped> {
  async handle(event: OrderProbeStepped): Promise<void> {
    const name = `${event.label}${event.n}`;
    log.push(`start ${name}`);
    await gates.get(name);
    const left = failuresLeft.get(name) ?? 0;
    if (left > 0) {
      failuresLeft.set(name, left - 1);
      log.push(`fail ${name}`);
      throw new Error(`step ${name} failed on purpose`);
    }
    log.push(`end ${name}`);
  }
}

@Module({ providers: [StepHandler] })
class StepHandlersModule {}

describe('outbox relay: aggregates in parallel, each in order', () => {
  let orm: MikroORM;
  let worker: INestApplicationContext;
  let replica: () => OutboxRelay;

  beforeAll(async () => {
    orm = await MikroORM.init(
      createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: [OutboxMessageSchema, ProbeSchema], migrations: migrationsList }),
    );
    await orm.em.getConnection().execute('create table if not exists test_outbox_order_probe (id uuid primary key, label text not null)');
    worker = await startWorker(testConfig({ OUTBOX_RELAY: 'false', OUTBOX_CONCURRENCY: '4' }), { imports: [StepHandlersModule] });
    replica = () => new OutboxRelay(worker.get(MikroORM), worker.get(EventHandlerRegistry), worker.get<AppConfig>(APP_CONFIG));
  });
  afterAll(async () => {
    await worker?.close();
    // Leave the run's schema exactly as the migrations made it (schema.test.ts compares).
    await orm.em.getConnection().execute('drop table if exists test_outbox_order_probe');
    await orm.close(true);
  });
  beforeEach(() => {
    log.length = 0;
    gates.clear();
    failuresLeft.clear();
  });

  async function aggregate(label: string): Promise<OrderProbe> {
    const em = orm.em.fork();
    const probe = em.create(OrderProbe, { label });
    await em.flush();
    return probe;
  }

  /** Commits step `n` of `probe` in a transaction of its own, so each step gets a later outbox id. */
  async function commitStep(probe: OrderProbe, n: number): Promise<void> {
    const em = orm.em.fork();
    const managed = em.merge(probe);
    managed.step(n);
    await em.flush();
  }

  const query = <T>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, params);
  const row = async (label: string, n: number) =>
    (
      await query<{ dispatched_at: Date | null; attempts: number; due_later: boolean; aggregate_id: string | null }>(
        `select dispatched_at, attempts, available_at > now() as due_later, aggregate_id from outbox where type = 'OrderProbeStepped' and payload->>'label' = ? and (payload->>'n')::int = ?`,
        [label, n],
      )
    )[0]!;
  const at = (entry: string) => {
    const index = log.indexOf(entry);
    if (index < 0) throw new Error(`"${entry}" did not happen: ${log.join(', ')}`);
    return index;
  };

  function gate(name: string): () => void {
    let open!: () => void;
    gates.set(name, new Promise<void>((done) => (open = done)));
    return open;
  }

  it('a slow event of A delays neither B nor anything but A, here or in another replica', async () => {
    const [a, b] = [await aggregate(`A${Date.now()}`), await aggregate(`B${Date.now()}`)];
    const release = gate(`${a.label}1`);
    for (const n of [1, 2, 3]) {
      await commitStep(a, n);
      await commitStep(b, n);
    }
    expect((await row(a.label, 1)).aggregate_id).toBe(`OrderProbe:${a.id}`);

    const first = replica();
    const batch = first.dispatchBatch();
    // B goes through while A's first event is still running.
    await waitFor(() => log.includes(`end ${b.label}3`) && log.includes(`start ${a.label}1`), { what: 'all of B while A1 runs' });
    expect(log).not.toContain(`end ${a.label}1`);
    expect(log).not.toContain(`start ${a.label}2`);

    // A later event of A, committed now, is free for another replica to lock: it must hold it back.
    await commitStep(a, 4);
    const second = await replica().dispatchBatch();
    expect(second.held).toBeGreaterThanOrEqual(1);
    expect(log).not.toContain(`start ${a.label}4`);
    expect((await row(a.label, 4)).dispatched_at).toBeNull();

    release();
    await batch;
    await replica().dispatchBatch();
    expect((await row(a.label, 4)).dispatched_at).not.toBeNull();
    for (const [label, last] of [
      [a.label, 4],
      [b.label, 3],
    ] as const) {
      for (let n = 1; n < last; n += 1) expect(at(`end ${label}${n}`)).toBeLessThan(at(`start ${label}${n + 1}`));
    }
    expect(at(`end ${b.label}3`)).toBeLessThan(at(`end ${a.label}1`));
  });

  it('a failing event holds back the later events of its aggregate only, until its retry', async () => {
    const [c, d] = [await aggregate(`C${Date.now()}`), await aggregate(`D${Date.now()}`)];
    failuresLeft.set(`${c.label}1`, 1);
    for (const n of [1, 2]) {
      await commitStep(c, n);
      await commitStep(d, n);
    }

    await replica().dispatchBatch();
    expect(await row(c.label, 1)).toMatchObject({ dispatched_at: null, attempts: 1, due_later: true });
    expect((await row(d.label, 2)).dispatched_at).not.toBeNull();
    expect(log).not.toContain(`start ${c.label}2`);

    // C2 is due, but its predecessor waits for its backoff: no replica may take it meanwhile. (The
    // first backoff, 1 s, pushed back an hour: a loaded machine outlasted it between two dispatches.)
    await query(
      `update outbox set available_at = now() + interval '1 hour' where type = 'OrderProbeStepped' and payload->>'label' = ? and (payload->>'n')::int = 1`,
      [c.label],
    );
    await replica().dispatchBatch();
    await replica().dispatchBatch();
    expect(log).not.toContain(`start ${c.label}2`);
    expect((await row(c.label, 2)).dispatched_at).toBeNull();

    // The backoff over (brought forward rather than waited for): C1, then C2.
    await query(
      `update outbox set available_at = now() where type = 'OrderProbeStepped' and payload->>'label' = ? and (payload->>'n')::int = 1`,
      [c.label],
    );
    await replica().dispatchBatch();
    expect((await row(c.label, 2)).dispatched_at).not.toBeNull();
    expect(at(`fail ${c.label}1`)).toBeLessThan(at(`end ${c.label}1`));
    expect(at(`end ${c.label}1`)).toBeLessThan(at(`start ${c.label}2`));
    expect(log.filter((entry) => entry === `start ${d.label}1`)).toHaveLength(1);
  });
});
