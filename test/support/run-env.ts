/**
 * Each test run gets its own database and Redis key prefix (made by global-setup.mjs), so runs on
 * one machine, or a developer's run beside CI, never see each other's data. When the run has
 * several jest workers running integration files side by side (KADRY_TEST_PER_WORKER), each worker
 * has a database (`<run db>_w<n>`, copied from the run's template) and a prefix (`<run prefix>:w<n>`)
 * of its own, so files never meet another file's rows or keys mid-test.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function perWorker(): string | null {
  const worker = process.env.JEST_WORKER_ID;
  return process.env.KADRY_TEST_PER_WORKER === '1' && worker ? worker : null;
}

export function runDatabaseUrl(): string {
  const url = process.env.KADRY_TEST_DATABASE_URL;
  if (!url) throw new Error('Run tests through jest (global setup sets KADRY_TEST_DATABASE_URL)');
  const worker = perWorker();
  return worker ? `${url}_w${worker}` : url;
}

export function runRedisPrefix(): string {
  const prefix = process.env.KADRY_TEST_REDIS_PREFIX;
  if (!prefix) throw new Error('Run tests through jest (global setup sets KADRY_TEST_REDIS_PREFIX)');
  const worker = perWorker();
  return worker ? `${prefix}:w${worker}` : prefix;
}
