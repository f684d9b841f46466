// Global setup of the end-to-end tier: the run's databases (global-setup.mjs), then one seeded
// product for every browser journey of the run. A suite uses it (useE2e in e2e.ts) with a chromium,
// browser contexts and accounts of its own; starting it once saves a product boot (health poll) per
// suite. KADRY_E2E_SHARED=0 makes every suite start its own, as before. (The browser stays per
// suite: a download's path() is not available over a connection to a shared one.)
// Plain ESM like global-setup.mjs: jest loads it outside its module mapper.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import globalSetup from './global-setup.mjs';
import globalTeardown from './global-teardown.mjs';

const root = resolve(import.meta.dirname, '../..');
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What global teardown closes (jest runs both in this process; a global, whatever jest's module loading). */
const shared = (globalThis.__kadryE2eShared ??= { product: null, storageDir: null });

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The built product as startProduct (product.ts) runs it, against the run's database and prefix. */
async function startProduct() {
  const webDir = resolve(root, process.env.WEB_DIR ?? 'dist/web');
  if (!existsSync(join(root, 'dist/src/main.js')) || !existsSync(join(webDir, 'index.html'))) {
    throw new Error(`The product is not built (no dist/src/main.js or ${webDir}/index.html): run \`npm run build\` (npm test does it)`);
  }
  const port = await freePort();
  shared.storageDir = mkdtempSync(join(tmpdir(), 'kadry-e2e-storage-'));
  let log = '';
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.KADRY_TEST_DATABASE_URL,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: process.env.KADRY_TEST_REDIS_PREFIX,
      STORAGE_DIR: shared.storageDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      OUTBOX_SWEEP_MS: '500',
      // Each suite plays a client at an address of its own (suiteAddress in e2e.ts): the run's suites
      // share this product and its Redis, and per-address limits (20 link e-mails an hour) would
      // otherwise add up across them.
      TRUST_PROXY: 'true',
      WEB_DIR: webDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shared.product = child;
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/api/v2/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`Timed out after 60000 ms waiting for the product to answer /api/v2/health:\n${log}`);
    await new Promise((next) => setTimeout(next, 200));
  }
  return url;
}

export default async function e2eGlobalSetup(globalConfig, projectConfig) {
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

async function startShared() {
  // The option lists (genders, social networks) the profile forms need; suites asked for them one by one.
  execFileSync(process.execPath, ['dist/src/cli.js', 'seed'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: process.env.KADRY_TEST_DATABASE_URL, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  process.env.KADRY_E2E_PRODUCT_URL = await startProduct();
}

/** Stops the shared product (global teardown, or a setup that failed half-way). */
export async function closeShared() {
  delete process.env.KADRY_E2E_PRODUCT_URL;
  const child = shared.product;
  shared.product = null;
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  if (shared.storageDir) rmSync(shared.storageDir, { recursive: true, force: true });
  shared.storageDir = null;
}
