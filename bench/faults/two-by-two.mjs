#!/usr/bin/env node
// Two API processes and two worker processes sharing one PostgreSQL and one Redis: a burst of
// registrations spread over both APIs (goal: every confirmation mail exactly once).
// Usage: node bench/faults/two-by-two.mjs [--n 200]
import {
  burst,
  experiment,
  mailMissing,
  mailOutcome,
  options,
  percentile,
  registerNew,
  report,
  settle,
  startStack,
  tally,
} from './lib.mjs';

const opts = options({ n: { type: 'string' } });
const n = Number(opts.n ?? 200);

await experiment(
  'two-by-two',
  async (run) => {
    const stack = await startStack(run, { productEnv: opts.productEnv });
    const apis = [await stack.api(), await stack.api()];
    await Promise.all([stack.worker(), stack.worker()]);

    const attempts = await burst(n, (i) => registerNew(apis[i % 2].url), { concurrency: 4 });
    await settle(stack, async () => mailMissing(stack, attempts), {
      timeoutMs: 150_000,
    });
    const mail = await mailOutcome(stack, attempts);
    report('two-by-two', {
      'registrations (status: count)': tally(attempts.map((a) => a.status)),
      'accounts committed': mail.committed,
      'mail lost': mail.lost.length,
      'mail doubled': mail.doubled.length,
      'mail p50 / p95 ms': `${percentile(mail.latencies, 50)} / ${percentile(mail.latencies, 95)}`,
    });
  },
  { timeoutSeconds: 300 },
);
