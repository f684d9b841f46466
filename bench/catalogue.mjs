#!/usr/bin/env node
// Catalogue list calls under load (issue 10: a list call at p95 < 10 ms), measured with autocannon
// against the built product (API + worker, NODE_ENV=production) on a fresh database seeded from
// data/ (the seed's time is printed too), removed afterwards. Run `npm run build:api` first, then
//   node_modules/.bin/node bench/catalogue.mjs --duration 10 --connections 10
// autocannon reports p90 and p97.5; p95 lies between them.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);

if (!existsSync('dist/src/main.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const runId = `${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
const pgBase = process.env.BENCH_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${pgBase}/kadry_bench_cat_${runId}`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `kadry-bench-cat-${runId}`;
const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, SECRETS_KEY: process.env.SECRETS_KEY ?? randomBytes(32).toString('base64'), LOG_LEVEL: 'warn' };
const email = 'bench-catalogue@kadry.local';
const password = 'Bench-pass-2026';

const freePort = () =>
  new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

async function cleanup(product) {
  if (product && product.exitCode === null) {
    const exited = new Promise((done) => product.once('exit', done));
    product.kill('SIGTERM');
    await exited;
  }
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "kadry_bench_cat_${runId}" with (force)`);
  await client.end();
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.unlink(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}

function run(title, options) {
  return new Promise((done, fail) => {
    autocannon({ duration, connections, ...options }, (error, result) => {
      if (error) return fail(error);
      done({
        title,
        'req/s (avg)': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p90 ms': result.latency.p90,
        'p97.5 ms': result.latency.p97_5,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        'non-2xx': result.non2xx,
        errors: result.errors,
      });
    });
  });
}

let product;
try {
  execFileSync(process.execPath, ['dist/src/cli.js', 'migrate'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const seedStarted = performance.now();
  const seedOut = execFileSync(process.execPath, ['dist/src/cli.js', 'seed'], { env, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
  const seedMs = Math.round(performance.now() - seedStarted);
  const again = execFileSync(process.execPath, ['dist/src/cli.js', 'seed'], { env, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
  execFileSync(process.execPath, ['dist/src/cli.js', 'user:create', '--email', email, '--password', password, '--role', 'user'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  product = spawn(process.execPath, ['dist/src/main.js'], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`${url}/api/v2/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 600 || product.exitCode !== null) throw new Error('the product did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await fetch(`${url}/api/v2/profile/loginUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  }).then((r) => r.json());
  const token = login?.user_data?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const selectBody = JSON.stringify({ source: ['employees', 'activities', 'gender', 's_workers', 's_values'] });
  const etag = (
    await fetch(`${url}/api/v2/options/get_selectList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: selectBody })
  ).headers.get('etag');

  console.log(`Seed on an empty database: ${seedMs} ms (process included)\n  ${seedOut.trim()}\nSecond seed: ${again.trim()}`);
  console.log(`Catalogue HTTP benchmark: ${duration} s per scenario, ${connections} connections, ${process.platform} ${process.arch}, Node ${process.version}`);
  const rows = [];
  const json = { 'content-type': 'application/json' };
  rows.push(await run('GET /api/v2/health (baseline: no database)', { url: `${url}/api/v2/health` }));
  rows.push(await run('POST options/get_selectList (5 lists, anonymous)', { url: `${url}/api/v2/options/get_selectList`, method: 'POST', headers: json, body: selectBody }));
  rows.push(
    await run('POST options/get_selectList (If-None-Match: 304)', {
      url: `${url}/api/v2/options/get_selectList`,
      method: 'POST',
      headers: { ...json, 'if-none-match': etag ?? '' },
      body: selectBody,
    }),
  );
  rows.push(await run('GET get_lists_create_company (signed in)', { url: `${url}/api/v2/get_lists_create_company`, headers: { userToken: token } }));
  rows.push(await run('GET get_list_cities?citi=Київ', { url: `${url}/api/v2/get_list_cities?citi=${encodeURIComponent('Київ')}`, headers: { userToken: token } }));
  rows.push(await run('GET get_list_cities?citi=зап (many matches)', { url: `${url}/api/v2/get_list_cities?citi=${encodeURIComponent('зап')}`, headers: { userToken: token } }));
  console.table(rows);
} finally {
  await cleanup(product);
}
