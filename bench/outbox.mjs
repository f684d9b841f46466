#!/usr/bin/env node
// `npm run bench:outbox` — how far the outbox relay falls behind under a steady stream of events, in
// the same run for the relay as it was (one event at a time: OUTBOX_CONCURRENCY=1,
// OUTBOX_BATCH_SIZE=1) and for the defaults (batches, aggregates side by side, handlers that take
// batches). For each setup the built product (API, worker and relay in one process) is started on
// this run's own database and Redis prefix, and three loads are played, one after the other:
//   1. relay: --rate events a second for --seconds of a type no handler listens to, spread over
//      --companies demo companies (committed straight into the outbox with their aggregate, as a
//      flush writes them, and notified): the relay's own claiming and marking;
//   2. handlers: the same stream as CompanyEdited events, each handled by the product's real
//      handlers (the verification read model, the notices, the verifiers' live stream);
//   3. probe: one account's updateCompany at --probe-rate requests a second for --seconds over
//      HTTP; the per-account write limit (30 writes in 10 s) answers the rest with 429.
// The lag of an event is dispatched_at - occurred_at from the outbox table (an event still waiting
// --drain seconds after the load counts as waiting until then). Beside it: the product's CPU and
// its PostgreSQL backends' CPU per delivered event (the producer's inserts left out), and the load average when the load ended (the
// machine may be shared: compare rows of one run). Loopback only; the database and the Redis keys
// are removed at the end. Run `npm run build:api` first (the npm script does).
//   npm run bench:outbox -- --rate 500 --seconds 8 --companies 200 --probe-rate 140
// `--setups 1x1,4x50,8x50,defaults` compares other relays (<concurrency>x<batch>); `--loads
// handlers,probe` plays some of the loads only.
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  backendsDuring,
  benchEnvironment,
  cpuMs,
  jsonClient,
  load1,
  loginToken,
  pinLoadGenerator,
  postJson,
  requireBuild,
  root,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '8' },
    companies: { type: 'string', default: '200' },
    'probe-rate': { type: 'string', default: '140' },
    drain: { type: 'string', default: '60' },
    setups: { type: 'string', default: '1x1,defaults' },
    loads: { type: 'string', default: 'relay,handlers,probe' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const companyCount = Number(values.companies);
const probeRate = Number(values['probe-rate']);
const drainSeconds = Number(values.drain);
const loads = new Set(values.loads.split(','));
/** The streams of events: an event type no handler listens to (the relay alone), and edits with their real handlers. */
const STREAMS = [
  { load: 'relay', type: 'OutboxBenchUnhandled', what: 'no handler (the relay alone)' },
  { load: 'handlers', type: 'CompanyEdited', what: 'CompanyEdited (its real handlers)' },
].filter((stream) => loads.has(stream.load));
requireBuild('dist/src/company/domain/edrpou.js');
const { edrpouCheckDigit, isValidEdrpou } = await import(`${root}/dist/src/company/domain/edrpou.js`);

/** `--setups 1x1,defaults,8x50`: relays to compare, `<concurrency>x<batch>` or the product's defaults. */
const SETUPS = values.setups.split(',').map((setup) => {
  if (setup === 'defaults') return { name: 'defaults', env: {} };
  const [concurrency, batch] = setup.split('x');
  return { name: `concurrency ${concurrency}, batch ${batch}`, env: { OUTBOX_CONCURRENCY: concurrency, OUTBOX_BATCH_SIZE: batch } };
});
const TICK_MS = 10;
const email = 'bench-outbox@kadry.local';
const password = 'Bench-pass-2026';

/** Calls `send(n)` so that `perSecond * elapsed` calls have been made at every tick, for `forSeconds`. */
async function atRate(perSecond, forSeconds, send) {
  const started = performance.now();
  const total = Math.round(perSecond * forSeconds);
  let sent = 0;
  const pending = [];
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond));
    if (due > sent) {
      pending.push(send(sent, due - sent));
      sent = due;
    }
    await new Promise((r) => setTimeout(r, TICK_MS));
  }
  await Promise.all(pending);
  return (performance.now() - started) / 1000;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Waits until no event of `where` is undelivered, at most `drainSeconds`; then the lags in ms. */
