#!/usr/bin/env node
// `npm run bench:enumeration` — how long the account calls take for a known and an unknown target
// (issue 7 item 7, ASVS 5.0 6.3.8): registration of a new vs a taken e-mail, forgot-by-phone,
// a wrong reset code and a wrong password for a known vs an unknown phone or e-mail. The built
// product runs in production mode on a fresh database and Redis prefix, removed afterwards; the
// calls alternate known/unknown so drift hits both alike. Run `npm run build:api` first.
//   npm run bench:enumeration -- --rounds 40
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '30' } } });
const rounds = Number(values.rounds);

if (!existsSync('dist/src/main.js')) {
  console.error('Build first: npm run build:api');
  process.exit(1);
}

const runId = `${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
const pgBase = process.env.BENCH_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${pgBase}/kadry_bench_${runId}`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `kadry-bench-${runId}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: redisPrefix,
  SECRETS_KEY: randomBytes(32).toString('base64'),
  // Each call comes from its own address, so the per-address limits stay out of the figures.
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
};
const email = 'known@kadry.local';
const password = 'Bench-pass-2026';
const phone = '0991112233';
const redis = new Redis(redisUrl, { keyPrefix: `${redisPrefix}:identity:` });

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
  await client.query(`drop database if exists "kadry_bench_${runId}" with (force)`);
  await client.end();
  const raw = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await raw.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await raw.unlink(...keys);
  } while (cursor !== '0');
  raw.disconnect();
  redis.disconnect();
}

const ip = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const newEmail = () => `bench-${randomBytes(5).toString('hex')}@kadry.local`;
const newPhone = () => `0${randomInt(500_000_000, 999_999_999)}`;

async function timed(url, path, body) {
  const started = process.hrtime.bigint();
  const res = await fetch(`${url}/api/v2${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.status };
}

function summary(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { 'median ms': at(0.5).toFixed(1), 'p90 ms': at(0.9).toFixed(1), statuses: [...new Set(samples.map((s) => s.status))].join(',') };
}

async function compare(title, known, unknown, between = async () => undefined) {
  const a = [];
  const b = [];
  for (let i = 0; i < rounds; i += 1) {
    await between();
    a.push(await known());
    await between();
    b.push(await unknown());
  }
  return [
    { scenario: title, target: 'known', ...summary(a) },
    { scenario: title, target: 'unknown', ...summary(b) },
  ];
}

let product;
try {
  execFileSync(process.execPath, ['dist/src/cli.js', 'migrate'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync(process.execPath, ['dist/src/cli.js', 'user:create', '--email', email, '--password', password, '--role', 'user'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const updated = await db.query('update identity_user set phone = $1, phone_confirmed_at = now() where email = $2 returning id', [phone, email]);
  const userId = updated.rows[0].id;
  await db.end();

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  product = spawn(process.execPath, ['dist/src/main.js'], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`${url}/api/v2/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 600 || product.exitCode !== null) throw new Error('the product did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  // Warm-up: the first argon2 runs and connections cost more.
  for (let i = 0; i < 3; i += 1) await timed(url, '/profile/registration', { email: newEmail(), password });

  // The limits of one phone or account would answer 429 after a few rounds: cleared between calls.
  const clearLimits = () => redis.del(`code-cooldown:reset-password:anyone:${phone}`, `sms:phone:${phone}`, `code-fail:reset:${phone}`, `login:acct:${userId}`);
  console.log(`Kadry enumeration timing: ${rounds} rounds per target, ${process.platform} ${process.arch}, Node ${process.version}`);
  const rows = [
    ...(await compare(
      'POST /profile/registration',
      () => timed(url, '/profile/registration', { email, password: 'Another-pass-1' }),
      () => timed(url, '/profile/registration', { email: newEmail(), password: 'Another-pass-1' }),
    )),
    ...(await compare(
      'POST /profile/forgotPassword {phone}',
      () => timed(url, '/profile/forgotPassword', { phone }),
      () => timed(url, '/profile/forgotPassword', { phone: newPhone() }),
      clearLimits,
    )),
    ...(await compare(
      'POST /profile/resetPasswordConfirmPhone (wrong code)',
      () => timed(url, '/profile/resetPasswordConfirmPhone', { phone, confirm_phone_code: '100000' }),
      () => timed(url, '/profile/resetPasswordConfirmPhone', { phone: newPhone(), confirm_phone_code: '100000' }),
      clearLimits,
    )),
    ...(await compare(
      'POST /profile/loginUser (wrong password)',
      () => timed(url, '/profile/loginUser', { identifier: email, password: 'Wrong-pass-1' }),
      () => timed(url, '/profile/loginUser', { identifier: newEmail(), password: 'Wrong-pass-1' }),
      clearLimits,
    )),
  ];
  console.table(rows);
} finally {
  await cleanup(product);
}
