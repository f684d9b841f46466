import { defineEntity, p } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
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

/*
 * Projections in event handlers: each dispatch runs a handler in its own transaction, through the
 * EntityManager it injects, and records (event id, handler) in the inbox with its work, so a
 * redelivered event runs no handler twice. Everything here is test-only: an aggregate that emits
 * `ProbeProjected` and two projection handlers writing rows into a table this suite creates.
 */
const ProbeSchema = defineEntity({
  name: 'InboxProbe',
  tableName: 'test_inbox_probe',
  properties: { id: p.integer().primary().autoincrement(), label: p.string() },
});
class InboxProbe extends ProbeSchema.class {
  project(): void {
    recordEvent(this, new ProbeProjected(this.label));
  }
}
ProbeSchema.setClass(InboxProbe);

class ProbeProjected extends DomainEvent {
  static readonly type = 'ProbeProjected';
  constructor(readonly label: string) {
    super();
  }
}

/** How often each handler was called per event id (rolled-back calls included). */
const calls = new Map<string, number>();
const count = (handler: string, eventId: string) => calls.get(`${handler}/${eventId}`) ?? 0;
const called = (handler: string, eventId: string) => calls.set(`${handler}/${eventId}`, count(handler, eventId) + 1);

const PROJECT = 'insert into test_inbox_projection (event_id, handler, label) values (?, ?, ?)';

@Injectable()
@EventsHandler(ProbeProjected)
class ProjectLabel implements IEventHandler<ProbeProjected> {
  constructor(private readonly em: EntityManager) {}
  async handle(event: ProbeProjected): Promise<void> {
    called('ProjectLabel', event.eventId);
    await this.em.execute(PROJECT, [event.eventId, 'ProjectLabel', event.label]);
  }
}

/** Writes its row, then fails while `failuresLeft` says so: its row must roll back with the failure. */
@Injectable()
@EventsHandler(ProbeProjected)
class FlakyProjection implements IEventHandler<ProbeProjected> {
  static failuresLeft = 0;
  constructor(private readonly em: EntityManager) {}
  async handle(event: ProbeProjected): Promise<void> {
    called('FlakyProjection', event.eventId);
    await this.em.execute(PROJECT, [event.eventId, 'FlakyProjection', event.label]);
    if (FlakyProjection.failuresLeft > 0) {
      FlakyProjection.failuresLeft -= 1;
      throw new Error('projection store unavailable');
    }
  }
}

@Module({ providers: [ProjectLabel, FlakyProjection] })
class ProjectionsModule {}

/** A relay that dies after the handlers committed and before the event is marked, `crashes` times. */
class CrashingRelay extends OutboxRelay {
  crashes = 0;
  protected override async markDispatched(...args: Parameters<OutboxRelay['markDispatched']>): Promise<void> {
    if (this.crashes > 0) {
      this.crashes -= 1;
      throw new Error('simulated crash before marking');
    }
    return super.markDispatched(...args);
  }
}

