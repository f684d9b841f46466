// What the fault experiments measure with: waiting for conditions, load (registrations, phone
// codes, paced bursts), and counting what arrived at the SMTP server and the SMS endpoint against
// what PostgreSQL committed. Re-exported by lib.mjs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

export const delay = (ms) => new Promise((done) => setTimeout(done, ms));
export const seconds = (ms) => (ms === null || ms === undefined ? null : Math.round(ms / 100) / 10);

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

export function logText(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** Lines of a log file from byte `from` on (e.g. its size when a fault began). */
export function logLinesSince(path, from = 0) {
  if (!existsSync(path)) return [];
  return readFileSync(path)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0);
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
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        'accept-language': 'en',
        ...(token ? { userToken: token } : {}),
      },
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
    return {
      status: res.status,
      code: json?.code ?? null,
      retryAfter: res.headers.get('retry-after'),
      body: json,
      at,
      ms: Date.now() - at,
    };
  } catch (error) {
    return {
      status: 0,
      code: error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK',
      retryAfter: null,
      body: null,
      at,
      ms: Date.now() - at,
    };
  }
}

export const register = (url, email, options) =>
  call(url, 'POST', '/profile/registration', { email, password: PASSWORD, ref: 'http://localhost:5173' }, options);

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

/** Registers a fresh address: the address with register's answer (status, code, when, how long). */
export async function registerNew(url) {
  const email = newEmail();
  return { email, ...(await register(url, email)) };
}

/** How many accepted registrations have no mail at the SMTP server yet (a `missing` for settle). */
export const mailMissing = (stack, attempts) => attempts.filter((a) => a.status === 200 && stack.smtp.to(a.email).length === 0).length;

/** Signs up an account (register, confirmation link from the SMTP server, confirm) and returns its session token. */
export async function signUp(stack, url, email = newEmail()) {
  const res = await register(url, email);
  if (res.status !== 200) throw new Error(`registration answered ${res.status} ${res.code}`);
  const mail = await waitFor(() => Promise.resolve(stack.smtp.to(email).find((m) => m.kind === 'confirm' && m.token)), {
    timeoutMs: 60_000,
  });
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
    if (idleSince !== null && (left === 0 ? Date.now() - idleSince >= quietMs : Date.now() - idleSince >= Math.max(quietMs, 10_000)))
      return { left, timedOut: false };
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
  const latencies = attempts
    .filter((a) => byAddress.get(a.email.toLowerCase())?.length)
    .map((a) => byAddress.get(a.email.toLowerCase())[0].at - a.at);
  const okNoAccount = attempts.filter((a) => a.status === 200 && !accounts.has(a.email.toLowerCase())).length;
  const failedButCommitted = attempts.filter((a) => a.status !== 200 && accounts.has(a.email.toLowerCase()));
  return {
    tried: tried.length,
    committed: tried.filter((e) => accounts.has(e)).length,
    lost,
    doubled,
    maxCopies,
    latencies,
    okNoAccount,
    failedButCommitted,
    byAddress,
  };
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
  const rows = await stack.postgres.db(
    'select extract(epoch from dispatched_at - occurred_at) * 1000 as ms from outbox where occurred_at >= $1 and dispatched_at is not null',
    [new Date(since)],
  );
  return rows.map((r) => Number(r.ms));
}

/** A few registrations one after another, then the outbox dispatch p50 of their events (ms). */
export async function dispatchProbe(stack, url, count = 10) {
  const since = Date.now();
  const attempts = [];
  for (let i = 0; i < count; i += 1) {
    attempts.push(await registerNew(url));
    await delay(200);
  }
  await waitFor(
    async () =>
      (
        await stack.postgres.db('select count(*)::int as n from outbox where occurred_at >= $1 and dispatched_at is null', [
          new Date(since),
        ])
      )[0].n === 0,
    { timeoutMs: 30_000, everyMs: 200 },
  );
  const latencies = await dispatchLatencies(stack, since);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), attempts };
}

/** Whether some session holds a LISTEN (the outbox relay's wake-up connection). */
export async function listening(stack) {
  const rows = await stack.postgres.query("select count(*)::int as n from pg_stat_activity where query ilike 'listen %'");
  return rows[0].n > 0;
}

export const healthStatus = (url, path = '/health') =>
  fetch(`${url}/api/v2${path}`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.status,
    () => 0,
  );

/** Counts of each value, e.g. {200: 12, 503: 3}. */
export function tally(values) {
  const counts = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

/** Prints the figures of an experiment: a readable block, then one JSON line for run.mjs to collect. */
export function report(name, figures) {
  console.log(`\n== ${name}`);
  for (const [key, value] of Object.entries(figures))
    console.log(`  ${key.padEnd(34)} ${typeof value === 'object' && value !== null ? JSON.stringify(value) : value}`);
  console.log(`RESULT ${JSON.stringify({ experiment: name, ...figures })}`);
}
