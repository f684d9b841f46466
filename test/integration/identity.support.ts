import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { randomBytes, randomInt } from 'node:crypto';
import request from 'supertest';
import { seedOptionLists } from '../../src/catalogue/seed/seed-account-lists.js';
import type { AppConfig } from '../../src/config.js';
import { REDIS } from '../../src/shared/redis/redis.module.js';
import { startHttpApp, startWorker, testConfig } from '../support/test-app.js';
import { waitFor } from '../support/wait-for.js';

/**
 * What the identity suites share: one API and one worker per test file (same configuration), the
 * option lists seeded, and helpers that read codes and links from the captured messages.
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
  const res = await request(h.app.getHttpServer()).get(`/api/v2/dev/messages?to=${encodeURIComponent(to)}`).expect(200);
  return res.body.messages as Captured[];
}

/** Waits until `count` messages (newest first) reached the recipient and returns them. */
export async function waitForMessages(h: Harness, to: string, count = 1, what = `message to ${to}`): Promise<Captured[]> {
  return waitFor(async () => {
    const list = await messages(h, to);
    return list.length >= count ? list : null;
  }, { what });
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

/** Redis keys of the identity limits (under the run's prefix, which the client adds). */
export function redis(h: Harness): Redis {
  return h.app.get<Redis>(REDIS);
}

export async function clearLimit(h: Harness, key: string): Promise<void> {
  await redis(h).del(`identity:${key}`);
}

export const PASSWORD = 'Correct-Horse-1';

/** Registers, confirms from the captured e-mail and returns the session token of a new account. */
export async function signUp(h: Harness, c: Client = client(h), options: { email?: string; password?: string; lang?: string } = {}): Promise<{ email: string; password: string; token: string; id: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  await c.post('/profile/registration', { email, password, ref: 'http://localhost:5173' }, { lang: options.lang }).then((res) => expect(res.status).toBe(200));
  const [mail] = await waitForMessages(h, email);
  const confirmed = await c.post('/profile/confirmEmail', { token: linkToken(mail!, 'token') });
  expect(confirmed.status).toBe(200);
  return { email, password, token: confirmed.body.user_data.token as string, id: confirmed.body.user_data.id as string };
}

export function profileBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { lname: 'Коваленко', name: 'Олена', sname: 'Петрівна', birth_date: '1990-05-17', gender_id: 2, phone: uniquePhone(), ...overrides };
}

/** A signed-up user with a created profile. */
export async function withProfile(h: Harness, c: Client = client(h), overrides: Record<string, unknown> = {}) {
  const account = await signUp(h, c);
  const body = profileBody(overrides);
  const res = await c.post('/profile/profileCreate', body, { token: account.token });
  expect(res.status).toBe(200);
  return { ...account, phone: String(body.phone) };
}

/** Sends a confirmation code to `phone` and confirms it from the captured SMS. */
export async function confirmPhone(h: Harness, c: Client, token: string, phone: string): Promise<void> {
  const before = (await messages(h, phone)).length;
  expect((await c.post('/profile/confirmPhoneSendSms', { phone }, { token })).status).toBe(200);
  const [sms] = await waitForMessages(h, phone, before + 1);
  const res = await c.post('/profile/confirmPhone', { confirm_phone_code: smsCode(sms!) }, { token });
  expect(res.status).toBe(200);
}