describe('outbox relay with an inbox: projections run once per handler', () => {
  let orm: MikroORM;
  let worker: INestApplicationContext;
  let relay: CrashingRelay;

  beforeAll(async () => {
    orm = await MikroORM.init(
      createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: [OutboxMessageSchema, ProbeSchema], migrations: migrationsList }),
    );
    const sql = orm.em.getConnection();
    await sql.execute('create table if not exists test_inbox_probe (id serial primary key, label text not null)');
    await sql.execute(
      'create table if not exists test_inbox_projection (event_id uuid not null, handler text not null, label text not null)',
    );
    // The relay is driven by hand (no LISTEN, no sweep), so each step below is one dispatch.
    worker = await startWorker(testConfig({ OUTBOX_RELAY: 'false' }), { imports: [ProjectionsModule] });
    relay = new CrashingRelay(worker.get(MikroORM), worker.get(EventHandlerRegistry), worker.get<AppConfig>(APP_CONFIG));
  });
  afterAll(async () => {
    await worker?.close();
    // Leave the run's schema exactly as the migrations made it (schema.test.ts compares).
    await orm.em.getConnection().execute('drop table if exists test_inbox_projection');
    await orm.em.getConnection().execute('drop table if exists test_inbox_probe');
    await orm.close(true);
  });

  async function commitEvent(label: string): Promise<string> {
    const em = orm.em.fork();
    em.create(InboxProbe, { label }).project();
    await em.flush();
    const [row] = await em
      .getConnection()
      .execute<{ event_id: string }[]>(`select event_id from outbox where payload->>'label' = ? order by id desc limit 1`, [label]);
    return row!.event_id;
  }

  const query = <T>(text: string, params: unknown[]) => orm.em.fork().getConnection().execute<T[]>(text, params);
  const projected = async (eventId: string, handler: string) =>
    Number(
      (
        await query<{ n: number }>('select count(*)::int as n from test_inbox_projection where event_id = ? and handler = ?', [
          eventId,
          handler,
        ])
      )[0]!.n,
    );
  const inbox = async (eventId: string) =>
    (await query<{ handler: string }>('select handler from outbox_inbox where event_id = ? order by handler', [eventId])).map(
      (r) => r.handler,
    );
  const outboxRow = async (eventId: string) =>
    (
      await query<{ dispatched_at: Date | null; attempts: number; last_error: string | null }>(
        'select dispatched_at, attempts, last_error from outbox where event_id = ?',
        [eventId],
      )
    )[0]!;
  /** Rows each projection holds for the event, and how often each handler was called. */
  const state = async (eventId: string) => ({
    rows: { ProjectLabel: await projected(eventId, 'ProjectLabel'), FlakyProjection: await projected(eventId, 'FlakyProjection') },
    calls: { ProjectLabel: count('ProjectLabel', eventId), FlakyProjection: count('FlakyProjection', eventId) },
  });

  /** The failure scheduled a retry with backoff: bring it due now instead of waiting, and dispatch. */
  async function replay(eventId: string): Promise<void> {
    await query('update outbox set available_at = now() where event_id = ?', [eventId]);
    await relay.dispatchBatch();
    expect((await outboxRow(eventId)).dispatched_at).not.toBeNull();
  }

  it('a crash after the handlers committed and before the mark: the replay writes no second row', async () => {
    const eventId = await commitEvent('crash-after-commit');
    relay.crashes = 1;
    await relay.dispatchBatch();
    expect(await outboxRow(eventId)).toMatchObject({ dispatched_at: null, attempts: 1 });
    expect(await projected(eventId, 'ProjectLabel')).toBe(1);
    expect(await projected(eventId, 'FlakyProjection')).toBe(1);
    expect(await inbox(eventId)).toEqual(['FlakyProjection', 'ProjectLabel']);

    await replay(eventId);
    expect(await state(eventId)).toEqual({ rows: { ProjectLabel: 1, FlakyProjection: 1 }, calls: { ProjectLabel: 1, FlakyProjection: 1 } });
  });

  it('one failing handler rolls back alone and does not make the others run twice', async () => {
    const eventId = await commitEvent('one-fails');
    FlakyProjection.failuresLeft = 1;
    await relay.dispatchBatch();
    const failed = await outboxRow(eventId);
    expect(failed).toMatchObject({ dispatched_at: null, attempts: 1 });
    expect(failed.last_error).toContain('FlakyProjection: projection store unavailable');
    expect(await projected(eventId, 'ProjectLabel')).toBe(1);
    // The failing handler's row went with its transaction, and so did its inbox entry.
    expect(await projected(eventId, 'FlakyProjection')).toBe(0);
    expect(await inbox(eventId)).toEqual(['ProjectLabel']);

    await replay(eventId);
    expect(await state(eventId)).toEqual({ rows: { ProjectLabel: 1, FlakyProjection: 1 }, calls: { ProjectLabel: 1, FlakyProjection: 2 } });
    expect(await inbox(eventId)).toEqual(['FlakyProjection', 'ProjectLabel']);
  });
});
