// Global setup of the end-to-end tier: the run's databases (global-setup.mjs, with the catalogue
// seeded into the template), then one product per jest worker, each on its worker's database and
// Redis prefix (run-env.ts), so the two workers' journeys never see each other's companies, live
// events or limits. A suite uses its worker's product (useE2e in e2e.ts) with a chromium, browser
// contexts and accounts of its own; starting the products once saves a product boot (health poll)
// per suite. KADRY_E2E_SHARED=0 makes every suite start its own, as before.
// Plain ESM like global-setup.mjs: jest loads it outside its module mapper.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import globalSetup from './global-setup.mjs';
import globalTeardown from './global-teardown.mjs';
import { spawnProduct } from './product-process.mjs';

const root = resolve(import.meta.dirname, '../..');
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What global teardown closes (jest runs both in this process; a global, whatever jest's module loading). */
globalThis.__kadryE2eShared ??= { products: [], storageDirs: [] };
const shared = globalThis.__kadryE2eShared;

/** The built product (product-process.mjs) against `databaseUrl` and `redisPrefix`; global teardown stops it. */
async function startProduct(databaseUrl, redisPrefix) {
  const storageDir = mkdtempSync(join(tmpdir(), 'kadry-e2e-storage-'));
  shared.storageDirs.push(storageDir);
  const product = await spawnProduct({ databaseUrl, redisUrl: TEST_REDIS_URL, redisPrefix, storageDir });
  shared.products.push(product);
  return product.url;
}

export default async function e2eGlobalSetup(globalConfig, projectConfig) {
  process.env.KADRY_TEST_SEED_TEMPLATE = '1';
  await globalSetup(globalConfig, projectConfig);
  if (process.env.KADRY_E2E_SHARED === '0' || process.env.KADRY_E2E_PRODUCT_URL) return;
  try {
    await startShared();
  } catch (error) {
    // Jest runs no teardown after a failed setup: nothing of this run may stay behind.
    await closeShared().catch(() => undefined);
    await globalTeardown(globalConfig, projectConfig).catch(() => undefined);
    throw error;
  }
}

/**
 * One product per worker database (`<run db>_w<n>`, prefix `<run prefix>:w<n>`, as run-env.ts
 * names them), or one on the run's database when the tier runs in band. Their addresses go to the
 * suites as KADRY_E2E_PRODUCT_URL (in band) or KADRY_E2E_PRODUCT_URL_W<n> (sharedProduct, product.ts).
 */
async function startShared() {
  const database = process.env.KADRY_TEST_DATABASE_URL;
  const prefix = process.env.KADRY_TEST_REDIS_PREFIX;
  // A jest run of every project made the databases before this tier asked for the seed: seed them here.
  const seed = (url) =>
    process.env.KADRY_TEST_TEMPLATE_SEEDED === '1' ||
    execFileSync(process.execPath, ['dist/src/cli.js', 'seed'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
  if (process.env.KADRY_TEST_PER_WORKER !== '1') {
    seed(database);
    process.env.KADRY_E2E_PRODUCT_URL = await startProduct(database, prefix);
    return;
  }
  // Global setup made one database copy per worker (global-setup.mjs).
  const workers = Array.from({ length: Number(process.env.KADRY_TEST_WORKERS ?? 0) }, (_, index) => index + 1);
  for (const worker of workers) seed(`${database}_w${worker}`);
  const urls = await Promise.all(workers.map((worker) => startProduct(`${database}_w${worker}`, `${prefix}:w${worker}`)));
  for (const [index, worker] of workers.entries()) process.env[`KADRY_E2E_PRODUCT_URL_W${worker}`] = urls[index];
  process.env.KADRY_E2E_PRODUCT_URL = urls[0];
}

/** Stops the shared products (global teardown, or a setup that failed half-way). */
export async function closeShared() {
  for (const name of Object.keys(process.env)) if (name.startsWith('KADRY_E2E_PRODUCT_URL')) delete process.env[name];
  const products = shared.products;
  shared.products = [];
  await Promise.all(products.map((product) => product.stop()));
  for (const dir of shared.storageDirs) rmSync(dir, { recursive: true, force: true });
  shared.storageDirs = [];
}