async function lags(db, where, params) {
  const deadline = Date.now() + drainSeconds * 1000;
  for (;;) {
    const { rows } = await db.query(`select count(*)::int as n from outbox where dispatched_at is null and ${where}`, params);
    if (rows[0].n === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const { rows } = await db.query(
    `select extract(epoch from coalesce(dispatched_at, clock_timestamp()) - occurred_at) * 1000 as ms, dispatched_at is null as waiting
       from outbox where ${where}`,
    params,
  );
  const ms = rows.map((r) => Number(r.ms)).sort((a, b) => a - b);
  const [span] = (
    await db.query(
      `select extract(epoch from max(dispatched_at) - min(occurred_at)) as s, count(dispatched_at)::int as n from outbox where ${where}`,
      params,
    )
  ).rows;
  return {
    perSecond: span.n / Number(span.s),
    count: ms.length,
    waiting: rows.filter((r) => r.waiting).length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: ms[ms.length - 1] ?? NaN,
  };
}

/**
 * Removes the events a load left undelivered once they are counted, so that the next load (or
 * setup) starts with no backlog but its own.
 */
async function dropBacklog(db) {
  await db.query('delete from outbox where dispatched_at is null');
}

const fmt = (ms) => (Number.isNaN(ms) ? '-' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

const serverCpus = pinLoadGenerator();
const bench = benchEnvironment('outbox');
const db = new pg.Client({ connectionString: bench.databaseUrl });
// The producer's commits overlap (one per tick, each its own transaction), as many API requests' would.
const PRODUCER = 'kadry-bench-producer';
const producer = new pg.Pool({ connectionString: bench.databaseUrl, max: 4, application_name: PRODUCER });
try {
  bench.cli('seed');
  bench.demoCompanies(companyCount, 7);
  bench.cli('user:create', '--email', email, '--password', password, '--role', 'user');
  await db.connect();
  const { rows: companies } = await db.query(
    `select c.id, m.user_id from company c join company_membership m on m.company_id = c.id and m.role = 'owner' order by c.id limit $1`,
    [companyCount],
  );
  const ids = companies.map((c) => c.id);
  const owners = companies.map((c) => c.user_id);
  console.log(
    `Kadry outbox relay benchmark: ${rate} events/s for ${seconds} s over ${companies.length} companies ` +
      `(${STREAMS.map((stream) => stream.what).join(', then ')})` +
      `${loads.has('probe') ? `, then one account's updateCompany at ${probeRate}/s for ${seconds} s` : ''}; ` +
      `${process.platform} ${process.arch}, Node ${process.version}, product ${serverCpus ? `on CPU ${serverCpus}, load generator on CPU 0` : 'not pinned'}; load average (1 min) ${load1()}`,
  );

  const rows = [];
  // Each row as it is measured too: a run with the one-at-a-time setup takes minutes.
  const report = (row) => {
    rows.push(row);
    const lag = `lag p50 ${row['lag p50']}, p95 ${row['lag p95']}, max ${row['lag max']}`;
    console.log(`  ${row.setup} | ${row.load} | delivered/s ${row['delivered/s'] || '-'} | ${lag} | load average ${row['load avg']}`);
  };
  let companyId;
  for (const setup of SETUPS) {
    const { url, child } = await bench.startProduct(setup.env, { cpus: serverCpus });
    try {
      const token = await loginToken(url, email, password);
      if (!companyId) {
        for (let attempt = 0; !companyId && attempt < 20; attempt += 1) {
          const seven = String(randomInt(0, 10_000_000)).padStart(7, '0');
          const code = seven + String(edrpouCheckDigit([...seven].map(Number), Number(`${seven}0`)));
          if (!isValidEdrpou(code)) continue;
          const created = await postJson(
            `${url}/api/v2/company/createCompany`,
            { name: 'ТОВ «Кадри Бенч»', code, employees: 2, activity: 1 },
            { userToken: token },
          );
          companyId = created?.company_data?.id;
        }
        if (!companyId) throw new Error('could not register the probe company');
      }

      // 1 and 2. A steady stream of events, many aggregates: unhandled, then edits.
      for (const stream of STREAMS) {
        const cpuBefore = cpuMs(child.pid);
        const tag = `bench-${stream.load}-${setup.name.replace(/\W+/g, '-')}-${Date.now()}`;
        const where = [`type = $2 and payload->'changes'->'services'->>'to' like $1`, [`${tag} %`, stream.type]];
        const {
          result: [sent, lag],
          ms: databaseMs,
        } = await backendsDuring(
          db,
          bench.database,
          async () => {
            const sent = await atRate(rate, seconds, (from, n) => {
              const picks = Array.from({ length: n }, (_, i) => (from + i) % ids.length);
              return producer.query(
                `with written as (
                 insert into outbox (event_id, type, payload, occurred_at, available_at, attempts, aggregate_id)
                 select gen_random_uuid(), $5,
                        jsonb_build_object('companyId', c.id, 'byUserId', c.owner, 'reverification', false,
                                           'changes', jsonb_build_object('services', jsonb_build_object('from', null, 'to', $4 || ' ' || c.n))),
                        clock_timestamp(), clock_timestamp(), 0, 'Company:' || c.id
                   from unnest($1::uuid[], $2::uuid[], $3::int[]) as c(id, owner, n)
                 returning 1)
               select pg_notify('kadry_outbox', '') from (select count(*) from written) done`,
                [picks.map((i) => ids[i]), picks.map((i) => owners[i]), picks.map((_, i) => from + i), tag, stream.type],
              );
            });
            const lag = await lags(db, ...where);
            await dropBacklog(db);
            return [sent, lag];
          },
          { exceptApplication: PRODUCER },
        );
        const delivered = Math.max(1, lag.count - lag.waiting);
        report({
          setup: setup.name,
          load: `${rate}/s, ${stream.what}, ${ids.length} aggregates`,
          'sent in s': sent.toFixed(1),
          events: lag.count,
          'delivered/s': lag.perSecond.toFixed(0),
          'product CPU ms/event': ((cpuMs(child.pid) - cpuBefore) / delivered).toFixed(2),
          'PostgreSQL CPU ms/event': (databaseMs / delivered).toFixed(2),
          'waiting at the end': lag.waiting,
          'lag p50': fmt(lag.p50),
          'lag p95': fmt(lag.p95),
          'lag max': fmt(lag.max),
          'load avg': load1(),
        });
      }

      // 3. The probe: one account, one company, updateCompany as fast as it sent them.
      if (!loads.has('probe')) continue;
      const tag = `bench-probe-${setup.name.replace(/\W+/g, '-')}-${Date.now()}`;
      const since = (await db.query('select max(id) as id from outbox')).rows[0].id ?? 0;
      const client = jsonClient(url, { userToken: token });
      const answers = { ok: 0, limited: 0, other: 0 };
      await atRate(probeRate, seconds, async (from, n) => {
        await Promise.all(
          Array.from({ length: n }, async (_, i) => {
            const body = await client
              .post('/api/v2/company/updateCompany', { company_id: companyId, services: `probe ${tag} ${from + i}` })
              .catch(() => null);
            if (body?.ok) answers.ok += 1;
            else if (body?.code === 'TOO_MANY_REQUESTS') answers.limited += 1;
            else answers.other += 1;
          }),
        );
      });
      client.close();
      const probe = await lags(db, `id > $1 and aggregate_id = $2`, [since, `Company:${companyId}`]);
      await dropBacklog(db);
      report({
        setup: setup.name,
        load:
          `updateCompany ${probeRate}/s, one account: ${answers.ok} × 200, ${answers.limited} × 429` +
          (answers.other ? `, ${answers.other} other` : ''),
        'sent in s': seconds.toFixed(1),
        events: probe.count,
        'delivered/s': '',
        'product CPU ms/event': '',
        'PostgreSQL CPU ms/event': '',
        'waiting at the end': probe.waiting,
        'lag p50': fmt(probe.p50),
        'lag p95': fmt(probe.p95),
        'lag max': fmt(probe.max),
        'load avg': load1(),
      });
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  }
  console.table(rows);
  console.log(`Load average (1 min) at the end: ${load1()}`);
} finally {
  await db.end().catch(() => undefined);
  await producer.end().catch(() => undefined);
  await bench.cleanup();
}
