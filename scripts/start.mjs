#!/usr/bin/env node
// `npm start`: build what is stale, make sure PostgreSQL and Redis are there (starting embedded ones
// when nothing is configured and nothing answers on the default ports), migrate, then run the API,
// the worker and the web app in one process. Says plainly what it started and where data lives.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { ensureBuilt, isCurrent, TARGETS } from './ensure-built.mjs';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
const env = { ...process.env };
const stops = [];
// The local ports probed (and used for embedded servers); change them only to dodge a port clash.
const PG_PORT = Number(env.KADRY_LOCAL_PG_PORT ?? 5432);
const REDIS_PORT = Number(env.KADRY_LOCAL_REDIS_PORT ?? 6379);
const say = (text) => console.log(`\x1b[36m[kadry]\x1b[0m ${text}`);

function buildIfStale() {
  const stale = Object.keys(TARGETS).filter((name) => !isCurrent(TARGETS[name], root));
  if (stale.length === 0) return;
  say(`Building ${stale.map((name) => (name === 'api' ? 'the API' : 'the web app')).join(' and ')} (first start or sources changed)...`);
  ensureBuilt(stale, { root });
}

function answers(port, host = '127.0.0.1') {
  return new Promise((done) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000);
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.once('connect', () => finish(true));
    socket.once('timeout', () => finish(false));
    socket.once('error', () => done(false));
  });
}

async function waitForPort(port, seconds) {
  for (let i = 0; i < seconds * 10; i += 1) {
    if (await answers(port)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function ensurePostgres() {
  if (env.DATABASE_URL) return say(`PostgreSQL: using DATABASE_URL (${env.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')})`);
  if (await answers(PG_PORT)) {
    env.DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/kadry`;
    return say(`PostgreSQL: found a server on 127.0.0.1:${PG_PORT}, using database "kadry" (user postgres).`);
  }
  const dataDir = resolve('.data/postgres');
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    say(`PostgreSQL: nothing on 127.0.0.1:${PG_PORT}, creating an embedded cluster in ${dataDir} ...`);
  const pg = spawn(process.execPath, ['scripts/embedded-postgres.mjs', dataDir, String(PG_PORT)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  const outcome = await new Promise((done) => {
    pg.on('message', (message) => (message.ready || message.error) && done(message));
    pg.once('exit', (code) => done({ error: `embedded PostgreSQL exited (${code})` }));
  });
  if (outcome.error) throw new Error(`PostgreSQL: ${outcome.error}`);
  stops.push(
    () =>
      new Promise((done) => {
        if (pg.exitCode !== null) return done();
        pg.once('exit', () => done());
        pg.kill('SIGTERM');
      }),
  );
  process.on('exit', () => pg.exitCode === null && pg.kill('SIGTERM'));
  env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/kadry`;
  say(`PostgreSQL: started the embedded server on 127.0.0.1:${PG_PORT}; data lives in ${dataDir}`);
}

async function ensureRedis() {
  if (env.REDIS_URL) return say('Redis: using REDIS_URL');
  if (await answers(REDIS_PORT)) {
    env.REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
    return say(`Redis: found a server on 127.0.0.1:${REDIS_PORT}.`);
  }
  let binary;
  try {
    binary = execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    console.error(
      `[kadry] Redis is needed and nothing answers on 127.0.0.1:${REDIS_PORT}. Install it (Debian: apt-get install redis-server) or set REDIS_URL.`,
    );
    process.exit(1);
  }
  const dir = resolve('.data/redis');
  mkdirSync(dir, { recursive: true });
  const redis = spawn(binary, ['--bind', '127.0.0.1', '--port', String(REDIS_PORT), '--dir', dir, '--save', '60 1', '--appendonly', 'no'], {
    stdio: 'ignore',
    detached: true,
  });
  stops.push(
    () =>
      new Promise((done) => {
        if (redis.exitCode !== null) return done();
        redis.once('exit', () => done());
        redis.kill('SIGTERM');
      }),
  );
  process.on('exit', () => redis.exitCode === null && redis.kill('SIGTERM'));
  if (!(await waitForPort(REDIS_PORT, 10))) throw new Error('redis-server did not start');
  env.REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
  say(`Redis: started ${binary} on 127.0.0.1:${REDIS_PORT}; snapshots in ${dir}`);
}

async function stopServices() {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}

async function main() {
  buildIfStale();
  await ensurePostgres();
  await ensureRedis();
  execFileSync(process.execPath, ['dist/src/cli.js', 'migrate'], { stdio: 'inherit', env });
  // The option lists (gender, office presence, ...) the profile forms need; idempotent.
  execFileSync(process.execPath, ['dist/src/cli.js', 'seed'], { stdio: 'inherit', env });
  const port = env.PORT ?? '3000';
  // Its own process group: Ctrl+C reaches only this script, which forwards one signal, so the
  // product shuts down gracefully once instead of taking a second signal as "exit now".
  const app = spawn(process.execPath, ['dist/src/main.js'], { stdio: 'inherit', env: { ...env, PORT: port }, detached: true });
  process.on('exit', () => app.exitCode === null && app.kill('SIGKILL'));
  if (await waitForPort(Number(port), 60)) {
    say(`Kadry is running: http://localhost:${port}  (API docs /api/docs, captured e-mails and SMS /dev/messages)`);
  }
  let stopping = false;
  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    say('Stopping: active jobs finish first, then connections close ...');
    app.kill(signal);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const code = await new Promise((done) => app.once('exit', (c) => done(c ?? 0)));
  await stopServices();
  say(code === 0 ? 'Stopped. Data stays where it was; npm start picks up from there.' : `Kadry exited with code ${code}.`);
  process.exit(code);
}

main().catch(async (error) => {
  console.error(`[kadry] ${error instanceof Error ? error.message : error}`);
  await stopServices();
  process.exit(1);
});
