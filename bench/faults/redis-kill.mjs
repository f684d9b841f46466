#!/usr/bin/env node
// Redis killed (SIGKILL) for a while in the middle of a stream of registrations (goals in bench/faults/README.md).
// Counts accounts committed without their confirmation mail (goal 0: either nothing changes and the
// answer is 503, or the account commits and its mail follows), accounts that answered an error yet
// committed, and /health while Redis is down (goal 503) and after it is back.
// Redis keeps an fsync-always append-only file, so the kill itself loses no acknowledged job.
// Usage: node bench/faults/redis-kill.mjs [--down 20]
import {
  experiment,
  healthStatus,
  mailMissing,
  mailOutcome,
  options,
  percentile,
  poll,
  registerNew,
  report,
  seconds,
  settle,
  startStack,
  stream,
  tally,
} from './lib.mjs';

const opts = options({ down: { type: 'string' } });
const downSeconds = Number(opts.down ?? 20);
const name = `redis-kill-${downSeconds}s`;

await experiment(
  name,
  async (run) => {
    const stack = await startStack(run, { productEnv: opts.productEnv });
    const api = await stack.api();
    await stack.worker();

    let backAt = null;
    const started = Date.now();
    // Goes on after Redis is back until ten answers in a row were 200 (at most 45 s): how long the
    // product keeps failing after the outage is part of the figure.
    let okInARow = 0;
    const attemptsPromise = stream(
      async () => {
        const result = await registerNew(api.url);
        okInARow = result.status === 200 ? okInARow + 1 : 0;
        return result;
      },
      {
        gapMs: 150,
        concurrency: 4,
        stop: () => backAt !== null && Date.now() - backAt > 5000 && (okInARow >= 10 || Date.now() - backAt > 45_000),
      },
    );

    await new Promise((done) => setTimeout(done, 4000));
    const faultAt = Date.now();
    await stack.redis.kill();
    const healthDown = [];
    const readyDown = [];
    while (Date.now() - faultAt < downSeconds * 1000) {
      healthDown.push(await healthStatus(api.url));
      readyDown.push(await healthStatus(api.url, '/health/ready'));
      await new Promise((done) => setTimeout(done, 500));
    }
    await stack.redis.start();
    backAt = Date.now();
    const healthBackAt = await poll(() => healthStatus(api.url).then((s) => s === 200 && Date.now()), { timeoutMs: 60_000 });
    const attempts = await attemptsPromise;

    await settle(stack, async () => mailMissing(stack, attempts), {
      timeoutMs: 150_000,
    });
    const mail = await mailOutcome(stack, attempts);
    // Requests answered while Redis was down or just after it came back: where the accounts without mail come from.
    const window = attempts.filter((a) => a.at >= faultAt);
    const afterBack = mail.failedButCommitted.map((a) => seconds(a.at + a.ms - backAt)).filter((s) => s >= 0);
    report(name, {
      'registrations (status: count)': tally(attempts.map((a) => a.status)),
      'accounts committed': mail.committed,
      'accounts without confirmation mail': mail.lost.length,
      'answered error but committed': mail.failedButCommitted.length,
      'of those, after Redis was back': afterBack.length,
      'last of those, s after Redis back': afterBack.length ? Math.max(...afterBack) : null,
      'last non-200, s after Redis back': seconds(
        Math.max(0, ...attempts.filter((a) => a.status !== 200).map((a) => a.at + a.ms - backAt)),
      ),
      'mail doubled (addresses)': mail.doubled.length,
      'answered 200 without an account': mail.okNoAccount,
      'statuses from the fault on': tally(window.map((a) => a.status)),
      '/health while Redis down (status: count)': tally(healthDown),
      '/health/ready while Redis down (404: none)': tally(readyDown),
      '/health 200 again s after Redis back': healthBackAt ? seconds(healthBackAt - backAt) : 'not within 60 s',
      'fault at s / Redis back at s': `${seconds(faultAt - started)} / ${seconds(backAt - started)}`,
      'mail p50 / p95 ms': `${percentile(mail.latencies, 50)} / ${percentile(mail.latencies, 95)}`,
    });
  },
  { timeoutSeconds: 300 + downSeconds },
);
