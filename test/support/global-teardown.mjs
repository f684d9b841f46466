import { Redis } from 'ioredis';
import { dropRunDatabases } from './run-databases.mjs';
import { closeRunTemp } from './run-temp.mjs';

/**
 * Drops the run's databases (its own, the template, the workers' and the suites') and deletes its
 * Redis keys (the workers' prefixes are under the run's) (KEEP_TEST_DB=1 keeps them for a post-mortem),
 * and fails the run when its tests left folders in the run's temp folder.
 */
export default async function globalTeardown() {
  const tempDir = process.env.KADRY_TEST_TMPDIR;
  if (tempDir) {
    delete process.env.KADRY_TEST_TMPDIR;
    const left = closeRunTemp(tempDir);
    if (left.length > 0) {
      await dropRunData();
      throw new Error(
        `The tests left ${left.length} temporary folder(s) behind (now removed): ${left.join(', ')}. Make them with tempDir() from test/support/temp-dir.ts.`,
      );
    }
  }
  await dropRunData();
}

async function dropRunData() {
  const databaseUrl = process.env.KADRY_TEST_DATABASE_URL;
  const prefix = process.env.KADRY_TEST_REDIS_PREFIX;
  if (process.env.KEEP_TEST_DB === '1') return;
  if (databaseUrl) await dropRunDatabases(databaseUrl);
  if (prefix) {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      let cursor = '0';
      do {
        // `${prefix}*`, not `${prefix}:*`: suites that run a product of their own put their keys under
        // prefixes that extend the run's (`…-w1`, `…-once`), and those must go too.
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.unlink(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}
