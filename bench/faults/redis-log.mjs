#!/usr/bin/env node
// Redis connection lost with LOG_FORMAT=json (goal: one JSON line per connection
// state change, no raw lines). Kills Redis for a while with the product idle, starts it again,
// waits until /health is 200, then counts the lines the worker and the API wrote meanwhile.
// Usage: node bench/faults/redis-log.mjs [--down 60]
import { experiment, fileSize, healthStatus, logLinesSince, options, poll, report, seconds, startStack } from './lib.mjs';

const opts = options({ down: { type: 'string' } });
const downSeconds = Number(opts.down ?? 60);
const name = `redis-log-${downSeconds}s`;

function count(lines) {
  let raw = 0;
  let dumps = 0;
  let json = 0;
  const about = [];
  for (const line of lines) {
    try {
      const entry = JSON.parse(line);
      json += 1;
      if (/redis|connect|ECONNREFUSED/i.test(line)) about.push(entry.msg ?? '');
    } catch {
      raw += 1;
      // The first line of a printed stack (`Error: connect ECONNREFUSED ...`): one per dump.
      if (/^\w*Error\b/.test(line)) dumps += 1;
    }
  }
  return { raw, dumps, json, about };
}

await experiment(
  name,
  async (run) => {
    const stack = await startStack(run, { productEnv: { ...opts.productEnv, LOG_FORMAT: 'json' }, sms: false });
    const api = await stack.api();
    const worker = await stack.worker();
    const from = { api: fileSize(api.logPath), worker: fileSize(worker.logPath) };

    await stack.redis.kill();
    await new Promise((done) => setTimeout(done, downSeconds * 1000));
    await stack.redis.start();
    const backAt = Date.now();
    const healthyAt = await poll(() => healthStatus(api.url).then((s) => s === 200 && Date.now()), { timeoutMs: 60_000 });
    // The worker's own reconnect is seen only in its log: give it the same few seconds.
    await new Promise((done) => setTimeout(done, 3000));

    const w = count(logLinesSince(worker.logPath, from.worker));
    const a = count(logLinesSince(api.logPath, from.api));
    const distinct = (list) => [...new Set(list)].slice(0, 6).map((m) => m.slice(0, 80));
    report(name, {
      'worker: non-JSON lines': w.raw,
      'worker: raw error dumps': w.dumps,
      'worker: JSON lines / about Redis': `${w.json} / ${w.about.length}`,
      'worker: Redis messages (first distinct)': distinct(w.about),
      'api: non-JSON lines': a.raw,
      'api: raw error dumps': a.dumps,
      'api: JSON lines / about Redis': `${a.json} / ${a.about.length}`,
      'api: Redis messages (first distinct)': distinct(a.about),
      '/health 200 s after Redis back': healthyAt ? seconds(healthyAt - backAt) : 'not within 60 s',
    });
  },
  { timeoutSeconds: downSeconds + 200 },
);
