#!/usr/bin/env node
// Registering again the address of an unconfirmed account (goal: a fresh
// confirmation link, the answer the same as for a new address). Two cases:
//  - plain: the first confirmation mail arrived, the person registers again;
//  - lost: the account committed while Redis was down (its mail may be lost), Redis comes back,
//    the person registers again: the only way back in must be a confirmation link.
// For each: the answers, the mails the address got in order, and whether the newest link confirms.
// Usage: node bench/faults/reregister.mjs
import { call, experiment, newEmail, options, poll, register, report, settle, startStack } from './lib.mjs';

const opts = options({});

await experiment(
  'reregister',
  async (run) => {
    const stack = await startStack(run, { productEnv: opts.productEnv });
    const api = await stack.api();
    await stack.worker();
    const idle = () => settle(stack, async () => 0, { timeoutMs: 60_000 });

    const plain = newEmail();
    const first = await register(api.url, plain);
    await poll(() => Promise.resolve(stack.smtp.to(plain).length > 0), { timeoutMs: 30_000 });
    const again = await register(api.url, plain);
    await idle();

    // An account that committed but whose request failed: right after Redis is back the product
    // has been seen committing accounts and answering 503 (redis-kill.mjs). Fresh addresses are
    // registered until one such account appears (at most 30 s); a product that does not make them
    // leaves the address that answered 503 while Redis was down (with no account) instead.
    let lost = newEmail();
    await stack.redis.kill();
    const whileDown = await register(api.url, lost);
    await stack.redis.start();
    const account = async (email) =>
      (await stack.postgres.db('select count(*)::int as n from identity_user where email = $1', [email]))[0].n === 1;
    const found = await poll(
      async () => {
        const email = newEmail();
        const res = await register(api.url, email);
        return res.status !== 200 && (await account(email)) && { email, res };
      },
      { timeoutMs: 30_000, everyMs: 200 },
    );
    if (found) lost = found.email;
    const firstAnswer = found ? found.res : whileDown;
    // Registering again once the product queues again (a fresh address answers 200), as a person would retry later.
    await poll(async () => (await register(api.url, newEmail())).status === 200, { timeoutMs: 60_000, everyMs: 500 });
    await idle();
    const committed = await account(lost);
    const mailsBefore = stack.smtp.to(lost).length;
    const lostAgain = await register(api.url, lost);
    await idle();

    async function outcome(address) {
      const mails = stack.smtp.to(address);
      const newest = [...mails].reverse().find((m) => m.kind === 'confirm' && m.token);
      const confirm = newest ? await call(api.url, 'POST', '/profile/confirmEmail', { token: newest.token }) : null;
      return {
        mails: mails.map((m) => m.kind).join(', ') || 'none',
        tokens: new Set(mails.filter((m) => m.token).map((m) => m.token)).size,
        confirm: confirm ? confirm.status : 'no link',
      };
    }
    const a = await outcome(plain);
    const b = await outcome(lost);
    report('reregister', {
      'plain: answers': `${first.status} then ${again.status}`,
      'plain: mails in order': a.mails,
      'plain: distinct links': a.tokens,
      'plain: newest link confirms': a.confirm,
      'lost: first answer': `${firstAnswer.status} ${firstAnswer.code ?? ''}${found ? ' (just after Redis was back)' : ' (while Redis was down)'}`,
      'lost: account committed': committed,
      'lost: mails before registering again': mailsBefore,
      'lost: answer when registering again': lostAgain.status,
      'lost: mails in order': b.mails,
      'lost: newest link confirms': b.confirm,
    });
  },
  { timeoutSeconds: 240 },
);
