// What the benchmarks share: a fresh database and Redis prefix per run (removed afterwards, or kept
// with --keep / reused with --database), the built product started in production mode on a free
// port, the demo companies, a signed-in token, latency figures and the load average beside them.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
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

/**
 * Separate cores for the load generator and the server, where `taskset` exists and there are at
 * least two: without it the load generator's own CPU time shows up as server latency (on 2 cores
 * even the health check measured p97.5 15 ms). PostgreSQL, Redis and other work still float.
 * Returns the server's CPU list (for startProduct's `cpus`), or null when not pinned.
 */
export function pinLoadGenerator() {
  // Asked before pinning: the answer follows this process's own affinity.
  const cpus = availableParallelism();
  if (cpus < 2) return null;
  try {
    execFileSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
    return cpus === 2 ? '1' : `1-${cpus - 1}`;
  } catch {
    return null;
  }
}

/** The 1-minute load average, for printing beside figures measured on a shared machine. */
export const load1 = () => loadavg()[0].toFixed(1);

/** The 1-, 5- and 15-minute load averages (`0.52 0.61 0.70`), beside a long run's steps. */
export const loadAverages = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Count, median, 95th percentile and maximum of latencies in ms (nearest rank). */
export function latencyStats(latencies) {
  if (latencies.length === 0) return { n: 0 };
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    n: sorted.length,
    'p50 ms': +at(0.5).toFixed(1),
    'p95 ms': +at(0.95).toFixed(1),
    'max ms': +sorted[sorted.length - 1].toFixed(1),
  };
}

/**
 * One /proc stat file (of a process or a thread): its command name, its CPU time so far and that of
 * its ended children it waited for, in milliseconds. Throws when the file is gone.
 */
function readStat(path) {
  const stat = readFileSync(path, 'utf8');
  // The name may hold spaces and parentheses; the fields after it are plain. utime, stime, cutime
  // and cstime are fields 14 to 17 of stat, the 12th to 15th after "pid (comm) ", in 1/100 s.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (index) => Number(fields[index]) * 10;
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: ms(11) + ms(12), childrenMs: ms(13) + ms(14) };
}

/**
 * CPU time a process has used so far, in milliseconds (Linux /proc; null elsewhere). CPU per
 * request moves far less with the machine's load than latency does.
 */
export function cpuMs(pid) {
  try {
    return readStat(`/proc/${pid}/stat`).ms;
  } catch {
    return null;
  }
}

/**
 * CPU time per thread kind of a process so far, in milliseconds (Linux /proc; null elsewhere):
 * `MainThread` runs the JavaScript, `libuv-worker` the thread pool (argon2, file system), `V8Worker`
 * the garbage collector's helpers.
 */
export function threadCpuMs(pid) {
  try {
    const kinds = {};
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const { name, ms } = readStat(`/proc/${pid}/task/${task}/stat`);
      kinds[name] = (kinds[name] ?? 0) + ms;
    }
    return kinds;
  } catch {
    return null;
  }
}

/**
 * CPU time so far of every process whose command is one of `names` (e.g. 'postgres',
 * 'redis-server'), summed per name, with their ended children's, in milliseconds (Linux /proc; null
 * elsewhere). For the shares of servers the product talks to, whose backends come and go: an ended
 * PostgreSQL backend leaves its time to the postmaster that waited for it.
 */
export function cpuMsByCommand(names) {
  try {
    const sums = Object.fromEntries(names.map((name) => [name, 0]));
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat;
      try {
        stat = readStat(`/proc/${pid}/stat`);
      } catch {
        continue; // ended since the listing
      }
      if (stat.name in sums) sums[stat.name] += stat.ms + stat.childrenMs;
    }
    return sums;
  } catch {
    return null;
  }
}

/**
 * CPU (ms) so far of a benchmark's own PostgreSQL backends: those connected to its database (found
 * in pg_stat_activity), by pid. Summing every `postgres` process instead counts whatever else the
 * machine's PostgreSQL did meanwhile (and backends that ended, into the postmaster's children).
 * `options.exceptApplication` leaves out the backends of that application_name (a load generator's own).
 */
export async function ownBackendsCpu(db, database, options = {}) {
  const { rows } = await db.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and application_name is distinct from $2',
    [database, options.exceptApplication ?? null],
  );
  return Object.fromEntries(rows.map(({ pid }) => [pid, cpuMs(pid)]).filter(([, ms]) => ms !== null));
}

/**
 * Follows this run's backends while `work` runs (sampled every 200 ms, so a backend the pool closes
 * midway keeps what it used until its last sample): their CPU in ms, and how many ended meanwhile.
 * `options` as ownBackendsCpu's.
 */
