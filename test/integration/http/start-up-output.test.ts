import { runBuilt } from '../../support/built-process.js';
import { freePort } from '../../support/product.js';
import { waitFor } from '../../support/wait-for.js';

/** dist/src/main.js as `npm start` runs it (NODE_ENV unset: development), with its output kept. */
async function runProduct(env: Record<string, string> = {}) {
  const port = await freePort();
  const product = runBuilt('main', { PORT: String(port), HOST: '127.0.0.1', ...env });
  await waitFor(() => product.output().includes('Listening on'), { what: 'the product to say where it listens', timeoutMs: 60_000 });
  return { url: `http://127.0.0.1:${port}`, ...product };
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
      await waitFor(() => /\d\d:\d\d:\d\d GET \/api\/v2\/profile\/get_userInfo 401 \d+ ms/.test(pretty.output()), {
        what: 'a request line',
      });
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
