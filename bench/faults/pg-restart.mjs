#!/usr/bin/env node
// PostgreSQL restarted in the middle of a burst of registrations and phone codes (bench/faults/README.md, rows 1
// and 2). Counts copies per address and per phone (goal: 0 lost, 0 doubled), how long the outbox
// relay takes to hold its LISTEN again once PostgreSQL is back (goal < 2 s), and the relay's
// dispatch p50 before the fault and after recovery without any restart of the product (goal < 100 ms).
// Usage: node bench/faults/pg-restart.mjs [--mode fast|immediate|down] [--down 40] [--sms 10]
import {
  burst,
  call,
  dispatchProbe,
  experiment,
  listening,
  mailMissing,
  mailOutcome,
  newPhone,
  options,
  percentile,
  poll,
  registerNew,
  report,
  seconds,
  sendPhoneCode,
  settle,
  signUp,
  smsOutcome,
  startStack,
  stream,
  tally,
} from './lib.mjs';

const opts = options({ mode: { type: 'string' }, down: { type: 'string' }, sms: { type: 'string' } });
const mode = opts.mode ?? 'fast';
const downSeconds = mode === 'down' ? Number(opts.down ?? 40) : 0;
const smsCount = Number(opts.sms ?? 10);
const name = `pg-restart-${mode}${mode === 'down' ? `-${downSeconds}s` : ''}`;

await experiment(
  name,
  async (run) => {
    const stack = await startStack(run, { productEnv: opts.productEnv });
    const api = await stack.api();
    await stack.worker();
    const accounts = await burst(smsCount, () => signUp(stack, api.url), { concurrency: 2 });
    const before = await dispatchProbe(stack, api.url, 5);
    const listenBefore = await listening(stack);

    let faultAt = null;
    let backAt = null;
    const started = Date.now();
    const stop = () => backAt !== null && Date.now() - backAt > 8000;
    const registrations = stream(() => registerNew(api.url), { gapMs: 120, concurrency: 4, stop });
    const codes = stream(
      async (i) => {
        if (i >= accounts.length) return null;
        const phone = newPhone();
        return { phone, ...(await sendPhoneCode(api.url, accounts[i].token, phone)) };
      },
      { gapMs: 700, concurrency: 2, stop: () => stop() || false },
    );

    await new Promise((done) => setTimeout(done, 4000));
    faultAt = Date.now();
    await stack.postgres.stop(mode === 'down' ? 'fast' : mode);
    if (downSeconds) await new Promise((done) => setTimeout(done, downSeconds * 1000));
    await stack.postgres.start();
    backAt = Date.now();
    const listenBackAt = await poll(() => listening(stack).then((yes) => yes && Date.now()), { timeoutMs: 30_000, everyMs: 100 });
    const attempts = await registrations;
    const codeRequests = (await codes).filter(Boolean);

    const missing = async () =>
      mailMissing(stack, attempts) + codeRequests.filter((c) => c.status === 200 && stack.sms.to(c.phone).length === 0).length;
    await settle(stack, missing, { timeoutMs: 150_000 });
    const mail = await mailOutcome(stack, attempts);
    const sms = smsOutcome(stack, codeRequests);
    const lastFirstArrival = Math.max(
      ...[...attempts.map((a) => stack.smtp.to(a.email)[0]?.at ?? 0), ...codeRequests.map((c) => stack.sms.to(c.phone)[0]?.at ?? 0)],
    );
    const after = await dispatchProbe(stack, api.url, 10);
    const health = await call(api.url, 'GET', '/health');

    report(name, {
      'registrations (status: count)': tally(attempts.map((a) => a.status)),
      'accounts committed': mail.committed,
      'mail lost (account, no mail)': mail.lost.length,
      'mail doubled (addresses)': mail.doubled.length,
      'mail max copies': mail.maxCopies,
      'answered error but committed': mail.failedButCommitted.length,
      'phone codes (status: count)': tally(codeRequests.map((c) => c.status)),
      'sms lost': sms.lost.length,
      'sms doubled (phones)': sms.doubled.length,
      'sms max copies': sms.maxCopies,
      'fault at s / PostgreSQL back at s': `${seconds(faultAt - started)} / ${seconds(backAt - started)}`,
      'LISTEN before / back after s': `${listenBefore} / ${listenBackAt ? seconds(listenBackAt - backAt) : 'not within 30 s'}`,
      'all delivered s after back': seconds(Math.max(0, lastFirstArrival - backAt)),
      'dispatch p50 ms before / after': `${Math.round(before.p50)} / ${after.p50 === null ? 'none' : Math.round(after.p50)}`,
      'mail p50 / p95 ms': `${percentile(mail.latencies, 50)} / ${percentile(mail.latencies, 95)}`,
      '/health after': health.status,
    });
  },
  { timeoutSeconds: 300 + downSeconds },
);
