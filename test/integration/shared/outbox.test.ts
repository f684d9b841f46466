import { defineEntity, p } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { migrationsList } from '../../../migrations/index.js';
import { APP_CONFIG, type AppConfig } from '../../../src/config.js';
import { NotificationQueue } from '../../../src/notifications/notifications.contract.js';
import { CaptureStore } from '../../../src/notifications/transports/capture.store.js';
import { recordEvent } from '../../../src/shared/domain/aggregate-root.js';
import { DomainEvent } from '../../../src/shared/domain/domain-event.js';
import { createOrmConfig } from '../../../src/shared/database/orm-config.js';
import { EventHandlerRegistry } from '../../../src/shared/outbox/event-handler-registry.js';
import { OutboxMessageSchema } from '../../../src/shared/outbox/outbox.entity.js';
import { OutboxRelay } from '../../../src/shared/outbox/outbox.relay.js';
import { runDatabaseUrl } from '../../support/run-env.js';
import { startWorker, testConfig } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';

/** A throw-away aggregate that only this suite knows: proves the outbox without any real context. */
const ProbeSchema = defineEntity({
  name: 'OutboxProbe',
  tableName: 'test_outbox_probe',
  properties: { id: p.integer().primary().autoincrement(), label: p.string() },
});
class OutboxProbe extends ProbeSchema.class {
  ping(to: string): void {
    recordEvent(this, new ProbePinged(to, this.label));
  }
}
ProbeSchema.setClass(OutboxProbe);

class ProbePinged extends DomainEvent {
  static readonly type = 'ProbePinged';
  /** As if the event had once been stored under another name: its rows must still dispatch. */
  static readonly legacyTypes = ['ProbeWasPinged'];
  constructor(
    readonly to: string,
    readonly label: string,
  ) {
    super();
  }
}

const handled: ProbePinged[] = [];

@Injectable()
@EventsHandler(ProbePinged)
class ProbePingedHandler implements IEventHandler<ProbePinged> {
  constructor(private readonly notifications: NotificationQueue) {}
  async handle(event: ProbePinged): Promise<void> {
    handled.push(event);
    await this.notifications.send({
      id: `${event.eventId}.probe`,
      template: 'email.test',
      to: event.to,
      lang: 'en',
      vars: { note: event.label },
    });
  }
}

@Module({ providers: [ProbePingedHandler] })
class ProbeHandlersModule {}

/** A relay that dies between queueing the job and marking the event, once. */
class CrashingRelay extends OutboxRelay {
  crashes = 1;
  protected override async markDispatched(...args: Parameters<OutboxRelay['markDispatched']>): Promise<void> {
    if (this.crashes-- > 0) throw new Error('simulated crash before marking');
    return super.markDispatched(...args);
  }
}

