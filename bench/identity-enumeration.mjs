#!/usr/bin/env node
// `npm run bench:enumeration` — how long the account calls take for a known and an unknown target
// (ASVS 5.0 6.3.8; docs/identity.md): registration of a new vs a taken e-mail, forgot-by-e-mail,
// forgot-by-phone, a wrong reset code and a wrong password for a known vs an unknown phone or e-mail. The built
// product runs in production mode on a fresh database and Redis prefix, removed afterwards; the
// calls alternate known/unknown so drift hits both alike. Run `npm run build:api` first.
//   npm run bench:enumeration -- --rounds 40
import { randomBytes, randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { benchEnvironment, requireBuild, root } from './lib.mjs';

process.chdir(root);
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '30' }, only: { type: 'string' } } });
// `--only forgot` runs the scenarios whose title contains the word.
const only = values.only?.toLowerCase();
const rounds = Number(values.rounds);
requireBuild();

const email = 'known@kadry.local';
const password = 'Bench-pass-2026';
const phone = '0991112233';
const bench = benchEnvironment('bench_enum');
const redis = new Redis(bench.env.REDIS_URL, { keyPrefix: `${bench.env.REDIS_PREFIX}:identity:` });

const ip = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const newEmail = () => `bench-${randomBytes(5).toString('hex')}@kadry.local`;
const newPhone = () => `0${randomInt(500_000_000, 999_999_999)}`;

async function timed(url, path, body) {
  const started = process.hrtime.bigint();
  const res = await fetch(`${url}/api/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.status };
}

function summary(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    'median ms': at(0.5).toFixed(1),
    'p90 ms': at(0.9).toFixed(1),
    'p95 ms': at(0.95).toFixed(1),
    statuses: [...new Set(samples.map((s) => s.status))].join(','),
  };
}

async function compare(title, known, unknown, between = async () => undefined) {
  if (only && !title.toLowerCase().includes(only)) return [];
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

try {
  bench.cli('user:create', '--email', email, '--password', password, '--role', 'user');
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  await db.connect();
  const updated = await db.query('update identity_user set phone = $1, phone_confirmed_at = now() where email = $2 returning id', [
    phone,
    email,
  ]);
  const userId = updated.rows[0].id;
  await db.end();

  // Each call comes from its own address, so the per-address limits stay out of the figures.
  const { url } = await bench.startProduct({ TRUST_PROXY: 'true' });
  // Warm-up: the first argon2 runs and connections cost more.
  for (let i = 0; i < 3; i += 1) await timed(url, '/profile/registration', { email: newEmail(), password });

  // The limits of one phone or account would answer 429 after a few rounds: cleared between calls.
  const clearLimits = () =>
    redis.del(`code-cooldown:reset-password:anyone:${phone}`, `sms:phone:${phone}`, `code-fail:reset:${phone}`, `login:acct:${userId}`);
  // The reset-link cooldown of the known e-mail (an unknown one is new every round).
  const clearMailCooldown = () => redis.del(`mail-cooldown:reset-password:${email}`);
  console.log(`Kadry enumeration timing: ${rounds} rounds per target, ${process.platform} ${process.arch}, Node ${process.version}`);
  const rows = [
    ...(await compare(
      'POST /profile/registration',
      () => timed(url, '/profile/registration', { email, password: 'Another-pass-1' }),
      () => timed(url, '/profile/registration', { email: newEmail(), password: 'Another-pass-1' }),
    )),
    ...(await compare(
      'POST /profile/forgotPassword {email}',
      () => timed(url, '/profile/forgotPassword', { email }),
      () => timed(url, '/profile/forgotPassword', { email: newEmail() }),
      clearMailCooldown,
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
  redis.disconnect();
  await bench.cleanup();
}
