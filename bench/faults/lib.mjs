// What the fault experiments share: a PostgreSQL cluster and a Redis of their own (on free loopback
// ports, in a temp folder, so they can be killed and restarted without touching anyone else's), a
// real SMTP server and a Twilio-compatible SMS endpoint on loopback, the built product as separate
// `api` and `worker` processes (load and counting helpers are in measure.mjs). Everything started is stopped and the
// temp folder removed on the way out, on a signal, or when the run's time bound is reached.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../lib.mjs';
import { logText, poll, waitFor } from './measure.mjs';

export * from './measure.mjs';

export const root = resolve(import.meta.dirname, '../..');

export { freePort };

/** Command-line options of an experiment: `--name value` pairs plus repeatable `--env KEY=VALUE` for the product. */
export function options(spec = {}) {
  const { values } = parseArgs({
    options: { ...spec, env: { type: 'string', multiple: true }, keep: { type: 'boolean' } },
    allowPositionals: true,
    strict: false,
  });
  const productEnv = Object.fromEntries(
    (values.env ?? []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return { ...values, productEnv };
}

function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin/postgres'))) : [];
  if (versions.length === 0) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql/*/bin (set PG_BIN)');
  return join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** PostgreSQL refuses to run as root: then it runs as the system user `postgres` (setpriv execs, so the pid is the server's). */
function asPostgres(command, args) {
  if (process.getuid?.() !== 0) return [command, args];
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return ['setpriv', [`--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--', command, ...args]];
}

/**
 * One run: its temp folder, the processes it started, their cleanup, and a time bound after which
 * everything is stopped and the script exits 2.
 */
export function startRun(name, { timeoutSeconds = 240 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `kadry-faults-${name}-`));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const children = new Set();
  const closers = [];
  const started = Date.now();
  let cleaning;

  function track(child) {
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  }

  async function stopChild(child, signal = 'SIGTERM', graceMs = 10_000) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  async function cleanup() {
    cleaning ??= (async () => {
      for (const close of closers.reverse()) await close().catch(() => undefined);
      await Promise.all([...children].map((child) => stopChild(child)));
      if (!process.env.FAULTS_KEEP) rmSync(dir, { recursive: true, force: true });
      else console.error(`${name}: kept ${dir} (FAULTS_KEEP)`);
    })();
    return cleaning;
  }

  const bound = setTimeout(() => {
    console.error(`${name}: time bound of ${timeoutSeconds} s reached, stopping everything`);
    cleanup().finally(() => process.exit(2));
  }, timeoutSeconds * 1000);
  bound.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanup().finally(() => process.exit(130)));
  // Last resort when the script throws past its own cleanup: nothing outlives it.
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL');
    if (!process.env.FAULTS_KEEP) rmSync(dir, { recursive: true, force: true });
  });

  const logFile = (file) => join(dir, file);
  const elapsed = () => seconds(Date.now() - started);
  return { name, dir, track, stopChild, cleanup, onCleanup: (close) => closers.push(close), logFile, elapsed };
}

/** A PostgreSQL cluster of this run: `stop(mode)` (smart, fast, immediate, kill) and `start()` again on the same port and data. */
export async function startPostgres(run) {
  const bin = pgBin();
  const data = join(run.dir, 'pg');
  const [initCmd, initArgs] = asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/kadry`;
  let child;

  async function start() {
    const log = openSync(run.logFile('postgres.log'), 'a');
    const [cmd, args] = asPostgres(join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      data,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=32MB',
    ]);
    child = run.track(spawn(cmd, args, { stdio: ['ignore', log, log] }));
    closeSync(log);
    const ready = await poll(() => query('select 1').then(() => true), { timeoutMs: 60_000, everyMs: 100 });
    if (!ready) throw new Error(`PostgreSQL did not start (see ${run.logFile('postgres.log')})`);
  }

  /** smart = SIGTERM, fast = SIGINT, immediate = SIGQUIT (crash-like, recovery on start), kill = SIGKILL of the postmaster. */
  async function stop(mode = 'fast') {
    const signal = { smart: 'SIGTERM', fast: 'SIGINT', immediate: 'SIGQUIT', kill: 'SIGKILL' }[mode];
    await run.stopChild(child, signal, 60_000);
    if (mode === 'kill') {
      // Orphaned backends keep the shared memory: wait until the last one is gone before a restart.
      await poll(
        async () =>
          !existsSync(join(data, 'postmaster.pid')) ||
          !isRunning(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])),
        { timeoutMs: 30_000 },
      );
    }
  }

  async function query(sql, params = [], database = 'postgres') {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/${database}`, connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  await start();
  await query('create database kadry');
  run.onCleanup(() => stop('fast'));
  return { port, url, start, stop, query, db: (sql, params) => query(sql, params, 'kadry') };
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One RESP PING over a fresh socket: true once Redis answers PONG (not while it loads its append-only file). */
function redisPing(port) {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => finish(chunk.toString().startsWith('+PONG')));
  });
}

/**
 * A Redis of this run. It keeps an append-only file synced on every write, like a production Redis
 * that must not lose queued jobs: `kill()` (SIGKILL) then `start()` loses nothing it acknowledged,
 * so what goes missing is the product's doing.
 */
export async function startRedis(run) {
  const port = await freePort();
  const data = join(run.dir, 'redis');
  mkdirSync(data);
  let child;
  async function start() {
    const log = openSync(run.logFile('redis.log'), 'a');
    child = run.track(
      spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          data,
          '--save',
          '',
          '--appendonly',
          'yes',
          '--appendfsync',
          'always',
          '--protected-mode',
          'no',
          '--daemonize',
          'no',
        ],
        {
          stdio: ['ignore', log, log],
        },
      ),
    );
    closeSync(log);
    if (!(await waitFor(() => redisPing(port), { timeoutMs: 30_000 }))) throw new Error('Redis did not start');
  }
  const kill = () => run.stopChild(child, 'SIGKILL');
  await start();
  run.onCleanup(() => run.stopChild(child));
  return { port, url: `redis://127.0.0.1:${port}`, start, kill };
}

const CONFIRM_SUBJECT = /Подтвердите e-mail|Confirm your e-mail|Підтвердьте e-mail/;

/**
 * A real SMTP server on loopback recording every message it accepted (recipient, subject, the
 * `token` of its link, arrival time). `refuse(true)` answers every RCPT with 451 until `refuse(false)`.
 */
export async function startSmtp(run) {
  const received = [];
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      refused += 1;
      const error = new Error('Mailbox temporarily unavailable');
      error.responseCode = 451;
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const text = mail.text ?? '';
          const token = /[?&]token=([^\s&"]+)/.exec(text)?.[1];
          const to = (mail.to?.value ?? []).map((a) => a.address.toLowerCase());
          for (const address of to)
            received.push({
              to: address,
              subject: mail.subject ?? '',
              kind: CONFIRM_SUBJECT.test(mail.subject ?? '') ? 'confirm' : 'other',
              token: token && decodeURIComponent(token),
              at: Date.now(),
            });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  // A client killed mid-session (a worker's SIGKILL) resets its socket: the server reports it as an
  // 'error' event, which must not end the experiment.
  server.on('error', () => undefined);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address();
  run.onCleanup(() => new Promise((done) => server.close(done)));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    refuse: (on) => (refusing = on),
    get refused() {
      return refused;
    },
    to: (address) => received.filter((m) => m.to === address.toLowerCase()),
  };
}

/** A Twilio-compatible Messages endpoint on loopback recording every SMS (To, Body, arrival time). */
export async function startSms(run) {
  const received = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ to: form.To ?? '', body: form.Body ?? '', at: Date.now() });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', to: form.To, from: form.From, body: form.Body }),
      );
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  run.onCleanup(
    () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(done);
      }),
  );
  // Numbers are compared on their last 9 digits: the product may send them as +380... or 0...
  const key = (phone) => phone.replace(/\D/g, '').slice(-9);
  return { url: `http://127.0.0.1:${server.address().port}`, received, to: (phone) => received.filter((m) => key(m.to) === key(phone)) };
}

