// What the fault experiments share: a PostgreSQL cluster and a Redis of their own (on free loopback
// ports, in a temp folder, so they can be killed and restarted without touching anyone else's), a
// real SMTP server and a Twilio-compatible SMS endpoint on loopback, the built product as separate
// `api` and `worker` processes, load and counting helpers. Everything started is stopped and the
// temp folder removed on the way out, on a signal, or when the run's time bound is reached.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const root = resolve(import.meta.dirname, '../..');
const delay = (ms) => new Promise((done) => setTimeout(done, ms));
export const seconds = (ms) => (ms === null || ms === undefined ? null : Math.round(ms / 100) / 10);

export const freePort = () =>
  new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** Polls `check` until it returns something truthy (returned) or `timeoutMs` passes (null). */
export async function waitFor(check, { timeoutMs = 30_000, everyMs = 100 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() >= until) return null;
    await delay(everyMs);
  }
}

/** Like waitFor, but never throws from `check` (a refused connection is just "not yet"). */
export async function poll(check, options) {
  return waitFor(async () => {
    try {
      return await check();
    } catch {
      return undefined;
    }
  }, options);
}

export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Command-line options of an experiment: `--name value` pairs plus repeatable `--env KEY=VALUE` for the product. */
export function options(spec = {}) {
  const { values } = parseArgs({ options: { ...spec, env: { type: 'string', multiple: true }, keep: { type: 'boolean' } }, allowPositionals: true, strict: false });
  const productEnv = Object.fromEntries((values.env ?? []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
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
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
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
  const [initCmd, initArgs] = asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/kadry`;
  let child;

  async function start() {
    const log = openSync(run.logFile('postgres.log'), 'a');
    const [cmd, args] = asPostgres(join(bin, 'postgres'), [
      '-D', data, '-p', String(port), '-k', data,
      '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200', '-c', 'shared_buffers=32MB',
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
      await poll(async () => !existsSync(join(data, 'postmaster.pid')) || !isRunning(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])), { timeoutMs: 30_000 });
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
    const finish = (ok) => (socket.destroy(), done(ok));
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
      spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', data, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--protected-mode', 'no', '--daemonize', 'no'], {
        stdio: ['ignore', log, log],
      }),
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
          for (const address of to) received.push({ to: address, subject: mail.subject ?? '', kind: CONFIRM_SUBJECT.test(mail.subject ?? '') ? 'confirm' : 'other', token: token && decodeURIComponent(token), at: Date.now() });
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
      res.end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', to: form.To, from: form.From, body: form.Body }));
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  run.onCleanup(() => new Promise((done) => (server.closeAllConnections(), server.close(done))));
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
  const [postgres, redis, smtp, smsPeer] = await Promise.all([startPostgres(run), startRedis(run), startSmtp(run), sms ? startSms(run) : null]);
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
    ...(smsPeer ? { TWILIO_ACCOUNT_SID: `AC${randomBytes(16).toString('hex')}`, TWILIO_AUTH_TOKEN: 'faults', TWILIO_FROM: '+15005550006', TWILIO_API_BASE_URL: smsPeer.url } : {}),
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
    const child = run.track(spawn(process.execPath, ['dist/src/main.js'], { cwd: root, env: { ...env, PROCESS_ROLE: role, ...extraEnv }, stdio: ['ignore', log, log] }));
    closeSync(log);
    const entry = { role, child, logPath, pid: child.pid };
    processes.push(entry);
    return entry;
  }

  async function api(extraEnv = {}) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const entry = spawnProduct('api', { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...extraEnv });
    const up = await waitFor(async () => entry.child.exitCode !== null || (await fetch(`${url}/api/v2/health`).then((r) => r.ok, () => false)), { timeoutMs: 90_000 });
    if (!up || entry.child.exitCode !== null) throw new Error(`the API did not start (see ${entry.logPath})`);
    return { ...entry, url };
  }

  async function worker(extraEnv = {}) {
    const entry = spawnProduct('worker', extraEnv);
    const up = await waitFor(() => Promise.resolve(entry.child.exitCode !== null || logText(entry.logPath).includes('Worker running')), { timeoutMs: 90_000 });
    if (!up || entry.child.exitCode !== null) throw new Error(`the worker did not start (see ${entry.logPath})`);
    return entry;
  }

  const queues = ['email', 'sms'].map((name) => new Queue(name, { connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => 500 }, prefix: redisPrefix }));
  for (const queue of queues) queue.on('error', () => undefined);
  run.onCleanup(() => Promise.all(queues.map((q) => q.close().catch(() => undefined))));
  /** Jobs not finished yet (waiting, delayed, active, prioritized) over both queues; null when Redis does not answer. */
  async function pendingJobs() {
    try {
      const counts = await Promise.all(queues.map((q) => q.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children')));
      return counts.reduce((sum, c) => sum + Object.values(c).reduce((a, b) => a + b, 0), 0);
    } catch {
      return null;
    }
  }
  async function failedJobs() {
    const counts = await Promise.all(queues.map((q) => q.getJobCounts('failed')));
    return counts.reduce((sum, c) => sum + c.failed, 0);
  }

  return { env, postgres, redis, smtp, sms: smsPeer, api, worker, processes, queues, pendingJobs, failedJobs };
}

export function logText(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** Lines of a log file from byte `from` on (e.g. its size when a fault began). */
export function logLinesSince(path, from = 0) {
  if (!existsSync(path)) return [];
  return readFileSync(path).subarray(from).toString('utf8').split('\n').filter((line) => line.length > 0);
}

export const fileSize = (path) => (existsSync(path) ? statSync(path).size : 0);

let ipCounter = 0;
/** A fresh client address per request (the API trusts X-Forwarded-For here), so per-address limits never decide a figure. */
export function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export const PASSWORD = 'Correct-Horse-1';
const runTag = randomBytes(3).toString('hex');
let emailCounter = 0;
export function newEmail() {
  emailCounter += 1;
  return `fault-${runTag}-${emailCounter}@example.test`;
}
let phoneCounter = 0;
export function newPhone() {
  phoneCounter += 1;
  return `067${String(1_000_000 + ((Number.parseInt(runTag, 16) * 7 + phoneCounter) % 9_000_000)).padStart(7, '0')}`;
}

/** One API call (JSON), never throwing: {status, code, retryAfter, body, at, ms}. */
export async function call(url, method, path, body, { token, ip = nextIp(), timeoutMs = 15_000 } = {}) {
  const at = Date.now();
  try {
    const res = await fetch(`${url}/api/v2${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'accept-language': 'en', ...(token ? { userToken: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, code: json?.code ?? null, retryAfter: res.headers.get('retry-after'), body: json, at, ms: Date.now() - at };
  } catch (error) {
    return { status: 0, code: error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK', retryAfter: null, body: null, at, ms: Date.now() - at };
  }
}

export const register = (url, email, options) => call(url, 'POST', '/profile/registration', { email, password: PASSWORD, ref: 'http://localhost:5173' }, options);

/**
 * Runs `task(i)` for i < n with at most `concurrency` at once, starting one every `gapMs` at most
 * (a paced burst that lasts long enough for a fault to land in its middle). Returns the results in order.
 */
export async function burst(n, task, { concurrency = 4, gapMs = 0 } = {}) {
  const results = new Array(n);
  let next = 0;
  let lastStart = 0;
  async function lane() {
    while (next < n) {
      const i = next;
      next += 1;
      const wait = lastStart + gapMs - Date.now();
      lastStart = Math.max(Date.now(), lastStart + gapMs);
      if (wait > 0) await delay(wait);
      results[i] = await task(i);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return results;
}

/**
 * Keeps starting `task(i)` every `gapMs` (at most `concurrency` in flight) until `stop()` says so,
 * for a load that spans a fault whose length is known only as it happens. Resolves with every result.
 */
export async function stream(task, { gapMs = 100, concurrency = 4, stop }) {
  const results = [];
  const inFlight = new Set();
  for (let i = 0; !stop(); i += 1) {
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    const promise = task(i).then((result) => {
      results.push(result);
      inFlight.delete(promise);
    });
    inFlight.add(promise);
    await delay(gapMs);
  }
  await Promise.all(inFlight);
  return results;
}

/** Signs up an account (register, confirmation link from the SMTP server, confirm) and returns its session token. */
export async function signUp(stack, url, email = newEmail()) {
  const res = await register(url, email);
  if (res.status !== 200) throw new Error(`registration answered ${res.status} ${res.code}`);
  const mail = await waitFor(() => Promise.resolve(stack.smtp.to(email).find((m) => m.kind === 'confirm' && m.token)), { timeoutMs: 60_000 });
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  const confirmed = await call(url, 'POST', '/profile/confirmEmail', { token: mail.token });
  if (confirmed.status !== 200) throw new Error(`confirmEmail answered ${confirmed.status} ${confirmed.code}`);
  return { email, token: confirmed.body.user_data.token };
}

export const sendPhoneCode = (url, token, phone) => call(url, 'POST', '/profile/confirmPhoneSendSms', { phone }, { token });

/**
 * Waits until every expected message is there and no job is left in the queues (so late retries,
 * which is where copies come from, have had their chance), or `timeoutMs` passes. `expected()` is
 * the count of recipients still waiting for their message.
 */
export async function settle(stack, missing, { timeoutMs = 120_000, quietMs = 2000 } = {}) {
  const until = Date.now() + timeoutMs;
  let idleSince = null;
  for (;;) {
    const [left, pending] = [await missing(), await stack.pendingJobs()];
    if (pending === 0) idleSince ??= Date.now();
    else idleSince = null;
    // All there and idle, or idle long enough that nothing more will come.
    if (idleSince !== null && (left === 0 ? Date.now() - idleSince >= quietMs : Date.now() - idleSince >= Math.max(quietMs, 10_000))) return { left, timedOut: false };
    if (Date.now() >= until) return { left, timedOut: true };
    await delay(250);
  }
}

/**
 * The outcome of a registration burst, counted at the SMTP server against what PostgreSQL holds:
 * committed accounts without a confirmation mail (lost), addresses with more than one mail
 * (doubled, with the highest copy count), and the request → mail latency of the first mail.
 */
export async function mailOutcome(stack, attempts) {
  const accounts = new Set((await stack.postgres.db('select email from identity_user')).map((r) => r.email.toLowerCase()));
  const byAddress = new Map();
  for (const m of stack.smtp.received) byAddress.set(m.to, [...(byAddress.get(m.to) ?? []), m]);
  const tried = attempts.map((a) => a.email.toLowerCase());
  const lost = tried.filter((e) => accounts.has(e) && !(byAddress.get(e) ?? []).some((m) => m.kind === 'confirm'));
  const doubled = tried.filter((e) => (byAddress.get(e) ?? []).length > 1);
  const maxCopies = Math.max(0, ...tried.map((e) => (byAddress.get(e) ?? []).length));
  const latencies = attempts.filter((a) => byAddress.get(a.email.toLowerCase())?.length).map((a) => byAddress.get(a.email.toLowerCase())[0].at - a.at);
  const okNoAccount = attempts.filter((a) => a.status === 200 && !accounts.has(a.email.toLowerCase())).length;
  const failedButCommitted = attempts.filter((a) => a.status !== 200 && accounts.has(a.email.toLowerCase()));
  return { tried: tried.length, committed: tried.filter((e) => accounts.has(e)).length, lost, doubled, maxCopies, latencies, okNoAccount, failedButCommitted, byAddress };
}

/** SMS counterpart: phones whose code request succeeded, without an SMS (lost) or with several (doubled). */
export function smsOutcome(stack, requests) {
  const okPhones = requests.filter((r) => r.status === 200).map((r) => r.phone);
  const lost = okPhones.filter((p) => stack.sms.to(p).length === 0);
  const doubled = requests.map((r) => r.phone).filter((p) => stack.sms.to(p).length > 1);
  const maxCopies = Math.max(0, ...requests.map((r) => stack.sms.to(r.phone).length));
  const latencies = requests.filter((r) => r.status === 200 && stack.sms.to(r.phone).length).map((r) => stack.sms.to(r.phone)[0].at - r.at);
  return { requested: okPhones.length, lost, doubled, maxCopies, latencies };
}

/** Outbox dispatch latency (dispatched_at - occurred_at, ms) of events that occurred since `since`. */
export async function dispatchLatencies(stack, since) {
  const rows = await stack.postgres.db('select extract(epoch from dispatched_at - occurred_at) * 1000 as ms from outbox where occurred_at >= $1 and dispatched_at is not null', [new Date(since)]);
  return rows.map((r) => Number(r.ms));
}

/** A few registrations one after another, then the outbox dispatch p50 of their events (ms). */
export async function dispatchProbe(stack, url, count = 10) {
  const since = Date.now();
  const attempts = [];
  for (let i = 0; i < count; i += 1) {
    const email = newEmail();
    attempts.push({ email, ...(await register(url, email)) });
    await delay(200);
  }
  await waitFor(async () => (await stack.postgres.db("select count(*)::int as n from outbox where occurred_at >= $1 and dispatched_at is null", [new Date(since)]))[0].n === 0, { timeoutMs: 30_000, everyMs: 200 });
  const latencies = await dispatchLatencies(stack, since);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), attempts };
}

/** Whether some session holds a LISTEN (the outbox relay's wake-up connection). */
export async function listening(stack) {
  const rows = await stack.postgres.query("select count(*)::int as n from pg_stat_activity where query ilike 'listen %'");
  return rows[0].n > 0;
}

export const healthStatus = (url, path = '/health') => fetch(`${url}/api/v2${path}`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status, () => 0);

/** Counts of each value, e.g. {200: 12, 503: 3}. */
export function tally(values) {
  const counts = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

/** Prints the figures of an experiment: a readable block, then one JSON line for run.mjs to collect. */
export function report(name, figures) {
  console.log(`\n== ${name}`);
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(34)} ${typeof value === 'object' && value !== null ? JSON.stringify(value) : value}`);
  console.log(`RESULT ${JSON.stringify({ experiment: name, ...figures })}`);
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
