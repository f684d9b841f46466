#!/usr/bin/env node
// A worker killed with SIGKILL in the middle of a burst of registrations, with a second worker
// running and the killed one started again at once (goal: 0 lost, 0 doubled). A job the killed
// worker held comes back once its lock expires, which is where a copy could come from.
// Usage: node bench/faults/worker-kill.mjs [--n 150]
import {
  burst,
  experiment,
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

const opts = options({ n: { type: 'string' } });
const n = Number(opts.n ?? 150);

await experiment(
  'worker-kill',
  async (run) => {
    const stack = await startStack(run, { productEnv: opts.productEnv });
    const api = await stack.api();
    const [victim] = await Promise.all([stack.worker(), stack.worker()]);

    let killedAt = null;
    let restartedAt = null;
    const restarted = [];
    const attempts = await burst(
      n,
      async (i) => {
        if (i === Math.floor(n / 3)) {
          killedAt = Date.now();
          victim.child.kill('SIGKILL');
          restarted.push(stack.worker().then(() => (restartedAt = Date.now())));
        }
        return registerNew(api.url);
      },
      { concurrency: 4, gapMs: 60 },
    );
    await Promise.all(restarted);

    await settle(stack, async () => mailMissing(stack, attempts), {
      timeoutMs: 150_000,
    });
    const mail = await mailOutcome(stack, attempts);
    const lastArrival = Math.max(...attempts.map((a) => stack.smtp.to(a.email)[0]?.at ?? 0));
    report('worker-kill', {
      'registrations (status: count)': tally(attempts.map((a) => a.status)),
      'accounts committed': mail.committed,
      'mail lost': mail.lost.length,
      'mail doubled': mail.doubled.length,
      'worker back s after kill': seconds(restartedAt - killedAt),
      'all delivered s after kill': seconds(lastArrival - killedAt),
      'mail p50 / p95 ms': `${percentile(mail.latencies, 50)} / ${percentile(mail.latencies, 95)}`,
    });
  },
  { timeoutSeconds: 300 },
);
