// The built product as the browser journeys run it (dist/, as `npm start` runs it: API, worker
// and web in one process), on a free port. Plain ESM with its types beside it (product-process.d.mts):
// jest loads the end-to-end global setup (e2e-global-setup.mjs) outside its transform, and the
// suites (product.ts) use the same start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export function freePort() {
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
 * Starts the product against `databaseUrl` and `redisPrefix`, its files in `storageDir`, and waits
 * until it answers /api/v2/health (60 s at most; a product that exits or never answers is killed
 * and its output is in the error). `env` overrides any setting; the web build is dist/web unless
 * WEB_DIR (in `env` or the environment) names another folder, e.g. a private build of a branch.
 */
export async function spawnProduct({ databaseUrl, redisUrl, redisPrefix, storageDir, env = {} }) {
  const webDir = resolve(root, env.WEB_DIR ?? process.env.WEB_DIR ?? 'dist/web');
  if (!existsSync(join(root, 'dist/src/main.js')) || !existsSync(join(webDir, 'index.html'))) {
    throw new Error(`The product is not built (no dist/src/main.js or ${webDir}/index.html): run \`npm run build\` (npm test does it)`);
  }
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      STORAGE_DIR: storageDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      OUTBOX_SWEEP_MS: '500',
      // Each suite plays a client at an address of its own (suiteAddress in e2e.ts): the suites of a
      // worker share one product and its Redis, and per-address limits (20 link e-mails an hour)
      // would otherwise add up across them.
      TRUST_PROXY: 'true',
      // As testConfig (test-app.ts): on the suite's two loaded cores a Redis answer may take longer
      // than production's 500 ms.
      REDIS_COMMAND_TIMEOUT_MS: '5000',
      ...env,
      WEB_DIR: webDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/api/v2/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Timed out after 60000 ms waiting for the product to answer /api/v2/health:\n${log}`);
    }
    await new Promise((next) => setTimeout(next, 200));
  }
  return { url, output: () => log, stop };
}
