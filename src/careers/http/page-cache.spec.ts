import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';
import { PageCache } from './page-cache.js';

/** A cache whose replica channel is a stub: `changed()` publishes into it, nothing subscribes. */
function cache(): { cache: PageCache; published: string[] } {
  const published: string[] = [];
  const redis = { publish: async (channel: string) => published.push(channel) } as unknown as Redis;
  const made = new PageCache(redis, { redisPrefix: 'test', redisUrl: 'redis://127.0.0.1:6379' } as AppConfig);
  // Subscribed already, as far as the cache knows: the spec opens no connection.
  (made as unknown as { listening: Promise<void> }).listening = Promise.resolve();
  return { cache: made, published };
}

describe('careers page cache: remembered values', () => {
  it('reads a value once until a change, then again', async () => {
    const { cache: pages, published } = cache();
    let reads = 0;
    const read = async () => ({ cities: [], reads: ++reads });
    expect(await pages.remember('choices:uk', read)).toEqual({ cities: [], reads: 1 });
    expect(await pages.remember('choices:uk', read)).toEqual({ cities: [], reads: 1 });
    expect(await pages.remember('choices:en', read)).toEqual({ cities: [], reads: 2 });
    await pages.changed();
    expect(published).toEqual(['test:careers']);
    expect(await pages.remember('choices:uk', read)).toEqual({ cities: [], reads: 3 });
  });

  it('keeps no failed read: the next asks again', async () => {
    const { cache: pages } = cache();
    await expect(pages.remember('choices:ru', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await pages.remember('choices:ru', async () => 'read again')).toBe('read again');
  });
});
