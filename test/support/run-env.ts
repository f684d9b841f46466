/**
 * Each test run gets its own database and Redis key prefix (made by global-setup.mjs), so runs on
 * one machine, or a developer's run beside CI, never see each other's data.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function runDatabaseUrl(): string {
  const url = process.env.KADRY_TEST_DATABASE_URL;
  if (!url) throw new Error('Run tests through jest (global setup sets KADRY_TEST_DATABASE_URL)');
  return url;
}

export function runRedisPrefix(): string {
  const prefix = process.env.KADRY_TEST_REDIS_PREFIX;
  if (!prefix) throw new Error('Run tests through jest (global setup sets KADRY_TEST_REDIS_PREFIX)');
  return prefix;
}
