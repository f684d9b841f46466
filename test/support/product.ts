import { freePort, spawnProduct } from './product-process.mjs';
import { runDatabaseUrl, runRedisPrefix, TEST_REDIS_URL } from './run-env.js';
import { tempDir } from './temp-dir.js';

export interface RunningProduct {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The end-to-end tier's shared product of this jest worker (e2e-global-setup.mjs: the same build,
 * database, Redis prefix and settings as startProduct's), when the run started one. Its stop() leaves it running
 * for the next suite; its output stays with global setup. Undefined outside such a run.
 */
export function sharedProduct(): RunningProduct | undefined {
  // A tier in several workers has one product per worker, on the worker's database (e2e-global-setup.mjs).
  const worker = process.env.KADRY_TEST_PER_WORKER === '1' ? process.env.JEST_WORKER_ID : undefined;
  const url = (worker && process.env[`KADRY_E2E_PRODUCT_URL_W${worker}`]) || process.env.KADRY_E2E_PRODUCT_URL;
  if (!url) return undefined;
  return { url, output: () => '(the shared product of the run: its output is not kept per suite)', stop: async () => undefined };
}

export { freePort };

/**
 * The built product (product-process.mjs) on a free port, against this run's database and Redis
 * prefix, its files in a temp folder of the suite's; `env` overrides any setting.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  return spawnProduct({
    databaseUrl: runDatabaseUrl(),
    redisUrl: TEST_REDIS_URL,
    redisPrefix: runRedisPrefix(),
    storageDir: tempDir('kadry-e2e-storage-'),
    env,
  });
}
