import { Queue } from 'bullmq';
import { RECRUITING_DAILY_QUEUE } from '../../../src/recruiting/services/daily-jobs.js';
import { redisOptionsFromUrl } from '../../../src/shared/redis/redis-connection.js';
import { runBuilt } from '../../support/built-process.js';
import { runDatabaseUrl, runRedisPrefix, TEST_REDIS_URL } from '../../support/run-env.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { waitFor } from '../../support/wait-for.js';

/*
 * Issue 22 row 6: with Redis away a worker printed 240 multi-line `Error: connect ECONNREFUSED`
 * stacks a minute (BullMQ queues and workers with no 'error' listener, through console.error).
 * The built worker runs here with LOG_FORMAT=json against a Redis behind a loopback relay: first
 * refused, then accepting and dropping every connection (so the retries can be counted), then
 * forwarding to the real Redis. Everything it prints must be JSON, with one "lost" and one "back"
 * line for Redis.
 */
interface LogLine {
  level: number;
  msg: string;
  context?: string;
  dependency?: string;
  state?: string;
}

/** dist/src/worker.js with LOG_FORMAT=json, its stdout and stderr kept together. */
function runWorker(env: Record<string, string>) {
  const worker = runBuilt('worker', { NODE_ENV: 'test', LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...env });
  const parsed = (): LogLine[] => worker.lines().flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as LogLine] : []));
  return {
    output: worker.output,
    lines: worker.lines,
    parsed,
    /** The connection-state lines of one kind of dependency ("Redis", "PostgreSQL"). */
    states: (dependency: string, state: 'lost' | 'back') =>
      parsed().filter((line) => line.context === 'Connections' && line.state === state && line.dependency?.startsWith(dependency)),
    stop: async () => {
      await worker.stop();
    },
  };
}

describe('connection state in the log', () => {
  it('prints one JSON line when Redis is lost and one when it is back, and no raw error dumps', async () => {
    const redis = new URL(TEST_REDIS_URL);
    const proxy = await TcpProxy.start({ host: redis.hostname, port: Number(redis.port || 6379) });
    await proxy.cut(); // refused from the start
    const daily = new Queue(RECRUITING_DAILY_QUEUE, { connection: redisOptionsFromUrl(TEST_REDIS_URL), prefix: runRedisPrefix() });
    for (const scheduler of await daily.getJobSchedulers()) await daily.removeJobScheduler(scheduler.key);
    // No relay: its handlers would fail to queue while Redis is away, which is another story.
    const worker = runWorker({ REDIS_URL: proxy.rewrite(TEST_REDIS_URL), OUTBOX_RELAY: 'false' });
    const redisLines = (state: 'lost' | 'back') => worker.states('Redis', state);
    try {
      await waitFor(() => worker.output().includes('Worker running'), { timeoutMs: 60_000, what: 'the worker to start' });
      await waitFor(() => redisLines('lost').length > 0, { what: 'the "lost" line' });

      // Reachable but dropping every connection: each client (counters, 4 queues, 4 workers with
      // their blocking connections) keeps retrying. 40 retries is several seconds of them.
      await proxy.restore('reset');
      await waitFor(() => proxy.accepted >= 40, { timeoutMs: 30_000, what: 'the worker to retry many times' });
      await proxy.cut();

      await proxy.restore('forward');
      await waitFor(() => redisLines('back').length > 0, { timeoutMs: 30_000, what: 'the "back" line' });
      // What the worker had to write in Redis at start is there once Redis answers: the recruiting
      // context's daily schedules (tried again until then; removed before the worker started).
      await waitFor(async () => (await daily.getJobSchedulers()).length === 3, { timeoutMs: 60_000, what: 'the daily schedules in Redis' });
    } finally {
      await daily.close();
      await worker.stop();
      await proxy.cut();
    }
    const raw = worker.lines().filter((line) => !line.startsWith('{'));
    expect(raw).toEqual([]);
    expect(worker.output()).not.toContain('Unhandled error event');
    expect(redisLines('lost')).toHaveLength(1);
    expect(redisLines('lost')[0]).toMatchObject({
      level: 40,
      msg: expect.stringMatching(/^Redis 127\.0\.0\.1:\d+\/\d+ unreachable \(.+\); retrying in the background$/),
    });
    expect(redisLines('back')).toHaveLength(1);
    expect(redisLines('back')[0]).toMatchObject({ level: 30, msg: expect.stringMatching(/reachable again after \d+\.\d s$/) });
    // Nothing else about the outage: no line per retry from any queue or worker.
    const aboutRedis = worker.parsed().filter((line) => line.level >= 40 && /redis|ECONN|Connection is closed/i.test(JSON.stringify(line)));
    expect(aboutRedis).toHaveLength(1);
  }, 120_000);

  it('prints one line when PostgreSQL is lost (pool and LISTEN alike) and one when it is back', async () => {
    const database = new URL(runDatabaseUrl());
    const proxy = await TcpProxy.start({ host: database.hostname, port: Number(database.port || 5432) });
    // The relay sweeps every 200 ms, so the pool keeps trying (and failing) during the outage.
    const worker = runWorker({ DATABASE_URL: proxy.rewrite(runDatabaseUrl()), OUTBOX_SWEEP_MS: '200' });
    try {
      await waitFor(() => worker.output().includes('Worker running'), { timeoutMs: 60_000, what: 'the worker to start' });
      const before = proxy.accepted;
      await proxy.cut();
      await waitFor(() => worker.states('PostgreSQL', 'lost').length > 0, { what: 'the "lost" line' });
      // Dropping every connection: the relay's LISTEN retries and the sweeps' pool connections.
      await proxy.restore('reset');
      await waitFor(() => proxy.accepted >= before + 20, { timeoutMs: 30_000, what: 'the worker to retry many times' });
      await proxy.cut();
      await proxy.restore('forward');
      await waitFor(() => worker.states('PostgreSQL', 'back').length > 0, { timeoutMs: 30_000, what: 'the "back" line' });
    } finally {
      await worker.stop();
      await proxy.cut();
    }
    expect(worker.lines().filter((line) => !line.startsWith('{'))).toEqual([]);
    // One "lost" and one "back" for the outage, whatever retried in between: neither a failed sweep
    // nor a failed LISTEN says more. (Stopping the worker can end a pool connection the relay held,
    // told as a new "lost" after "back" on a loaded machine: the only other line allowed.)
    const lines = worker.parsed();
    const firstBack = lines.findIndex((line) => line.context === 'Connections' && line.state === 'back');
    expect(firstBack).toBeGreaterThan(0);
    expect(lines.slice(0, firstBack).filter((line) => line.level >= 40)).toEqual([
      expect.objectContaining({ state: 'lost', context: 'Connections', dependency: expect.stringMatching(/^PostgreSQL /) }),
    ]);
    expect(lines.filter((line) => line.state === 'back')).toHaveLength(1);
    expect(lines.slice(firstBack + 1).filter((line) => line.level >= 40 && line.state !== 'lost')).toEqual([]);
  }, 120_000);
});
