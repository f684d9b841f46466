#!/usr/bin/env node
// `npm run bench:first-load` — JavaScript on the wire for the first load of /auth (signed out) and
// of / (signed in, the home screen), measured in Debian's chromium against the built product in
// production mode: the bytes the browser received for every script response (compressed body and
// headers, DevTools' "transferred"), with an empty cache. Run `npm run build` first.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../test/support/chromium.mjs';
import { benchEnvironment, postJson, requireBuild } from './lib.mjs';

const BUDGET = 170 * 1024;
requireBuild('dist/web/index.html');

/** Loads `path` in a fresh browser context and sums what its script responses cost on the wire. */
async function firstLoad(browser, url, path, token) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] ?? 'identity', wire: 0, decoded: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.wire = encodedDataLength;
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  const landed = new URL(page.url()).pathname;
  // A page that broke loads less: measure only one that rendered its heading, without errors.
  const heading = await page.locator('h1').first().textContent({ timeout: 10_000 }).catch(() => null);
  if (errors.length > 0 || !heading) throw new Error(`${path} did not render (heading: ${heading}): ${errors.join('; ')}`);
  await context.close();
  const list = [...scripts.values()];
  const wire = list.reduce((sum, s) => sum + s.wire, 0);
  const decoded = list.reduce((sum, s) => sum + s.decoded, 0);
  return { path, landed, list, scripts: list.length, wire, decoded, encodings: [...new Set(list.map((s) => s.encoding))].join(',') };
}

const bench = benchEnvironment('firstload');
let browser;
try {
  bench.cli('seed', '--demo');
  const { url } = await bench.startProduct();
  const login = await postJson(`${url}/api/v2/profile/loginUser`, { identifier: 'owner@kadry.local', password: 'Owner-demo-2026' });
  const token = login?.user_data?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login)}`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  const rows = [await firstLoad(browser, url, '/auth'), await firstLoad(browser, url, '/', token)];
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`First load, JavaScript on the wire (budget ${kb(BUDGET)}), chromium, production build:`);
  console.table(
    rows.map((r) => ({ page: r.path, 'landed on': r.landed, scripts: r.scripts, 'on the wire': kb(r.wire), 'decoded': kb(r.decoded), encoding: r.encodings, 'within budget': r.wire <= BUDGET ? 'yes' : 'NO' })),
  );
  if (process.argv.includes('--detail')) {
    for (const r of rows) {
      console.log(`\n${r.path}:`);
      for (const s of [...r.list].sort((a, b) => b.wire - a.wire)) console.log(`  ${kb(s.wire).padStart(9)} ${kb(s.decoded).padStart(9)}  ${new URL(s.url).pathname}`);
    }
  }
  if (rows.some((r) => r.wire > BUDGET)) process.exitCode = 1;
} finally {
  await browser?.close();
  await bench.cleanup();
}
