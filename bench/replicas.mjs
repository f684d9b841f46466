#!/usr/bin/env node
// `npm run bench:replicas` — one API replica against two, on this machine, in the same run: the
// same load (GET profile/get_userInfo, then POST profile/loginUser) sent to one `PROCESS_ROLE=api`
// process, then spread over two, a worker beside them, one PostgreSQL database and one Redis
// prefix of this run. It shows what a second replica changes here: whether anything is lost (every
// request the load generator sent is answered 2xx and counted by the replicas' own /metrics) and
// what each request costs in CPU: the product's processes and this run's own PostgreSQL backends
// (found by database name in pg_stat_activity; the machine's other databases are not counted).
// Redis is shared with everything else on this machine, so its share cannot be had here.
// On two cores two replicas cannot double the throughput: the load generator, PostgreSQL and both
// replicas share them. Run `npm run build:api` first.
//   npm run bench:replicas -- --requests 8000 --rounds 2 --connections 40 --logins 120
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { backendsDuring, benchEnvironment, cpuMs, freePort, load1, loginToken, requireBuild } from './lib.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '8000' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '40' },
    logins: { type: 'string', default: '120' },
    'login-connections': { type: 'string', default: '8' },
  },
});
const requests = Number(values.requests);
const seconds = 2; // the warm-up
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const loginCount = Number(values.logins);
const loginConnections = Number(values['login-connections']);
requireBuild();

const email = 'bench-replicas@kadry.local';
const password = 'Bench-pass-2026';

/** One autocannon run; `share` splits connections (or a fixed amount) evenly over the replicas at once. */
async function spread(urls, options) {
  let lastAnswer = 0;
  const started = performance.now();
  const runs = urls.map(
    (url) =>
      new Promise((done, fail) => {
        const part = { ...options, url: `${url}${options.path}`, connections: Math.max(1, Math.round(options.connections / urls.length)) };
        // A fixed number of requests, not a duration: a duration's last requests are cut off in flight,
        // so what was sent and what was answered could not be compared exactly.
        if (options.amount) part.amount = Math.round(options.amount / urls.length);
        else part.duration = options.duration ?? seconds;
        const instance = autocannon(part, (error, result) => (error ? fail(error) : done(result)));
        // autocannon ends a fixed amount on its next one-second tick: the rate is taken to the last answer instead.
        instance.on('response', () => (lastAnswer = performance.now()));
      }),
  );
  const results = await Promise.all(runs);
  const elapsed = (lastAnswer - started) / 1000;
  return {
    sent: results.reduce((sum, r) => sum + r.requests.sent, 0),
    ok: results.reduce((sum, r) => sum + r['2xx'], 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    rate: results.reduce((sum, r) => sum + r['2xx'], 0) / elapsed,
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/** What the replicas' own /metrics counted for a route: the product's side of "nothing lost". */
async function countedByReplicas(metricsUrls, route) {
  let total = 0;
  for (const url of metricsUrls) {
    const text = await (await fetch(url)).text();
    for (const line of text.split('\n')) {
      if (line.startsWith('kadry_http_request_duration_seconds_count{') && line.includes(`route="${route}"`) && /status="2\d\d"/.test(line))
        total += Number(line.split(' ').pop());
    }
  }
  return total;
}

const bench = benchEnvironment('replicas');
/** One role of the product (`api` or `worker`) with its metrics port; ready when an API answers its health check or a worker its metrics. */
async function startRole(role) {
  const metricsPort = await freePort();
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const { url, child } = await bench.startProduct(
    { PROCESS_ROLE: role, METRICS_PORT: String(metricsPort), STORAGE_DIR: storageDir },
    { readyAt: role === 'api' ? null : metricsUrl, what: `the ${role} process` },
  );
  return { url, metricsUrl, pid: child.pid };
}

// The replicas' one storage folder (a bucket once the S3 adapter is in), outside the checkout.
const storageDir = mkdtempSync(join(tmpdir(), 'kadry-bench-replicas-'));
const db = new pg.Client({ connectionString: bench.databaseUrl });
try {
  bench.cli('user:create', '--email', email, '--password', password, '--role', 'user');
  const worker = await startRole('worker');
  const api1 = await startRole('api');
  const api2 = await startRole('api');
  await db.connect();
  const token = await loginToken(api1.url, email, password);
  console.log(
    `Kadry replicas benchmark: ${rounds} alternating rounds, ${process.platform} ${process.arch}, Node ${process.version}, ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores shared with the load generator, PostgreSQL, Redis and whatever else runs; load average (1 min) ${load1()}`,
  );

  const setups = { 'one replica': [api1], 'two replicas': [api1, api2] };
  const scenarios = [
    {
      name: `GET get_userInfo, ${requests} requests, ${connections} conn.`,
      route: '/api/v2/profile/get_userInfo',
      options: { path: '/api/v2/profile/get_userInfo', headers: { userToken: token }, connections, amount: requests },
    },
    {
      name: `POST loginUser, ${loginCount} logins, ${loginConnections} conn.`,
      route: '/api/v2/profile/loginUser',
      options: {
        path: '/api/v2/profile/loginUser',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: email, password }),
        connections: loginConnections,
        amount: loginCount,
      },
    },
  ];
  // Warm-up: JIT, prepared statements and pooled connections on both replicas.
  await spread([api1.url, api2.url], { ...scenarios[0].options, amount: undefined, duration: seconds });
  const rows = [];
  for (const scenario of scenarios) {
    for (let round = 0; round < rounds; round += 1) {
      // Alternating, the order flipped each round, so drift of the shared machine hits both alike.
      const order = round % 2 === 0 ? ['one replica', 'two replicas'] : ['two replicas', 'one replica'];
      for (const setup of order) {
        const apis = setups[setup];
        const all = [api1, api2, worker];
        const metricsUrls = [api1.metricsUrl, api2.metricsUrl];
        const countedBefore = await countedByReplicas(metricsUrls, scenario.route);
        const cpuBefore = all.map((p) => cpuMs(p.pid));
        const { result, ...backends } = await backendsDuring(db, bench.database, () =>
          spread(
            apis.map((a) => a.url),
            scenario.options,
          ),
        );
        const cpuAfter = all.map((p) => cpuMs(p.pid));
        const counted = (await countedByReplicas(metricsUrls, scenario.route)) - countedBefore;
        const productMs = cpuAfter.reduce((sum, ms, i) => sum + (ms - cpuBefore[i]), 0);
        rows.push({
          scenario: scenario.name,
          setup,
          'req/s': result.rate.toFixed(0),
          'p99 ms': result.p99,
          sent: result.sent,
          '2xx': result.ok,
          'counted by /metrics': counted,
          'non-2xx': result.non2xx,
          errors: result.errors,
          'product CPU ms/req': (productMs / Math.max(1, result.ok)).toFixed(2),
          'own PostgreSQL backends CPU ms/req':
            (backends.ms / Math.max(1, result.ok)).toFixed(2) + (backends.ended ? ` (${backends.ended} ended midway)` : ''),
        });
      }
    }
  }
  console.table(rows);
  const lost = rows.filter((r) => r['non-2xx'] || r.errors || r['2xx'] !== r['counted by /metrics']);
  console.log(
    lost.length === 0
      ? 'Nothing lost: every request answered 2xx and counted by the replica that answered it.'
      : `Lost or refused in ${lost.length} runs (see the table).`,
  );
  console.log(`Load average (1 min) at the end: ${load1()}`);
  if (lost.length) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  await bench.cleanup();
  rmSync(storageDir, { recursive: true, force: true });
}
