import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { REDIS } from '../redis/redis.module.js';
import { observeRedisClient } from '../redis/observed-connections.js';
import { redisOptionsFromUrl } from '../redis/redis-connection.js';
import { LiveSessions } from './live-sessions.js';

/** Who receives a live event: these users, and/or every signed-in user of this role. */
export interface LiveTarget {
  users?: string[];
  role?: string;
}

/** The names the web listens for (README "Verification (the `verification` context)", "Live updates"). */
export type LiveEventName = 'verification.changed' | 'company.changed' | 'notice.created' | 'recruiting.changed';

interface EventMessage {
  target: LiveTarget;
  event: LiveEventName;
  data: Record<string, unknown>;
}

/**
 * Sessions that ended: every replica closes their streams. The empty target makes a replica of the
 * previous version (during a rolling update) deliver it to no stream instead of failing on it.
 */
interface EndMessage {
  target: Record<string, never>;
  end: string[];
}

type LiveMessage = EventMessage | EndMessage;

/** One open stream of this process. */
export interface LiveStream {
  userId: string;
  /** The session the stream was opened with: its end ends the stream. */
  sessionId: string;
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
 * that reconnects reloads what it shows. A stream lives no longer than its session: an ended
 * session's message closes its streams on every replica, and each heartbeat period the replica
 * asks which of its streams' sessions are still live (expiry by time, a lost message).
 */
@Injectable()
export class LiveHub implements OnModuleDestroy {
  private readonly logger = new Logger('LiveHub');
  private readonly streams = new Set<LiveStream>();
  private subscriber: Redis | undefined;
  private subscribed: Promise<void> | undefined;
  private recheck: NodeJS.Timeout | undefined;
  private rechecking: Promise<void> | undefined;
  readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: LiveSessions,
  ) {
    this.channel = `${config.redisPrefix}:live`;
  }

  /**
   * Best effort, after the change committed: a lost event only means a client shows old data until
   * its next load, so a Redis failure is logged and never fails the caller's work.
   */
  async publish(target: LiveTarget, event: LiveEventName, data: Record<string, unknown>): Promise<void> {
    await this.send({ target, event, data }, `event ${event}`);
  }

  /** `publish` for several events, sent to Redis together (one write for the lot). */
  async publishAll(events: ReadonlyArray<{ target: LiveTarget; event: LiveEventName; data: Record<string, unknown> }>): Promise<void> {
    if (events.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const { target, event, data } of events) {
      pipeline.publish(this.channel, JSON.stringify({ target, event, data } satisfies EventMessage));
    }
    const failure = await pipeline.exec().then(
      (results) => results?.find(([error]) => error)?.[0],
      (error: unknown) => error,
    );
    if (failure) this.logger.warn(`Live events not published: ${failure instanceof Error ? failure.message : String(failure)}`);
  }

  /**
   * Closes the streams of these sessions on every replica. Called after the sessions' end
   * committed; a message Redis lost is made up for by the next re-check.
   */
  async endSessions(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length > 0) await this.send({ target: {}, end: [...sessionIds] }, 'session end');
  }

  private async send(message: LiveMessage, what: string): Promise<void> {
    // PUBLISH names a channel, not a key: ioredis's keyPrefix does not apply, the channel carries it.
    await this.redis.publish(this.channel, JSON.stringify(message)).catch((error: unknown) => {
      this.logger.warn(`Live ${what} not published: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /**
   * Adds a stream; resolves once this process listens, so nothing published afterwards is missed.
   * The session is checked once more after that: an end published between the request's sign-in
   * check and the subscription would otherwise leave the stream open until the next re-check.
   */
  async open(stream: LiveStream): Promise<() => void> {
    this.streams.add(stream);
    this.recheck ??= setInterval(() => void this.recheckSessions(), HEARTBEAT_MS).unref();
    await this.listen();
    await this.endUnless([stream]);
    return () => this.streams.delete(stream);
  }

  /** Ends the streams whose session is no longer live (every HEARTBEAT_MS once a stream opened here). */
  recheckSessions(): Promise<void> {
    this.rechecking ??= this.endUnless([...this.streams]).finally(() => (this.rechecking = undefined));
    return this.rechecking;
  }

  private async endUnless(streams: LiveStream[]): Promise<void> {
    if (streams.length === 0) return;
    let live: ReadonlySet<string>;
    try {
      live = await this.sessions.live([...new Set(streams.map((stream) => stream.sessionId))]);
    } catch (error) {
      // Unknown is not ended: closing every stream would only send every client back to a failing API.
      this.logger.warn(`Live sessions not checked: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const stream of streams) if (!live.has(stream.sessionId)) stream.end();
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
    if ('end' in message) {
      const ended = new Set(message.end);
      for (const stream of [...this.streams]) if (ended.has(stream.sessionId)) stream.end();
      return;
    }
    const chunk = `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
    for (const stream of this.streams) {
      const wanted =
        message.target.users?.includes(stream.userId) || (message.target.role !== undefined && message.target.role === stream.role);
      if (wanted) stream.write(chunk);
    }
  }

  /** Ends every stream before the HTTP server closes, so shutdown never waits for clients. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.recheck);
    this.recheck = undefined;
    for (const stream of [...this.streams]) stream.end();
    this.streams.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    this.subscribed = undefined;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }
}
