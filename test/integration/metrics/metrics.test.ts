import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { load } from 'js-yaml';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NotificationQueue } from '../../../src/notifications/notifications.contract.js';
import { freePort } from '../../support/product.js';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer.js';
import { startHttpApp, startWorker, testConfig } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';
import { metricFamilies, metricNamesIn, sampleValue, scrape } from './scrape.js';

const root = resolve(import.meta.dirname, '../../..');

/** YAML merge keys (`<<: *anchor`), as Docker Compose applies them; js-yaml leaves them as they are. */
function withMerges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withMerges);
  if (!value || typeof value !== 'object') return value;
  const { '<<': base, ...own } = value as Record<string, unknown>;
  const bases = (Array.isArray(base) ? base : base ? [base] : []).map((b) => withMerges(b) as Record<string, unknown>);
  const mine = Object.fromEntries(Object.entries(own).map(([key, inner]) => [key, withMerges(inner)]));
  return Object.assign({}, ...bases, mine);
}
const QUEUES = ['convert', 'email', 'sms', 'vacancy-pdf'];

interface Rules {
  groups: { name: string; rules: { alert: string; expr: string }[] }[];
}
interface Dashboard {
  panels: { title: string; targets: { expr: string }[] }[];
  templating: { list: { query?: unknown }[] };
}

