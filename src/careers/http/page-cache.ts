import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { keepPreparedBody } from '../../shared/http/prepared-answer.js';
import { etagOf } from '../../shared/http/route-flags.js';
import { REDIS } from '../../shared/redis/redis.module.js';
import { observeRedisClient } from '../../shared/redis/observed-connections.js';
import { redisOptionsFromUrl } from '../../shared/redis/redis-connection.js';
import { untilKyivMidnight } from '../../shared/domain/kyiv-day.js';

/** A rendered page kept for sending again: its status, bytes (compressed once), ETag and end of life. */
export interface CachedPage {
  status: number;
  body: Buffer;
  etag: string;
  until: number;
}

/** A page is kept at most this long even if no change is heard of (a lost message heals). */
export const PAGE_TTL_MS = 60_000;
/** Pages kept per process (about 20 KB each with their compressed twins): the most asked for stay. */
const MAX_PAGES = 3_000;

/**
 * Rendered public pages, in this API process's memory, so a posting page is one map lookup. Every
 * change the projection makes is published on one Redis channel (`<prefix>:careers`); each replica
 * drops its pages when it hears one (all of them: a change of a company touches its postings,
 * their gone pages and the lists, and rendering again is cheap). Pages also end at the next Kyiv
 * midnight (a posting's last day ends) and after PAGE_TTL_MS.
 */
@Injectable()
export class PageCache implements OnModuleDestroy {
  private readonly logger = new Logger('CareersPageCache');
  /** In order of insertion; the oldest leaves first past MAX_PAGES. */
  private readonly pages = new Map<string, CachedPage>();
  /** Values read to render pages (few: keyed by kind and language), living and dropped as the pages do. */
  private readonly values = new Map<string, { value: Promise<unknown>; until: number }>();
  private subscriber: Redis | undefined;
  private listening: Promise<void> | undefined;
  /**
   * Counts the changes heard of. A page whose render began before a change may have read the read
   * model as it was: it is sent, not kept (kept, it would outlive the change by PAGE_TTL_MS).
   */
  private generation = 0;
  /**
   * Whether this replica hears of changes. Until its subscription is up (it starts with the first
   * page asked for) a change made elsewhere would go unheard: pages are sent, not kept, meanwhile.
   */
  private subscribed = false;
  readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.channel = `${config.redisPrefix}:careers`;
  }

  /** The page under `key`, rendered by `render` when there is none or it has ended. */
  async get(key: string, render: () => Promise<{ status: number; html: string }>): Promise<CachedPage> {
    void this.listen();
    const now = Date.now();
    const kept = this.pages.get(key);
    if (kept && kept.until > now) return kept;
    const generation = this.generation;
    const { status, html } = await render();
    const body = keepPreparedBody(Buffer.from(html));
    const page = { status, body, etag: etagOf(body), until: now + Math.min(PAGE_TTL_MS, untilKyivMidnight(new Date(now))) };
    // Pages that are errors are not kept: the next request tries again.
    if (status < 500 && this.subscribed && generation === this.generation) {
      this.pages.delete(key);
      if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(key, page);
    }
    return page;
  }

  /**
   * A value many pages are rendered from (the /jobs filter's choices), read once by `read` and kept
   * like a page: until a change is heard of, PAGE_TTL_MS, or Kyiv midnight. A failed read is not kept.
   */
  remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    void this.listen();
    const now = Date.now();
    const kept = this.values.get(key);
    if (kept && kept.until > now) return kept.value as Promise<T>;
    const value = read();
    if (!this.subscribed) return value;
    const entry = { value, until: now + Math.min(PAGE_TTL_MS, untilKyivMidnight(new Date(now))) };
    this.values.set(key, entry);
    value.catch(() => {
      if (this.values.get(key) === entry) this.values.delete(key);
    });
    return value;
  }

  /** Drops every kept page and value on every replica; called after the read model changed (committed). */
  async changed(): Promise<void> {
    this.drop();
    // PUBLISH names a channel: ioredis's key prefix does not apply, the channel carries it.
    await this.redis.publish(this.channel, '1').catch((error: unknown) => {
      this.logger.warn(`Careers change not published: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Subscribes once; while not subscribed, pages live PAGE_TTL_MS at most anyway. */
  private listen(): Promise<void> {
    if (this.listening) return this.listening;
    const subscriber = new Redis({ ...redisOptionsFromUrl(this.config.redisUrl), lazyConnect: true });
    observeRedisClient(subscriber, 'careers subscription');
    subscriber.on('message', () => this.drop());
    this.subscriber = subscriber;
    this.listening = subscriber
      .connect()
      .then(() => subscriber.subscribe(this.channel))
      .then(() => {
        this.subscribed = true;
      })
      .catch((error: unknown) => {
        this.subscribed = false;
        this.listening = undefined;
        this.subscriber = undefined;
        subscriber.disconnect();
        this.logger.warn(`Careers subscription failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    return this.listening;
  }

  private drop(): void {
    this.generation += 1;
    this.pages.clear();
    this.values.clear();
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