export async function backendsDuring(db, database, work, options = {}) {
  const before = await ownBackendsCpu(db, database, options);
  const seen = { ...before };
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => Object.assign(seen, await ownBackendsCpu(db, database, options)));
  }, 200);
  let result;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  await sampling;
  const after = await ownBackendsCpu(db, database, options);
  Object.assign(seen, after);
  let ms = 0;
  for (const [pid, value] of Object.entries(seen)) ms += value - (before[pid] ?? 0);
  return { result, ms, ended: Object.keys(seen).filter((pid) => !(pid in after)).length };
}

export const freePort = () =>
  new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** parseArgs options of the benchmarks whose data takes minutes to make: `--keep`, `--database NAME`. */
export const KEEP_OPTIONS = { keep: { type: 'boolean', default: false }, database: { type: 'string' } };

/** Polls `checkUrl` until it answers 2xx (at most a minute); throws when `child` exits first. */
export async function waitUntilUp(checkUrl, child, what = 'the product') {
  for (let i = 0; ; i += 1) {
    const ok = await fetch(checkUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i > 600 || child.exitCode !== null) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs in through the API (`POST profile/loginUser`); the session's token, or an error naming the answer. */
export async function loginToken(url, email, password) {
  const login = await postJson(`${url}/api/v2/profile/loginUser`, { identifier: email, password });
  const token = login?.user_data?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login)}`);
  return token;
}

/**
 * A database and Redis prefix of this run, migrated; `cli(...)` runs the product's CLI against them.
 * `options.database` names an existing database to use and keep (cleanup leaves it), for repeating
 * a benchmark over data that took minutes to make; `options.keep` keeps this run's new database
 * (cleanup says how to reuse it). Both are KEEP_OPTIONS' values as parseArgs gives them.
 */
export function benchEnvironment(name, options = {}) {
  const runId = `${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  const pgBase = process.env.BENCH_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const keep = Boolean(options.keep || options.database);
  const database = options.database ?? (keep ? `kadry_${name}_kept_${Date.now().toString(36)}` : `kadry_${name}_${runId}`);
  const databaseUrl = `${pgBase}/${database}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `kadry-${name}-${runId}`;
  // Production refuses to start without SECRETS_KEY; a benchmark run seals with a throwaway key.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SECRETS_KEY: process.env.SECRETS_KEY ?? randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
  };
  const cli = (...args) =>
    execFileSync(process.execPath, ['dist/src/cli.js', ...args], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  cli('migrate');
  const children = [];

  /**
   * `demo:companies` into this run's database: development mode, since the command refuses
   * production (its accounts share a published password); `stdout` 'inherit' shows its progress.
   */
  function demoCompanies(count, seed, { storageDir, stdout = 'ignore' } = {}) {
    execFileSync(process.execPath, ['dist/src/cli.js', 'demo:companies', '--count', String(count), '--seed', String(seed)], {
      cwd: root,
      env: { ...env, NODE_ENV: 'development', ...(storageDir ? { STORAGE_DIR: storageDir } : {}) },
      stdio: ['ignore', stdout, 'inherit'],
    });
  }

  /**
   * The built product (API, worker and web in one process; one role of it with PROCESS_ROLE in
   * `extraEnv`) on a free port, on `cpus` if given; resolves once `readyAt` (the health check unless
   * told) answers. Cleanup stops it.
   */
  async function startProduct(extraEnv = {}, { cpus = null, readyAt = null, what = 'the product' } = {}) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const [command, args] = cpus
      ? ['taskset', ['-c', cpus, process.execPath, 'dist/src/main.js']]
      : [process.execPath, ['dist/src/main.js']];
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...extraEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await waitUntilUp(readyAt ?? `${url}/api/v2/health`, child, what);
    return { url, child };
  }

  async function cleanup() {
    for (const child of children) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    if (keep) {
      if (!options.database) console.log(`Kept database ${database} (repeat with --database ${database}).`);
    } else {
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

  return { env, database, databaseUrl, cli, demoCompanies, startProduct, cleanup };
}

export async function postJson(url, body, headers = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return res.json();
}

/**
 * A JSON POST client over kept-alive node:http connections, for load loops. `fetch` (undici behind
 * WHATWG streams) cost the load generator 0.8 to 1.2 ms of CPU per request on the two cores it
 * shares with the product, as much as the product's own work; this costs about 0.3 ms.
 */
export function jsonClient(baseUrl, headers = {}) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const post = (path, body) =>
    new Promise((done, fail) => {
      const data = JSON.stringify(body);
      const req = request(
        {
          host: hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            try {
              done(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              fail(error);
            }
          });
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end(data);
    });
  return { post, close: () => agent.destroy() };
}
