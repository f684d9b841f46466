#!/usr/bin/env node
// The SMTP server refuses every message (451) for a while from the start of a burst of
// registrations (goal: an outage of 30 minutes loses nothing, the first failure is
// logged at warn once). Then it accepts again; the script waits until every mail is there or the
// queues stay idle. Counts lost mails, warn-or-worse lines in the worker log during the outage, and
// what an operator's retry of the failed jobs (as the dashboard does) delivers.
// Usage: node bench/faults/smtp-outage.mjs [--smtp-outage 60] [--n 20] [--wait 150]
//   a long outage is feasible with a short back-off, e.g.
//   --smtp-outage 1800 --env NOTIFICATION_BACKOFF_MS=500 (plus whatever retry setting the product has)
import {
  burst,
  experiment,
  fileSize,
  logLinesSince,
  mailMissing,
  mailOutcome,
  options,
  percentile,
  registerNew,
  report,
  seconds,
  settle,
  startStack,
  tally,
} from './lib.mjs';

const opts = options({ 'smtp-outage': { type: 'string' }, n: { type: 'string' }, wait: { type: 'string' } });
const outage = Number(opts['smtp-outage'] ?? 60);
const n = Number(opts.n ?? 20);
const waitSeconds = Number(opts.wait ?? 150);
const name = `smtp-outage-${outage}s`;

await experiment(
  name,
  async (run) => {
    const stack = await startStack(run, { productEnv: opts.productEnv, sms: false });
    const api = await stack.api();
    const worker = await stack.worker();
    const logFrom = fileSize(worker.logPath);

    stack.smtp.refuse(true);
    const started = Date.now();
    const attempts = await burst(n, () => registerNew(api.url), { concurrency: 4 });
    await new Promise((done) => setTimeout(done, Math.max(0, started + outage * 1000 - Date.now())));
    stack.smtp.refuse(false);
    const endedAt = Date.now();
    const refused = stack.smtp.refused;
    const outageLines = logLinesSince(worker.logPath, logFrom).map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return { level: 'raw' };
      }
    });
    const warnLines = outageLines.filter((l) => l.level === 'raw' || l.level >= 40);

    const missing = async () => mailMissing(stack, attempts);
    await settle(stack, missing, { timeoutMs: waitSeconds * 1000 });
    const mail = await mailOutcome(stack, attempts);
    const lastArrival = Math.max(0, ...attempts.map((a) => stack.smtp.to(a.email)[0]?.at ?? 0));

    // What an operator's retry from /admin/queues does: Job.retry() on every failed job.
    let retried = 0;
    const failedBefore = await stack.failedJobs();
    if (failedBefore > 0) {
      for (const queue of stack.queues) {
        for (const job of await queue.getFailed()) {
          await job.retry().then(
            () => (retried += 1),
            () => undefined,
          );
        }
      }
      await settle(stack, missing, { timeoutMs: 30_000 });
    }
    const afterRetry = await mailOutcome(stack, attempts);

    report(name, {
      'registrations (status: count)': tally(attempts.map((a) => a.status)),
      'accounts committed': mail.committed,
      'mail lost': mail.lost.length,
      'mail doubled': mail.doubled.length,
      'delivery attempts refused': refused,
      'warn+ log lines during the outage': warnLines.length,
      'their messages': tally(warnLines.map((l) => l.msg ?? 'raw line')),
      'all delivered s after the outage': mail.lost.length ? 'never' : seconds(lastArrival - endedAt),
      'failed jobs / retried by operator': `${failedBefore} / ${retried}`,
      'mail lost after operator retry': afterRetry.lost.length,
      'mail p50 / p95 ms (from request)': `${percentile(mail.latencies, 50)} / ${percentile(mail.latencies, 95)}`,
    });
  },
  { timeoutSeconds: outage + waitSeconds + 180 },
);