describe('transactional outbox', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await MikroORM.init(
      createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: [OutboxMessageSchema, ProbeSchema], migrations: migrationsList }),
    );
    await orm.em.getConnection().execute('create table if not exists test_outbox_probe (id serial primary key, label text not null)');
  });
  afterAll(async () => {
    // Leave the run's schema exactly as the migrations made it (schema.test.ts compares).
    await orm.em.getConnection().execute('drop table if exists test_outbox_probe');
    await orm.close(true);
  });

  async function commitPing(to: string, label: string): Promise<string> {
    const em = orm.em.fork();
    const probe = em.create(OutboxProbe, { label });
    probe.ping(to);
    await em.flush();
    const [row] = await em
      .getConnection()
      .execute<{ event_id: string }[]>(`select event_id from outbox where payload->>'label' = ? order by id desc limit 1`, [label]);
    return row!.event_id;
  }

  async function outboxRow(
    eventId: string,
  ): Promise<{ dispatched_at: Date | null; attempts: number; type: string; payload: Record<string, unknown> } | undefined> {
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute(`select dispatched_at, attempts, type, payload from outbox where event_id = ?`, [eventId]);
    return rows[0] as never;
  }

  it('writes the event in the same transaction as the aggregate', async () => {
    const eventId = await commitPing('same-tx@example.com', 'same-tx');
    const row = await outboxRow(eventId);
    expect(row).toMatchObject({ type: 'ProbePinged', dispatched_at: null, payload: { to: 'same-tx@example.com', label: 'same-tx' } });
    const probes = await orm.em.fork().count(OutboxProbe, { label: 'same-tx' });
    expect(probes).toBe(1);
  });

  it('sends nothing when the transaction rolls back', async () => {
    await expect(
      orm.em.fork().transactional(async (em: EntityManager) => {
        const probe = em.create(OutboxProbe, { label: 'rolled-back' });
        probe.ping('rollback@example.com');
        await em.flush();
        throw new Error('business rule failed after the flush');
      }),
    ).rejects.toThrow('business rule failed');
    const [{ count }] = await orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>(`select count(*)::int as count from outbox where payload->>'label' = 'rolled-back'`);
    expect(Number(count)).toBe(0);
    expect(await orm.em.fork().count(OutboxProbe, { label: 'rolled-back' })).toBe(0);
  });

  describe('with a worker', () => {
    let worker: INestApplicationContext | undefined;
    afterEach(async () => {
      await worker?.close();
      worker = undefined;
    });

    it('delivers an event committed while the worker was down once it starts', async () => {
      const eventId = await commitPing('late-worker@example.com', 'late-worker');
      expect((await outboxRow(eventId))?.dispatched_at).toBeNull();

      worker = await startWorker(testConfig(), { imports: [ProbeHandlersModule] });
      const row = await waitFor(async () => (await outboxRow(eventId))?.dispatched_at && outboxRow(eventId), {
        what: 'the event to be dispatched',
      });
      expect(row.attempts).toBe(1);
      expect(handled.filter((e) => e.eventId === eventId)).toHaveLength(1);
      const mails = await waitFor(
        async () => {
          const list = await worker!.get(CaptureStore).list('late-worker@example.com');
          return list.length > 0 && list;
        },
        { what: 'the e-mail queued by the handler to be sent' },
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Kadry delivery check' });
      expect(mails[0]!.text).toContain('late-worker');
    });

    it('delivers a row stored under a legacy name of the event to its handlers, as the declared class', async () => {
      // A row written before the event's stored name changed (docs/architecture.md, "Rules the tests enforce").
      const [{ event_id: eventId }] = await orm.em
        .fork()
        .getConnection()
        .execute<{ event_id: string }[]>(
          `insert into outbox (event_id, type, payload, occurred_at, available_at, attempts)
         values (gen_random_uuid(), 'ProbeWasPinged', ?::jsonb, now(), now(), 0) returning event_id`,
          [JSON.stringify({ to: 'legacy-name@example.com', label: 'legacy-name' })],
        );
      worker = await startWorker(testConfig(), { imports: [ProbeHandlersModule] });
      await waitFor(async () => (await outboxRow(eventId))?.dispatched_at, { what: 'the legacy row to be dispatched' });
      const delivered = handled.filter((e) => e.eventId === eventId);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toBeInstanceOf(ProbePinged);
      expect(delivered[0]).toMatchObject({ to: 'legacy-name@example.com', label: 'legacy-name', eventType: 'ProbePinged' });
    });

    it('re-dispatches after a crash between queueing and marking without queueing a second job', async () => {
      const config: AppConfig = testConfig({ OUTBOX_RELAY: 'false' });
      worker = await startWorker(config, { imports: [ProbeHandlersModule] });
      const relay = new CrashingRelay(worker.get(MikroORM), worker.get(EventHandlerRegistry), worker.get<AppConfig>(APP_CONFIG));
      const eventId = await commitPing('crash@example.com', 'crash');

      const first = await relay.dispatchBatch();
      expect(first.succeeded).toBe(0);
      const afterCrash = await outboxRow(eventId);
      expect(afterCrash).toMatchObject({ dispatched_at: null, attempts: 1 });

      // The crash schedules a retry with backoff; bring it due now instead of waiting.
      await orm.em.fork().getConnection().execute(`update outbox set available_at = now() where event_id = ?`, [eventId]);
      await relay.dispatchBatch();
      expect((await outboxRow(eventId))?.dispatched_at).not.toBeNull();
      // The handler committed its inbox entry before the crash, so the replay skips it (outbox-inbox.test.ts).
      expect(handled.filter((e) => e.eventId === eventId)).toHaveLength(1);

      const queue = worker.get<Queue>(getQueueToken('email'));
      const jobs = (await queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'failed'])).filter(
        (job) => job.id === `${eventId}.probe`,
      );
      expect(jobs).toHaveLength(1);
      const mails = await waitFor(
        async () => {
          const list = await worker!.get(CaptureStore).list('crash@example.com');
          return list.length > 0 && list;
        },
        { what: 'the single e-mail' },
      );
      expect(mails).toHaveLength(1);
    });
  });
});
