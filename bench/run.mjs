#!/usr/bin/env node
// `npm run bench` — the hot account calls against their yardsticks, on this machine, with a fresh
// database and Redis prefix that are removed afterwards. Run `npm run build` first.
//   1. GET profile/get_userInfo of the built product (production mode, API and worker in one
//      process) against a bare Fastify + pg server running the same SQL (bench/bare-server.mjs),
//      in alternating rounds at 50 connections: the ratio of their rates (goal >= 0.6) and p99
//      (goal < 25 ms).
//   2. POST profile/loginUser against a raw argon2id verify loop on the same cores
//      (bench/argon2-loop.mjs), alternating: the ratio of their rates (goal >= 0.9).
//   npm run bench -- --seconds 5 --rounds 3 --connections 50
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  backendsDuring,
  benchEnvironment,
  cpuMs,
  cpuMsByCommand,
  freePort,
  load1,
  loginToken,
  requireBuild,
  root,
  threadCpuMs,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'login-connections': { type: 'string', default: '10' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const loginConnections = Number(values['login-connections']);
requireBuild();

const email = 'bench@kadry.local';
const password = 'Bench-pass-2026';

function load(options) {
  return new Promise((done, fail) => {
    autocannon({ duration: seconds, ...options }, (error, result) => {
      if (error) return fail(error);
      if (result.non2xx || result.errors) return fail(new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      done({
        rate: result.requests.total / (result.duration || seconds),
        total: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
    });
  });
}

/** Mean rate over the rounds and the worst p99 of any round. */
function summary(results) {
  return {
    rate: results.reduce((sum, r) => sum + r.rate, 0) / results.length,
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
  };
}

async function startBare(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/bare-server.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('ready') && done());
    child.once('exit', (code) => fail(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

function argon2Loop(hash) {
  const out = execFileSync(
    process.execPath,
    [
      'bench/argon2-loop.mjs',
      '--hash',
      hash,
      '--password',
      password,
      '--concurrency',
      String(loginConnections),
      '--seconds',
      String(seconds),
    ],
    { cwd: root },
  );
  return { rate: JSON.parse(out.toString()).perSecond, p50: NaN, p99: NaN };
}

const bench = benchEnvironment('bench');
let bare;
try {
  bench.cli('user:create', '--email', email, '--password', password, '--role', 'user');
  const { url, child: product } = await bench.startProduct();
  bare = await startBare(bench.databaseUrl);
  const token = await loginToken(url, email, password);
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  await db.connect();
  const { rows } = await db.query('select password_hash from identity_user where email = $1', [email]);
  // Kept open: it finds the benchmark's own PostgreSQL backends (lib.mjs, backendsDuring).

  console.log(
    `Kadry benchmark: ${rounds} alternating rounds of ${seconds} s, ${process.platform} ${process.arch}, Node ${process.version}; load generator on the same machine; load average (1 min) ${load1()}`,
  );
  const userInfo = { url: `${url}/api/v2/profile/get_userInfo`, headers: { userToken: token }, connections };
  const bareInfo = { url: `${bare.url}/userinfo`, headers: { userToken: token }, connections };
  await load({ ...userInfo, duration: 2 });
  await load({ ...bareInfo, duration: 2 });
  const kadry = [];
  const yardstick = [];
  const userInfoCpu = { product: 0, postgres: 0, ended: 0 };
  const userInfoRound = async () => {
    const before = cpuMs(product.pid);
    const { result, ms, ended } = await backendsDuring(db, bench.database, () => load(userInfo));
    userInfoCpu.product += cpuMs(product.pid) - before;
    userInfoCpu.postgres += ms;
    userInfoCpu.ended += ended;
    kadry.push(result);
  };
  for (let round = 0; round < rounds; round += 1) {
    // Alternating, and the order flipped each round, so drift of a shared machine hits both alike.
    if (round % 2 === 0) {
      await userInfoRound();
      yardstick.push(await load(bareInfo));
    } else {
      yardstick.push(await load(bareInfo));
      await userInfoRound();
    }
  }
  const loginLoad = {
    url: `${url}/api/v2/profile/loginUser`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
    connections: loginConnections,
  };
  const logins = [];
  const raw = [];
  const threadsBefore = threadCpuMs(product.pid);
  const serversBefore = cpuMsByCommand(['redis-server']);
  let generatorMs = 0;
  const loginPostgres = { ms: 0, ended: 0 };
  const loginRound = async () => {
    const before = process.cpuUsage();
    const { result, ms, ended } = await backendsDuring(db, bench.database, () => load(loginLoad));
    logins.push(result);
    loginPostgres.ms += ms;
    loginPostgres.ended += ended;
    const used = process.cpuUsage(before);
    generatorMs += (used.user + used.system) / 1000;
  };
  for (let round = 0; round < Math.max(2, rounds - 1); round += 1) {
    if (round % 2 === 0) {
      raw.push(argon2Loop(rows[0].password_hash));
      await loginRound();
    } else {
      await loginRound();
      raw.push(argon2Loop(rows[0].password_hash));
    }
  }

  // Where a login's CPU goes: argon2id runs on the product's libuv pool; everything else (the
  // product's main thread and garbage collector, PostgreSQL, Redis, the load generator) competes
  // with it for the same two cores. Only PostgreSQL and Redis serve the login rounds (the raw loop
  // touches neither), so their CPU over the whole stretch is the logins'. PostgreSQL counts only this
  // run's own backends (every postgres process of a shared machine would count others' work, even
  // less than nothing when backends ended); Redis is the whole server, shared with anyone else.
  const threadsAfter = threadCpuMs(product.pid);
  const serversAfter = cpuMsByCommand(['redis-server']);
  const loginCount = logins.reduce((sum, l) => sum + l.total, 0);
  const perLogin = (after, before) => (after - (before ?? 0)) / loginCount;
  const threadShare =
    threadsBefore && threadsAfter
      ? Object.fromEntries(Object.keys(threadsAfter).map((kind) => [kind, perLogin(threadsAfter[kind], threadsBefore[kind])]))
      : null;
  const serverShare =
    serversBefore && serversAfter
      ? {
          'PostgreSQL (own backends)': loginPostgres.ms / loginCount,
          'Redis (whole server)': perLogin(serversAfter['redis-server'], serversBefore['redis-server']),
        }
      : null;
  const k = summary(kadry);
  const b = summary(yardstick);
  const l = summary(logins);
  const r = summary(raw);
  const fmt = (n) => (Number.isFinite(n) ? n.toFixed(0) : '');
  console.table([
    {
      scenario: `GET /api/v2/profile/get_userInfo (${connections} conn.)`,
      'req/s': fmt(k.rate),
      'p50 ms': fmt(k.p50),
      'p99 ms (worst round)': fmt(k.p99),
    },
    {
      scenario: `bare Fastify + pg, same SQL (${connections} conn.)`,
      'req/s': fmt(b.rate),
      'p50 ms': fmt(b.p50),
      'p99 ms (worst round)': fmt(b.p99),
    },
    {
      scenario: `POST /api/v2/profile/loginUser (${loginConnections} conn.)`,
      'req/s': fmt(l.rate),
      'p50 ms': fmt(l.p50),
      'p99 ms (worst round)': fmt(l.p99),
    },
    { scenario: `raw argon2id verify (${loginConnections} at a time)`, 'req/s': fmt(r.rate), 'p50 ms': '', 'p99 ms (worst round)': '' },
  ]);
  const userInfoRatio = k.rate / b.rate;
  const loginRatio = l.rate / r.rate;
  console.log(`get_userInfo / bare: ${userInfoRatio.toFixed(2)} (goal >= 0.6); get_userInfo p99 ${k.p99} ms (goal < 25 ms)`);
  console.log(`login / raw argon2id: ${loginRatio.toFixed(2)} (goal >= 0.9)`);
  if (threadShare && serverShare) {
    const argon2 = threadShare['libuv-worker'] ?? 0;
    const rest = {
      'main thread': threadShare.MainThread ?? 0,
      'garbage collector': threadShare.V8Worker ?? 0,
      ...serverShare,
      'load generator': generatorMs / loginCount,
    };
    const restSum = Object.values(rest).reduce((sum, ms) => sum + ms, 0);
    console.log(
      `CPU per login, ms: argon2id (libuv pool) ${argon2.toFixed(1)}; beside it ${restSum.toFixed(1)}: ${Object.entries(rest)
        .map(([what, ms]) => `${what} ${ms.toFixed(2)}`)
        .join(', ')}`,
    );
    // On a machine whose cores are all busy the rate follows the CPU a login costs, so 0.9 of raw
    // argon2id leaves a ninth of the argon2id time for everything else.
    console.log(`login at 0.9 of raw argon2id would need at most ${(argon2 / 9).toFixed(1)} ms beside argon2id`);
  }
  const userInfoCount = kadry.reduce((sum, r) => sum + r.total, 0);
  const endedNote = (ended) => (ended ? ` (${ended} backends ended midway: their last 200 ms are missing)` : '');
  console.log(
    `CPU per get_userInfo, ms: the product ${(userInfoCpu.product / userInfoCount).toFixed(2)}, its own PostgreSQL backends ${(userInfoCpu.postgres / userInfoCount).toFixed(2)}${endedNote(userInfoCpu.ended)}`,
  );
  console.log(
    `CPU per login in its own PostgreSQL backends, ms: ${(loginPostgres.ms / loginCount).toFixed(2)}${endedNote(loginPostgres.ended)}`,
  );
  await db.end();
  console.log(`Load average (1 min) at the end: ${load1()}`);
} finally {
  if (bare?.child.exitCode === null) {
    const exited = new Promise((done) => bare.child.once('exit', done));
    bare.child.kill('SIGTERM');
    await exited;
  }
  await bench.cleanup();
}
