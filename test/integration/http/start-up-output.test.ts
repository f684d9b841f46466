import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from '../../support/product.js';
import { runDatabaseUrl, runRedisPrefix, TEST_REDIS_URL } from '../../support/run-env.js';
import { tempDir } from '../../support/temp-dir.js';
import { waitFor } from '../../support/wait-for.js';

/** dist/src/main.js as `npm start` runs it (NODE_ENV unset: development), with its output kept. */
async function runProduct(env: Record<string, string> = {}) {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: resolve(import.meta.dirname, '../../..'),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: runDatabaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: runRedisPrefix(),
      STORAGE_DIR: tempDir('kadry-storage-'),
      WEB_DIR: join(tempDir('kadry-web-'), 'none'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => output.includes('Listening on'), { what: 'the product to say where it listens', timeoutMs: 60_000 });
  return {
    url,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: () => child.exitCode === null && child.kill('SIGKILL'),
  };
}

describe('what `npm start` prints', () => {
  it('says where it listens in readable lines, logs no request, and says when shutdown has finished', async () => {
    const product = await runProduct();
    try {
      expect(product.output()).toContain(`Listening on ${product.url} (API, workers and web app)`);
      expect((await fetch(`${product.url}/api/v2/profile/get_userInfo`)).status).toBe(401);
      expect((await fetch(`${product.url}/api/v2/health`)).status).toBe(200);
      expect(await product.stop()).toBe(0);
      const lines = product.output().trim().split('\n');
      expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
      expect(product.output()).not.toMatch(/RouterExplorer|InstanceLoader|get_userInfo/);
      expect(lines.at(-1)).toMatch(/Shutdown complete/);
    } finally {
      product.kill();
    }
  }, 120_000);

  it('logs one short line per request when asked (LOG_REQUESTS=true), JSON when LOG_FORMAT=json', async () => {
    const pretty = await runProduct({ LOG_REQUESTS: 'true' });
    try {
      await fetch(`${pretty.url}/api/v2/profile/get_userInfo`);
      await waitFor(() => /\d\d:\d\d:\d\d GET \/api\/v2\/profile\/get_userInfo 401 \d+ ms/.test(pretty.output()), { what: 'a request line' });
    } finally {
      await pretty.stop();
      pretty.kill();
    }
    const json = await runProduct({ LOG_FORMAT: 'json' });
    try {
      expect(json.output()).toMatch(/^\{.*"msg":"Listening on /m);
      await fetch(`${json.url}/api/v2/profile/get_userInfo`);
      expect(await json.stop()).toBe(0);
      expect(json.output()).not.toMatch(/"statusCode"/);
    } finally {
      json.kill();
    }
  }, 180_000);
});
