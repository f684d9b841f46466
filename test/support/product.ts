import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { runDatabaseUrl, runRedisPrefix, TEST_REDIS_URL } from './run-env.js';
import { tempDir } from './temp-dir.js';
import { waitFor } from './wait-for.js';

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

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * The built product (dist/, as `npm start` runs it: API, worker and web in one process) on a free
 * port, against this run's database and Redis prefix. The web build is dist/web unless WEB_DIR
 * (in `env` or the environment) names another folder, e.g. a private build of a branch.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const root = resolve(import.meta.dirname, '../..');
  const webDir = resolve(root, env.WEB_DIR ?? process.env.WEB_DIR ?? 'dist/web');
  if (!existsSync(join(root, 'dist/src/main.js')) || !existsSync(join(webDir, 'index.html'))) {
    throw new Error(`The product is not built (no dist/src/main.js or ${webDir}/index.html): run \`npm run build\` (npm test does it)`);
  }
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: runDatabaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: runRedisPrefix(),
      STORAGE_DIR: tempDir('kadry-e2e-storage-'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      OUTBOX_SWEEP_MS: '500',
      // Each suite plays a client at an address of its own (suiteAddress in e2e.ts).
      TRUST_PROXY: 'true',
      ...env,
      WEB_DIR: webDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode}):\n${log}`);
        const res = await fetch(`${url}/api/v2/health`);
        return res.ok;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: 'the product to answer /api/v2/health' },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
