import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { randomBytes, randomInt } from 'node:crypto';
import request from 'supertest';
import { seedOptionLists } from '../../src/catalogue/seed/seed-account-lists.js';
import type { AppConfig } from '../../src/config.js';
import { REDIS } from '../../src/shared/redis/redis.module.js';
import { startHttpApp, startWorker, testConfig } from './test-app.js';
import { waitFor } from './wait-for.js';

/**
 * The generic integration harness: one API and one worker per test file (same configuration), the
 * option lists seeded, callers from their own addresses, SQL and Redis at hand, and helpers that
 * read codes and links from the captured messages. Context-specific flows (sign-up, profile ...)
 * live beside their suites, e.g. test/integration/identity/support.ts.
 */
export interface Harness {
  app: NestFastifyApplication;
  worker: INestApplicationContext;
  config: AppConfig;
  close(): Promise<void>;
}

export async function startHarness(overrides: Record<string, string> = {}): Promise<Harness> {
  const config = testConfig(overrides);
  const app = await startHttpApp(config);
  const worker = await startWorker(config);
  await seedOptionLists(app.get(MikroORM).em.fork());
  return {
    app,
    worker,
    config,
    close: async () => {
      await worker.close();
      await app.close();
    },
  };
}

/** Starts a harness before the tests of the enclosing describe block and closes it after them. */
export function useHarness(receive: (h: Harness) => void, overrides: Record<string, string> = {}): void {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness(overrides);
    receive(harness);
  });
  afterAll(async () => {
    await harness?.close();
  });
}

export interface CallOptions {
  token?: string;
  lang?: string;
}

export interface Client {
  ip: string;
  post(path: string, body?: object, options?: CallOptions): Promise<request.Response>;
  get(path: string, options?: CallOptions): Promise<request.Response>;
}

/** A caller from its own address, so the per-address limits of one test do not touch another's. */
export function client(h: Harness, ip = randomIp()): Client {
  const prepare = (test: request.Test, options: CallOptions = {}) => {
    test.set('X-Forwarded-For', ip);
    if (options.token) test.set('userToken', options.token);
    if (options.lang) test.set('lang', options.lang);
    return test;
  };
  return {
    ip,
    post: async (path, body = {}, options) => prepare(request(h.app.getHttpServer()).post(`/api/v2${path}`), options).send(body),
    get: async (path, options) => prepare(request(h.app.getHttpServer()).get(`/api/v2${path}`), options),
  };
}

export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A fresh ten-digit phone (0 + nine random digits). */
export function uniquePhone(): string {
  return `0${String(randomInt(500_000_000, 999_999_999))}`;
}

export interface Captured {
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
}

export async function messages(h: Harness, to: string): Promise<Captured[]> {
  const res = await request(h.app.getHttpServer())
    .get(`/api/v2/dev/messages?to=${encodeURIComponent(to)}`)
    .expect(200);
  return res.body.messages as Captured[];
}

/** Waits until `count` messages (newest first) reached the recipient and returns them. */
export async function waitForMessages(h: Harness, to: string, count = 1, what = `message to ${to}`): Promise<Captured[]> {
  return waitFor(
    async () => {
      const list = await messages(h, to);
      return list.length >= count ? list : null;
    },
    { what },
  );
}

export function linkToken(message: Captured, param: string): string {
  const match = new RegExp(`[?&]${param}=([^\\s&"]+)`).exec(message.text);
  if (!match) throw new Error(`No ${param} in: ${message.text}`);
  return decodeURIComponent(match[1]!);
}

export function smsCode(message: Captured): string {
  const match = /\b(\d{6})\b/.exec(message.text);
  if (!match) throw new Error(`No code in: ${message.text}`);
  return match[1]!;
}

export async function sql<T = Record<string, unknown>>(h: Harness, query: string, params: unknown[] = []): Promise<T[]> {
  return h.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
}

/** The run's Redis (the client adds the run's prefix to every key). */
export function redis(h: Harness): Redis {
  return h.app.get<Redis>(REDIS);
}

/** Clears one rate-limit counter or cooldown of a context (keys as in its limit-keys file). */
export async function clearLimit(h: Harness, key: string, namespace = 'identity'): Promise<void> {
  await redis(h).del(`${namespace}:${key}`);
}
