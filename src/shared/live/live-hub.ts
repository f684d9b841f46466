import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { REDIS } from '../redis/redis.module.js';
import { observeRedisClient } from '../redis/observed-connections.js';
import { redisOptionsFromUrl } from '../redis/redis-connection.js';

/** Who receives a live event: these users, and/or every signed-in user of this role. */
export interface LiveTarget {
  users?: string[];
  role?: string;
}

/** The names the web listens for (README "Verification (the `verification` context)", "Live updates"). */
export type LiveEventName = 'verification.changed' | 'company.changed' | 'notice.created';

interface LiveMessage {
  target: LiveTarget;
  event: LiveEventName;
  data: Record<string, unknown>;
}

/** One open stream of this process. */
export interface LiveStream {
  userId: string;
  role: string;
  write(chunk: string): void;
  end(): void;
}

export const HEARTBEAT_MS = 25_000;
/** Open streams one user may hold on one replica (tabs, windows); more is a leak or abuse. */
export const MAX_STREAMS_PER_USER = 8;

/**
 * Fan-out of live events: a publisher (any process: API request, worker handler) publishes on one
 * Redis channel under the run's prefix; every API replica with open streams subscribes and writes
 * to its own streams that match the target. Nothing is kept for streams that are closed: a client
 * that reconnects reloads what it shows.
 */
@Injectable()
export class LiveHub implements OnModuleDestroy {
  private readonly logger = new Logger('LiveHub');
  private readonly streams = new Set<LiveStream>();
  private subscriber: Redis | undefined;
  private subscribed: Promise<void> | undefined;
  readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.channel = `${config.redisPrefix}:live`;
  }

  /**
   * Best effort, after the change committed: a lost event only means a client shows old data until
   * its next load, so a Redis failure is logged and never fails the caller's work.
   */
  async publish(target: LiveTarget, event: LiveEventName, data: Record<string, unknown>): Promise<void> {
    const message: LiveMessage = { target, event, data };
    // PUBLISH names a channel, not a key: ioredis's keyPrefix does not apply, the channel carries it.
    await this.redis.publish(this.channel, JSON.stringify(message)).catch((error: unknown) => {
      this.logger.warn(`Live event ${event} not published: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Adds a stream; resolves once this process listens, so nothing published afterwards is missed. */
  async open(stream: LiveStream): Promise<() => void> {
    this.streams.add(stream);
    await this.listen();
    return () => this.streams.delete(stream);
  }

  /** Whether this user may open one more stream here. */
  hasRoomFor(userId: string): boolean {
    let count = 0;
    for (const stream of this.streams) if (stream.userId === userId) count += 1;
    return count < MAX_STREAMS_PER_USER;
  }

  get openStreams(): number {
    return this.streams.size;
  }

  private listen(): Promise<void> {
    if (this.subscribed) return this.subscribed;
    // A subscribed connection can do nothing else, so it is its own; made only where streams open (API).
    const subscriber = new Redis({ ...redisOptionsFromUrl(this.config.redisUrl), lazyConnect: true });
    observeRedisClient(subscriber, 'live subscription');
    subscriber.on('message', (_channel: string, raw: string) => this.deliver(raw));
    this.subscriber = subscriber;
    this.subscribed = subscriber
      .connect()
      .then(() => subscriber.subscribe(this.channel))
      .then(() => undefined)
      .catch((error: unknown) => {
        // Streams stay open (heartbeats keep flowing); the next stream tries again.
        this.subscribed = undefined;
        this.subscriber = undefined;
        subscriber.disconnect();
        this.logger.warn(`Live subscription failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    return this.subscribed;
  }

  private deliver(raw: string): void {
    let message: LiveMessage;
    try {
      message = JSON.parse(raw) as LiveMessage;
    } catch {
      return;
    }
    const chunk = `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
    for (const stream of this.streams) {
      const wanted = message.target.users?.includes(stream.userId) || (message.target.role !== undefined && message.target.role === stream.role);
      if (wanted) stream.write(chunk);
    }
  }

  /** Ends every stream before the HTTP server closes, so shutdown never waits for clients. */
  async onModuleDestroy(): Promise<void> {
    for (const stream of [...this.streams]) stream.end();
    this.streams.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    this.subscribed = undefined;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }
}
