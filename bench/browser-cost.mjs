#!/usr/bin/env node
// `node bench/browser-cost.mjs` — the machine's CPU for what every browser journey repeats: a fresh
// browser context, the first load of /auth, an axe scan and the context closed, in Debian's chromium
// against the built product. Compares the launch flags of test/support/chromium.mjs (baseline) with
// candidate sets, in alternating rounds so that the machine's drift hits every set alike. CPU is the
// whole machine's busy time (/proc/stat), chromium's processes and the product included. The
// baseline runs the browser the journeys use (test/support/chromium.mjs: Debian's headless shell where
// installed); "full chromium" is Debian's whole browser in headless mode with the same flags.
// Run `npm run build` first. BENCH_ROUNDS (3) and BENCH_CYCLES (8) set the size.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FULL_CHROMIUM } from '../test/support/chromium.mjs';
import { benchEnvironment, requireBuild } from './lib.mjs';

requireBuild('dist/web/index.html', 'dist/src/main.js');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 8);
const BASE = CHROMIUM_ARGS;
const TESTED = CHROMIUM_PATH;
const SETS = {
  baseline: { executable: TESTED, args: BASE },
  'full chromium': { executable: FULL_CHROMIUM, args: BASE },
  'no site isolation': {
    executable: TESTED,
    args: [...BASE, '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'],
  },
  'one renderer process': { executable: TESTED, args: [...BASE, '--renderer-process-limit=1'] },
  'V8 without TurboFan': { executable: TESTED, args: [...BASE, '--js-flags=--no-opt'] },
};
const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Busy and total jiffies of the machine. */
function jiffies() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq] = fields;
  return { busy: user + nice + system + irq + softirq, total: user + nice + system + idle + iowait + irq + softirq };
}

async function measure(url, { executable, args }) {
  const before = jiffies();
  const started = performance.now();
  const browser = await chromium.launch({ executablePath: executable, headless: true, handleSIGHUP: false, args });
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}/auth`);
    await page.getByRole('form', { name: 'Вход' }).waitFor();
    await page.evaluate(axe);
    await page.evaluate(() =>
      window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] }),
    );
    await context.close();
  }
  await browser.close();
  const after = jiffies();
  return { cpu: (after.busy - before.busy) / 100, wall: (performance.now() - started) / 1000 };
}

const bench = benchEnvironment('browsercost');
try {
  const { url } = await bench.startProduct();
  await measure(url, SETS.baseline); // warm the product and the page cache of the files
  const results = Object.fromEntries(Object.keys(SETS).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, set] of Object.entries(SETS)) if (existsSync(set.executable)) results[name].push(await measure(url, set));
  }
  console.log(`${CYCLES} cycles (context, /auth, axe scan, close) per run, ${ROUNDS} runs per set; machine CPU seconds:`);
  console.log(`baseline: ${TESTED}`);
  for (const [name, runs] of Object.entries(results)) {
    if (runs.length === 0) continue;
    const cpu = runs.map((run) => run.cpu.toFixed(1)).join(' / ');
    const wall = runs.map((run) => run.wall.toFixed(1)).join(' / ');
    console.log(`  ${name.padEnd(40)} cpu ${cpu}   wall ${wall}`);
  }
} finally {
  await bench.cleanup();
}
