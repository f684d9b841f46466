#!/usr/bin/env node
// `npm run bench:first-load` — JavaScript on the wire for the first load of /auth (signed out) and
// of / (signed in, the home screen), measured in Debian's chromium (the journeys' one: the headless
// shell where it is installed, CHROMIUM_PATH to choose) against the built product in
// production mode: the bytes the browser received for every script response (compressed body and
// headers, DevTools' "transferred"), with an empty cache. Run `npm run build` first.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium.mjs';
import { benchEnvironment, loginToken, requireBuild } from './lib.mjs';

const BUDGET = 150 * 1024;
/** How long no script may be requested or arrive before the first load counts as over. */
const QUIET_MS = 1_000;
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
    if (type === 'Script')
      scripts.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] ?? 'identity', wire: 0, decoded: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decoded += dataLength;
  });
  let lastScriptAt = Date.now();
  cdp.on('Network.requestWillBeSent', ({ type }) => {
    if (type === 'Script') lastScriptAt = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) {
      script.wire = encodedDataLength;
      script.done = true;
      lastScriptAt = Date.now();
    }
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    const script = scripts.get(requestId);
    if (script) script.done = true;
  });
  // Not 'networkidle': the signed-in page keeps its live stream (GET /api/v2/live) open, so the
  // network is never idle. The first load is over once the page rendered its heading and no script
  // was asked for or arrived for a second.
  await page.goto(`${url}${path}`, { waitUntil: 'load' });
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  const deadline = Date.now() + 30_000;
  while (Date.now() - lastScriptAt < QUIET_MS || [...scripts.values()].some((s) => !s.done)) {
    if (Date.now() > deadline) throw new Error(`${path}: scripts still loading after 30 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const landed = new URL(page.url()).pathname;
  // A page that broke loads less: measure only one that rendered its heading, without errors.
  const heading = await page
    .locator('h1')
    .first()
    .textContent({ timeout: 10_000 })
    .catch(() => null);
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
  const token = await loginToken(url, 'owner@kadry.local', 'Owner-demo-2026');
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  const rows = [await firstLoad(browser, url, '/auth'), await firstLoad(browser, url, '/', token)];
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`First load, JavaScript on the wire (budget ${kb(BUDGET)}), chromium, production build:`);
  console.table(
    rows.map((r) => ({
      page: r.path,
      'landed on': r.landed,
      scripts: r.scripts,
      'on the wire': kb(r.wire),
      decoded: kb(r.decoded),
      encoding: r.encodings,
      'within budget': r.wire <= BUDGET ? 'yes' : 'NO',
    })),
  );
  if (process.argv.includes('--detail')) {
    for (const r of rows) {
      console.log(`\n${r.path}:`);
      for (const s of [...r.list].sort((a, b) => b.wire - a.wire))
        console.log(`  ${kb(s.wire).padStart(9)} ${kb(s.decoded).padStart(9)}  ${new URL(s.url).pathname}`);
    }
  }
  if (rows.some((r) => r.wire > BUDGET)) process.exitCode = 1;
} finally {
  await browser?.close();
  await bench.cleanup();
}
