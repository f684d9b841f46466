import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';
import { PageCache } from './page-cache.js';

/** A cache whose replica channel is a stub: `changed()` publishes into it, nothing subscribes. */
function cache(): { cache: PageCache; published: string[] } {
  const published: string[] = [];
  const redis = { publish: async (channel: string) => published.push(channel) } as unknown as Redis;
  const made = new PageCache(redis, { redisPrefix: 'test', redisUrl: 'redis://127.0.0.1:6379' } as AppConfig);
  // Subscribed already, as far as the cache knows: the spec opens no connection.
  Object.assign(made as unknown as { listening: Promise<void>; subscribed: boolean }, { listening: Promise.resolve(), subscribed: true });
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

describe('careers page cache: pages', () => {
  it('keeps no page whose render a change overtook: it read the read model as it was', async () => {
    const { cache: pages } = cache();
    let finish: (html: string) => void = () => undefined;
    // A render that read a posting's absence, and ends after the projection's change was heard of.
    const stale = pages.get('/jobs/v1', () => new Promise((resolve) => (finish = (html) => resolve({ status: 404, html }))));
    await pages.changed();
    finish('<p>not found</p>');
    expect((await stale).status).toBe(404);
    const fresh = await pages.get('/jobs/v1', async () => ({ status: 200, html: '<p>posting</p>' }));
    expect(fresh.status).toBe(200);
    // A render no change overtook is kept.
    expect((await pages.get('/jobs/v1', async () => ({ status: 500, html: 'unused' }))).status).toBe(200);
  });
});

describe('careers page cache: before its subscription is up', () => {
  it('keeps nothing: a change announced meanwhile would go unheard', async () => {
    const redis = { publish: async () => 1 } as unknown as Redis;
    const pages = new PageCache(redis, { redisPrefix: 'test', redisUrl: 'redis://127.0.0.1:6379' } as AppConfig);
    // A subscription that never comes up here.
    (pages as unknown as { listening: Promise<void> }).listening = new Promise(() => undefined);
    let renders = 0;
    const render = async () => ({ status: 404, html: `<p>${++renders}</p>` });
    await pages.get('/jobs/v1', render);
    await pages.get('/jobs/v1', render);
    expect(renders).toBe(2);
    let reads = 0;
    await pages.remember('choices:uk', async () => ++reads);
    await pages.remember('choices:uk', async () => ++reads);
    expect(reads).toBe(2);
  });
});
