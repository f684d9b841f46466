import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppModuleExtras } from '../../src/app.module.js';
import { createHttpApp, createWorkerContext } from '../../src/bootstrap.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { runDatabaseUrl, runRedisPrefix, TEST_REDIS_URL } from './run-env.js';
import { tempDir } from './temp-dir.js';

/** Configuration of the product as a test runs it: this run's database and Redis prefix. */
export function testConfig(overrides: Record<string, string | undefined> = {}, partial: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: runDatabaseUrl(),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: runRedisPrefix(),
    STORAGE_DIR: tempDir('kadry-storage-'),
    WEB_DIR: join(tmpdir(), 'kadry-no-web'),
    LOG_LEVEL: 'warn',
    OUTBOX_SWEEP_MS: '500',
    NOTIFICATION_BACKOFF_MS: '50',
    // 1.2 s of refusals before a message fails for good: 6 attempts at 50 ms doubling.
    NOTIFICATION_RETRY_WINDOW_MINUTES: '0.02',
    // Suites play clients at several addresses through X-Forwarded-For (per-address limits).
    TRUST_PROXY: 'true',
    // Suites drive one account through many writes a second; write-limit.test.ts lowers it again.
    WRITE_RATE_LIMIT: '100000',
    // Four jest workers, chromium and the products share two cores: a Redis answer can come later
    // than production's 500 ms there without anything being wrong. The outage suites stop the
    // server, which fails commands at once whatever this says.
    REDIS_COMMAND_TIMEOUT_MS: '5000',
    // Production-mode suites need one; the development default is covered by config.spec.ts.
    SECRETS_KEY: 'test-only-secrets-key-0123456789abcdef',
    // Building the OpenAPI document costs half a second of CPU per boot: only the suites that read
    // it ask for it (API_DOCS=true). A production-mode suite gets the product's own default.
    ...(overrides.NODE_ENV === 'production' ? {} : { API_DOCS: 'false' }),
    ...overrides,
  });
  return { ...config, ...partial };
}

export async function startHttpApp(config: AppConfig, extras?: AppModuleExtras): Promise<NestFastifyApplication> {
  const app = await createHttpApp(config, extras);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

export async function startWorker(config: AppConfig, extras?: AppModuleExtras): Promise<INestApplicationContext> {
  const worker = await createWorkerContext(config, extras);
  await worker.init();
  return worker;
}
