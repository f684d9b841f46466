import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The queue states an operator watches (BullMQ's names); `completed` grows forever and says nothing. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;

/**
 * Every metric of one process, in a registry of its own (not prom-client's global one): a test that
 * builds several apps in one process gets separate numbers for each. What a gauge reads on scrape
 * (queue counts, outbox lag, pool use) is wired by MetricsCollectors; this class only declares.
 * Names are the contract of docker/prometheus/alerts.yml and the Grafana dashboard: a test checks
 * that every name they use is served.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  /** By the route's pattern (`/api/v2/companies/:id`), never the raw URL: one series per route, not per id. */
  readonly httpDuration = new Histogram({
    name: 'kadry_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly messagesSent = new Counter({
    name: 'kadry_messages_sent_total',
    help: 'E-mail and SMS messages a provider accepted, by channel',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });

  readonly messagesFailed = new Counter({
    name: 'kadry_messages_failed_total',
    help: 'E-mail and SMS messages that failed for good (every attempt used), by channel',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });

  /** How long the relay takes to run every handler of one event (its own work, not the wait before it). */
  readonly outboxDispatch = new Histogram({
    name: 'kadry_outbox_dispatch_seconds',
    help: 'Time the outbox relay spent running the handlers of one event',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  /** From the event's occurrence to its delivery: what a user waits for (NOTIFY, sweep, retries). */
  readonly outboxDelay = new Histogram({
    name: 'kadry_outbox_delivery_delay_seconds',
    help: 'Time from an event occurring to the relay delivering it',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  constructor() {
    // Zero series from the start: rate() and increase() see a message's first failure, not only its second.
    for (const channel of MESSAGE_CHANNELS) {
      this.messagesSent.labels(channel).inc(0);
      this.messagesFailed.labels(channel).inc(0);
    }
  }

  /** Node's process metrics (CPU, memory, event loop lag, GC) and the role of the process on every series. */
  init(role: string): void {
    this.registry.setDefaultLabels({ role });
    collectDefaultMetrics({ register: this.registry });
  }

  /** A gauge whose value is read from somewhere else at scrape time. */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[], collect: (gauge: Gauge<L>) => Promise<void>): Gauge<L> {
    return new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await collect(this);
      },
    });
  }
}