/**
 * The environment, servers and product processes of an experiment. `product.api()` and
 * `product.worker()` start one more process of that role; logs go to files in the run's folder.
 */
export async function startStack(run, { productEnv = {}, sms = true } = {}) {
  for (const file of ['dist/src/main.js', 'dist/src/cli.js']) {
    if (!existsSync(join(root, file))) throw new Error(`Build first: npm run build (missing ${file})`);
  }
  const [postgres, redis, smtp, smsPeer] = await Promise.all([
    startPostgres(run),
    startRedis(run),
    startSmtp(run),
    sms ? startSms(run) : null,
  ]);
  const storage = join(run.dir, 'storage');
  mkdirSync(storage);
  const redisPrefix = 'kadry-faults';
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redisPrefix,
    SECRETS_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Kadry <no-reply@kadry.local>',
    ...(smsPeer
      ? {
          TWILIO_ACCOUNT_SID: `AC${randomBytes(16).toString('hex')}`,
          TWILIO_AUTH_TOKEN: 'faults',
          TWILIO_FROM: '+15005550006',
          TWILIO_API_BASE_URL: smsPeer.url,
        }
      : {}),
    STORAGE_DIR: storage,
    TRUST_PROXY: 'true',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    LOG_REQUESTS: 'false',
    ...productEnv,
  };
  execFileSync(process.execPath, ['dist/src/cli.js', 'migrate'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });

  const processes = [];
  function spawnProduct(role, extraEnv) {
    const index = processes.filter((p) => p.role === role).length + 1;
    const logPath = run.logFile(`${role}-${index}.log`);
    const log = openSync(logPath, 'a');
    const child = run.track(
      spawn(process.execPath, ['dist/src/main.js'], {
        cwd: root,
        env: { ...env, PROCESS_ROLE: role, ...extraEnv },
        stdio: ['ignore', log, log],
      }),
    );
    closeSync(log);
    const entry = { role, child, logPath, pid: child.pid };
    processes.push(entry);
    return entry;
  }

  async function api(extraEnv = {}) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const entry = spawnProduct('api', { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...extraEnv });
    const up = await waitFor(
      async () =>
        entry.child.exitCode !== null ||
        (await fetch(`${url}/api/v2/health`).then(
          (r) => r.ok,
          () => false,
        )),
      { timeoutMs: 90_000 },
    );
    if (!up || entry.child.exitCode !== null) throw new Error(`the API did not start (see ${entry.logPath})`);
    return { ...entry, url };
  }

  async function worker(extraEnv = {}) {
    const entry = spawnProduct('worker', extraEnv);
    const up = await waitFor(() => Promise.resolve(entry.child.exitCode !== null || logText(entry.logPath).includes('Worker running')), {
      timeoutMs: 90_000,
    });
    if (!up || entry.child.exitCode !== null) throw new Error(`the worker did not start (see ${entry.logPath})`);
    return entry;
  }

  const queues = ['email', 'sms'].map(
    (name) =>
      new Queue(name, {
        connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => 500 },
        prefix: redisPrefix,
      }),
  );
  for (const queue of queues) queue.on('error', () => undefined);
  run.onCleanup(() => Promise.all(queues.map((q) => q.close().catch(() => undefined))));
  /**
   * Messages not finished yet: jobs waiting, delayed, active or prioritized in both queues, plus
   * stored messages still pending where the product keeps them in PostgreSQL until sent
   * (`notification_message`, when that table exists). Null when Redis or PostgreSQL does not answer.
   */
  async function pendingJobs() {
    try {
      const counts = await Promise.all(
        queues.map((q) => q.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children')),
      );
      const jobs = counts.reduce((sum, c) => sum + Object.values(c).reduce((a, b) => a + b, 0), 0);
      return jobs + (await storedPending());
    } catch {
      return null;
    }
  }
  async function storedPending() {
    try {
      return (await postgres.db("select count(*)::int as n from notification_message where status = 'pending'"))[0].n;
    } catch (error) {
      if (error.code === '42P01') return 0; // no such table: the product queues only
      throw error;
    }
  }
  async function failedJobs() {
    const counts = await Promise.all(queues.map((q) => q.getJobCounts('failed')));
    return counts.reduce((sum, c) => sum + c.failed, 0);
  }

  return { env, postgres, redis, smtp, sms: smsPeer, api, worker, processes, queues, pendingJobs, failedJobs };
}

/** Runs an experiment's body inside a run, always cleaning up; exits 1 on an error of the suite itself. */
export async function experiment(name, body, { timeoutSeconds } = {}) {
  const run = startRun(name, { timeoutSeconds });
  try {
    await body(run);
  } catch (error) {
    console.error(`${name}: ${error.stack ?? error}`);
    console.error(`logs are in ${run.dir} only with FAULTS_KEEP=1`);
    process.exitCode = 1;
  } finally {
    await run.cleanup();
  }
}