describe('Prometheus metrics of the api and worker roles', () => {
  let api: NestFastifyApplication;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let apiMetrics: string;
  let workerMetrics: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const [apiPort, workerPort] = [await freePort(), await freePort()];
    apiMetrics = `http://127.0.0.1:${apiPort}/metrics`;
    workerMetrics = `http://127.0.0.1:${workerPort}/metrics`;
    api = await startHttpApp(testConfig({ PROCESS_ROLE: 'api', METRICS_PORT: String(apiPort) }));
    worker = await startWorker(testConfig({ METRICS_PORT: String(workerPort), SMTP_URL: smtp.url }));
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  it('labels request durations by the route pattern and status, never the raw URL', async () => {
    const name = `${randomUUID()}.webp`;
    await api.inject({ method: 'GET', url: `/api/v2/files/avatars/${name}` });
    await api.inject({ method: 'GET', url: '/api/v2/health' });
    await api.inject({ method: 'GET', url: `/api/v2/no-such-thing/${randomUUID()}` });
    const text = await scrape(apiMetrics);
    expect(text).not.toContain(name);
    expect(
      sampleValue(text, 'kadry_http_request_duration_seconds_count', { route: '/api/v2/files/avatars/:name', method: 'GET', role: 'api' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(text, 'kadry_http_request_duration_seconds_count', { route: '/api/v2/health', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'kadry_http_request_duration_seconds_count', { route: '(unmatched)', status: '404' })).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('counts the jobs of all four queues by state, the outbox lag and the pool, in both roles', async () => {
    for (const [url, role] of [
      [apiMetrics, 'api'],
      [workerMetrics, 'worker'],
    ] as const) {
      const text = await scrape(url);
      for (const queue of QUEUES) {
        for (const state of ['waiting', 'active', 'delayed', 'failed']) {
          expect(sampleValue(text, 'kadry_queue_jobs', { queue, state, role })).toBeGreaterThanOrEqual(0);
        }
      }
      expect(sampleValue(text, 'kadry_outbox_lag_seconds', { role })).toBeGreaterThanOrEqual(0);
      expect(sampleValue(text, 'kadry_db_pool_connections', { state: 'max', role })).toBe(10);
      expect(sampleValue(text, 'kadry_db_pool_connections', { state: 'total', role })).toBeGreaterThanOrEqual(1);
      expect(sampleValue(text, 'process_cpu_user_seconds_total', { role })).toBeGreaterThan(0);
      expect(sampleValue(text, 'nodejs_eventloop_lag_p99_seconds', { role })).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports the age of the oldest undelivered outbox event', async () => {
    const em = api.get(MikroORM).em.fork();
    const before = sampleValue(await scrape(apiMetrics), 'kadry_outbox_lag_seconds', {}) ?? 0;
    // Delivered to no handler and parked for an hour: the relay leaves it, so its age is what the gauge shows.
    await em.execute(
      `insert into outbox (event_id, type, payload, occurred_at, available_at, attempts) values (?, 'MetricsProbe', '{}', now() - interval '90 seconds', now() + interval '1 hour', 0)`,
      [randomUUID()],
    );
    try {
      expect(sampleValue(await scrape(apiMetrics), 'kadry_outbox_lag_seconds', {})).toBeGreaterThanOrEqual(90);
    } finally {
      await em.execute(`delete from outbox where type = 'MetricsProbe'`);
    }
    // Back to what it was (older undelivered events of other suites may share this run's database).
    expect(sampleValue(await scrape(apiMetrics), 'kadry_outbox_lag_seconds', {})).toBeLessThan(Math.max(before + 5, 90));
  });

  it('counts messages sent by channel in the worker', async () => {
    const before = sampleValue(await scrape(workerMetrics), 'kadry_messages_sent_total', { channel: 'email' }) ?? 0;
    await worker
      .get(NotificationQueue)
      .send({ id: `${randomUUID()}.changed`, template: 'email.password-changed', to: 'metrics@example.com', lang: 'en' });
    await waitFor(
      async () => (sampleValue(await scrape(workerMetrics), 'kadry_messages_sent_total', { channel: 'email' }) ?? 0) === before + 1,
      {
        what: 'the sent counter to count the message',
      },
    );
    expect(smtp.received).toHaveLength(1);
    expect(sampleValue(await scrape(workerMetrics), 'kadry_messages_failed_total', { channel: 'email' })).toBe(0);
  });

  it('serves nothing but /metrics, and only on the loopback address by default', async () => {
    const port = new URL(apiMetrics).port;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect(testConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(testConfig({}).metrics).toBeUndefined();
    // The public port has no /metrics.
    expect((await api.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await api.inject({ method: 'GET', url: '/api/v2/metrics' })).statusCode).toBe(404);
  });

  it('ships alert rules promtool accepts and a dashboard, naming only metrics the product serves', async () => {
    const rulesFile = resolve(root, 'docker/prometheus/alerts.yml');
    const rules = load(readFileSync(rulesFile, 'utf8')) as Rules;
    const alerts = rules.groups.flatMap((group) => group.rules);
    expect(alerts.map((rule) => rule.alert).sort()).toEqual([
      'KadryMessagesFailing',
      'KadryOutboxLagging',
      'KadryQueueGrowing',
      'KadryServerErrors',
    ]);
    // promtool (Debian's `prometheus`, installed by .ci/run) parses every expression as Prometheus does.
    const promtool = spawnSync('promtool', ['--version']);
    if (promtool.error) throw new Error('promtool not found: apt-get install prometheus (see .ci/run)');
    execFileSync('promtool', ['check', 'rules', rulesFile], { stdio: 'pipe' });
    // The compose file's Prometheus configuration, with the rules it loads.
    execFileSync('promtool', ['check', 'config', resolve(root, 'docker/prometheus/prometheus.yml')], { stdio: 'pipe' });

    const dashboard = JSON.parse(readFileSync(resolve(root, 'docker/grafana/kadry-dashboard.json'), 'utf8')) as Dashboard;
    const expressions = [
      ...alerts.map((rule) => rule.expr),
      ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
      ...dashboard.templating.list.map((variable) => (typeof variable.query === 'string' ? variable.query : '')),
    ];
    const served = new Set([...metricFamilies(await scrape(apiMetrics)), ...metricFamilies(await scrape(workerMetrics))]);
    for (const expression of alerts
      .map((rule) => rule.expr)
      .concat(dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)))) {
      expect(metricNamesIn(expression).length).toBeGreaterThan(0);
    }
    const missing = expressions.flatMap(metricNamesIn).filter((name) => !served.has(name));
    expect(missing).toEqual([]);
  });

  it('ships a replicas compose file shaped like the replica test: two api processes and a worker sharing one key, each scraped', () => {
    interface Service {
      environment?: Record<string, string>;
    }
    const compose = withMerges(load(readFileSync(resolve(root, 'docker/compose.replicas.yml'), 'utf8'))) as {
      services: Record<string, Service>;
    };
    const roles = Object.entries(compose.services)
      .filter(([, service]) => service.environment?.PROCESS_ROLE)
      .map(([name, service]) => `${name}:${service.environment!.PROCESS_ROLE}`);
    expect(roles.sort()).toEqual(['api1:api', 'api2:api', 'worker:worker']);
    const shared = ['api1', 'api2', 'worker'].map((name) => compose.services[name]!.environment!);
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SECRETS_KEY', 'STORAGE_URL', 'METRICS_PORT']) {
      expect(new Set(shared.map((env) => env[key])).size).toBe(1);
      expect(shared[0]![key]).toBeTruthy();
    }
    const scraped = readFileSync(resolve(root, 'docker/prometheus/prometheus.yml'), 'utf8');
    for (const name of ['api1', 'api2', 'worker']) expect(scraped).toContain(`${name}:${shared[0]!.METRICS_PORT}`);
  });

  it('serves an exposition promtool parses, with no naming fault in the product own metrics', async () => {
    for (const url of [apiMetrics, workerMetrics]) {
      const check = spawnSync('promtool', ['check', 'metrics'], { input: await scrape(url) });
      if (check.error) throw new Error('promtool not found: apt-get install prometheus (see .ci/run)');
      // prom-client's own nodejs_active_*_total gauges draw a naming remark; ours must draw none.
      const remarks = `${check.stdout}${check.stderr}`.split('\n').filter((line) => line.trim() !== '');
      expect(remarks.filter((line) => !/^nodejs_active_\w+_total non-counter metrics/.test(line))).toEqual([]);
    }
  });
});

describe('Prometheus metrics of a worker whose SMTP refuses', () => {
  // Alone: another worker consuming the same e-mail queue would send the message through its own SMTP.
  it('counts a message that failed for good by its channel', async () => {
    const refusing = await startSmtpPeer({ refuseFirst: Number.POSITIVE_INFINITY });
    const port = await freePort();
    const failing = await startWorker(testConfig({ METRICS_PORT: String(port), SMTP_URL: refusing.url }));
    try {
      await failing
        .get(NotificationQueue)
        .send({ id: `${randomUUID()}.changed`, template: 'email.password-changed', to: 'refused@example.com', lang: 'en' });
      await waitFor(
        async () =>
          sampleValue(await scrape(`http://127.0.0.1:${port}/metrics`), 'kadry_messages_failed_total', { channel: 'email' }) === 1,
        {
          what: 'the failed counter to count the message',
        },
      );
      expect(sampleValue(await scrape(`http://127.0.0.1:${port}/metrics`), 'kadry_messages_sent_total', { channel: 'email' })).toBe(0);
    } finally {
      await failing.close();
      await refusing.close();
    }
  });
});
