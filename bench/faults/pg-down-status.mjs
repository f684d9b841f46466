#!/usr/bin/env node
// PostgreSQL down: what get_userInfo, registration and /health answer (goal 503
// SERVICE_UNAVAILABLE with Retry-After, like a Redis outage), then how long after PostgreSQL is
// back get_userInfo answers 200 again.
// Usage: node bench/faults/pg-down-status.mjs
import { call, experiment, healthStatus, newEmail, options, poll, register, report, seconds, signUp, startStack } from './lib.mjs';

const opts = options({});

await experiment(
  'pg-down-status',
  async (run) => {
    const stack = await startStack(run, { productEnv: opts.productEnv });
    const api = await stack.api();
    await stack.worker();
    const account = await signUp(stack, api.url);
    const userInfo = () => call(api.url, 'GET', '/profile/get_userInfo', undefined, { token: account.token });
    const before = await userInfo();

    await stack.postgres.stop('fast');
    const show = (r) => `${r.status} ${r.code ?? ''} Retry-After: ${r.retryAfter ?? 'none'} (${r.ms} ms)`;
    const info = await userInfo();
    const registration = await register(api.url, newEmail());
    const login = await call(api.url, 'POST', '/profile/loginUser', { email: account.email, password: 'Correct-Horse-1' });
    const health = await healthStatus(api.url);
    await stack.postgres.start();
    const backAt = Date.now();
    const okAt = await poll(() => userInfo().then((r) => r.status === 200 && Date.now()), { timeoutMs: 60_000, everyMs: 200 });

    report('pg-down-status', {
      'get_userInfo before': before.status,
      'get_userInfo while down': show(info),
      'registration while down': show(registration),
      'login while down': show(login),
      '/health while down': health,
      'get_userInfo 200 again s after back': okAt ? seconds(okAt - backAt) : 'not within 60 s',
    });
  },
  { timeoutSeconds: 180 },
);
