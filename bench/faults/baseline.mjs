#!/usr/bin/env node
// Baseline, no fault: a burst of registrations and of phone-code requests against one API and one
// worker process. Every account gets its confirmation mail exactly once, every code its SMS exactly
// once; prints request → message latency (registration → mail at the SMTP server, code → SMS).
// Usage: node bench/faults/baseline.mjs [--n 100] [--sms 20] [--concurrency 4]
import { loadavg } from 'node:os';
import {
  burst,
  experiment,
  mailOutcome,
  newPhone,
  options,
  percentile,
  registerNew,
  report,
  sendPhoneCode,
  settle,
  signUp,
  smsOutcome,
  startStack,
} from './lib.mjs';

const opts = options({ n: { type: 'string' }, sms: { type: 'string' }, concurrency: { type: 'string' } });
const n = Number(opts.n ?? 100);
const smsCount = Number(opts.sms ?? 20);
const concurrency = Number(opts.concurrency ?? 4);

await experiment(
  'baseline',
  async (run) => {
    const stack = await startStack(run, { productEnv: opts.productEnv });
    const api = await stack.api();
    await stack.worker();

    const accounts = await burst(smsCount, () => signUp(stack, api.url), { concurrency: 2 });
    const sent = stack.smtp.received.length;

    const attempts = await burst(n, () => registerNew(api.url), { concurrency });
    const codes = await burst(
      accounts.length,
      async (i) => {
        const phone = newPhone();
        return { phone, ...(await sendPhoneCode(api.url, accounts[i].token, phone)) };
      },
      { concurrency: 2 },
    );

    const addresses = attempts.map((a) => a.email);
    await settle(
      stack,
      async () =>
        addresses.filter((e) => stack.smtp.to(e).length === 0).length +
        codes.filter((c) => c.status === 200 && stack.sms.to(c.phone).length === 0).length,
    );
    const mail = await mailOutcome(stack, attempts);
    const sms = smsOutcome(stack, codes);
    report('baseline', {
      registrations: `${attempts.filter((a) => a.status === 200).length}/${n} answered 200`,
      'mail lost': mail.lost.length,
      'mail doubled': mail.doubled.length,
      'mail p50 / p95 ms': `${percentile(mail.latencies, 50)} / ${percentile(mail.latencies, 95)}`,
      'phone codes': `${sms.requested}/${codes.length} answered 200`,
      'sms lost': sms.lost.length,
      'sms doubled': sms.doubled.length,
      'sms p50 / p95 ms': `${percentile(sms.latencies, 50)} / ${percentile(sms.latencies, 95)}`,
      'mails before the burst (sign-ups)': sent,
      'load average (1 min) at the end': loadavg()[0].toFixed(1),
    });
  },
  { timeoutSeconds: 240 },
);
