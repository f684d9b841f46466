#!/usr/bin/env node
// Catalogue list calls under load (goal: a list call at p95 < 10 ms; docs/performance.md), measured with autocannon
// against the built product (API + worker, NODE_ENV=production) on a fresh database seeded from
// data/ (the seed's time is printed too), removed afterwards. Run `npm run build` first, then
//   node_modules/.bin/node bench/catalogue.mjs --duration 10 --connections 10
// autocannon reports p90 and p97.5; p95 lies between them. With --pin (default where taskset
// works) the load generator runs on CPU 0 and the product on the others; --no-pin shares them.
// The health check (one `select 1` and one Redis PING) is the baseline: what the machine, the
// framework and the load generator cost without any catalogue work.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { benchEnvironment, cpuMs, load1, loginToken, pinLoadGenerator, requireBuild, root } from './lib.mjs';

process.chdir(root);
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    pin: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const duration = Number(values.duration);
const connections = Number(values.connections);
requireBuild();

const email = 'bench-catalogue@kadry.local';
const password = 'Bench-pass-2026';

let serverPid = null;

function run(title, options) {
  const cpuBefore = cpuMs(serverPid);
  return new Promise((done, fail) => {
    autocannon({ duration, connections, ...options }, (error, result) => {
      if (error) return fail(error);
      const cpuAfter = cpuMs(serverPid);
      done({
        title,
        'req/s (avg)': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p75 ms': result.latency.p75,
        'p90 ms': result.latency.p90,
        'p97.5 ms': result.latency.p97_5,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        'non-2xx': result.non2xx,
        errors: result.errors,
        'server CPU µs/req':
          cpuBefore === null || cpuAfter === null ? '' : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total),
        load: load1(),
      });
    });
  });
}

const bench = benchEnvironment('bench_cat');
try {
  // The seed's own output is the figure to print, so it runs here rather than through bench.cli.
  const seed = () =>
    execFileSync(process.execPath, ['dist/src/cli.js', 'seed'], {
      cwd: root,
      env: bench.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    }).toString();
  const seedStarted = performance.now();
  const seedOut = seed();
  const seedMs = Math.round(performance.now() - seedStarted);
  const again = seed();
  bench.cli('user:create', '--email', email, '--password', password, '--role', 'user');
  const serverCpus = values.pin ? pinLoadGenerator() : null;
  const { url, child } = await bench.startProduct({}, { cpus: serverCpus });
  serverPid = child.pid;
  const token = await loginToken(url, email, password);
  const selectBody = JSON.stringify({ source: ['employees', 'activities', 'gender', 's_workers', 's_values'] });
  const etag = (
    await fetch(`${url}/api/v2/options/get_selectList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: selectBody,
    })
  ).headers.get('etag');

  console.log(`Seed on an empty database: ${seedMs} ms (process included)\n  ${seedOut.trim()}\nSecond seed: ${again.trim()}`);
  console.log(
    `Catalogue HTTP benchmark: ${duration} s per scenario, ${connections} connections, ${process.platform} ${process.arch}, Node ${process.version}`,
  );
  console.log(
    serverCpus
      ? `Load generator on CPU 0, product on CPU ${serverCpus} (taskset).`
      : 'Load generator and product share the CPUs (not pinned).',
  );
  console.log(`Load average (1 min) at the start: ${load1()}; the column "load" is the same after each scenario.`);
  const rows = [];
  const json = { 'content-type': 'application/json' };
  rows.push(await run('GET /api/v2/health (baseline: select 1 + Redis PING)', { url: `${url}/api/v2/health` }));
  rows.push(
    await run('POST options/get_selectList (5 lists, anonymous)', {
      url: `${url}/api/v2/options/get_selectList`,
      method: 'POST',
      headers: json,
      body: selectBody,
    }),
  );
  // Browsers always ask for a compressed answer; autocannon asks for none unless told.
  rows.push(
    await run('POST options/get_selectList (Accept-Encoding: br)', {
      url: `${url}/api/v2/options/get_selectList`,
      method: 'POST',
      headers: { ...json, 'accept-encoding': 'br' },
      body: selectBody,
    }),
  );
  rows.push(
    await run('POST options/get_selectList (If-None-Match: 304)', {
      url: `${url}/api/v2/options/get_selectList`,
      method: 'POST',
      headers: { ...json, 'if-none-match': etag ?? '' },
      body: selectBody,
    }),
  );
  rows.push(
    await run('GET get_lists_create_company (signed in)', { url: `${url}/api/v2/get_lists_create_company`, headers: { userToken: token } }),
  );
  rows.push(
    await run('GET get_list_cities?citi=Київ', {
      url: `${url}/api/v2/get_list_cities?citi=${encodeURIComponent('Київ')}`,
      headers: { userToken: token },
    }),
  );
  rows.push(
    await run('GET get_list_cities?citi=зап (many matches)', {
      url: `${url}/api/v2/get_list_cities?citi=${encodeURIComponent('зап')}`,
      headers: { userToken: token },
    }),
  );
  rows.push(await run('GET /api/v2/health again (drift of the baseline)', { url: `${url}/api/v2/health` }));
  console.table(rows);
} finally {
  await bench.cleanup();
}
