// What the benchmarks share: a fresh database and Redis prefix per run (removed afterwards), the
// built product started in production mode on a free port, and a free-port helper.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '..');

export function requireBuild(...files) {
  for (const file of ['dist/src/main.js', ...files]) {
    if (!existsSync(resolve(root, file))) {
      console.error(`Build first: npm run build (missing ${file})`);
      process.exit(1);
    }
  }
}

export const freePort = () =>
  new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/**
 * A database and Redis prefix of this run, migrated; `cli(...)` runs the product's CLI against them.
 * `options.database` names an existing database to use and keep (cleanup leaves it), for repeating
 * a benchmark over data that took minutes to make.
 */
export function benchEnvironment(name, options = {}) {
  const runId = `${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  const pgBase = process.env.BENCH_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const database = options.database ?? `kadry_${name}_${runId}`;
  const databaseUrl = `${pgBase}/${database}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `kadry-${name}-${runId}`;
  // Production refuses to start without SECRETS_KEY; a benchmark run seals with a throwaway key.
  const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, SECRETS_KEY: process.env.SECRETS_KEY ?? randomBytes(32).toString('base64'), LOG_LEVEL: 'warn' };
  const cli = (...args) => execFileSync(process.execPath, ['dist/src/cli.js', ...args], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  cli('migrate');
  const children = [];

  /** The built product (API, worker and web in one process) on a free port; resolves once healthy. */
  async function startProduct(extraEnv = {}) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['dist/src/main.js'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...extraEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    for (let i = 0; ; i += 1) {
      const ok = await fetch(`${url}/api/v2/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (i > 600 || child.exitCode !== null) throw new Error('the product did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    return { url, child };
  }

  async function cleanup() {
    for (const child of children) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.database) {
      const admin = new URL(databaseUrl);
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`drop database if exists "${database}" with (force)`);
      await client.end();
    }
    const redis = new Redis(redisUrl);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  }

  return { env, database, databaseUrl, cli, startProduct, cleanup };
}

export async function postJson(url, body, headers = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return res.json();
}
