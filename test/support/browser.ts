import { mkdirSync, readdirSync } from 'node:fs';
import { freemem, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expectAccessible } from './a11y.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

/**
 * Debian's Chromium (never a downloaded browser; chromium.mjs says which), headless, with the flags
 * this machine needs (chromium.mjs).
 *
 * A launch that fails is tried again, after 1, 2 and 4 seconds: on a loaded machine chromium's pipe
 * has closed during playwright's launch handshake ("Target page, context or browser has been
 * closed"), in CI for several launches in a row (every test of one suite, each retry included), while
 * a launch a little later worked. Each failure is printed whole (but for chromium's D-Bus noise),
 * with the machine's load, memory and process count, so the next one can be told apart.
 */
export async function launchBrowser(): Promise<Browser> {
  const attempts = 4;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        // Playwright closes the browser on SIGHUP by default: a run whose terminal went away (a shell
        // that returned while jest went on) lost chromium mid-suite, and every later test failed with
        // "Target page, context or browser has been closed". The suite closes it itself (e2e.ts).
        handleSIGHUP: false,
        args: [...CHROMIUM_ARGS],
      });
    } catch (error) {
      console.warn(`chromium did not start (attempt ${attempt} of ${attempts}; ${machineState()}):\n${withoutDbusNoise(error)}`);
      if (attempt === attempts) throw error;
      await new Promise((next) => setTimeout(next, 1000 * 2 ** (attempt - 1)));
    }
  }
}

/** A failed launch's message and browser log without the lines chromium writes about the D-Bus this machine lacks. */
function withoutDbusNoise(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return text
    .split('\n')
    .filter((line) => !/dbus|org\.freedesktop/i.test(line))
    .join('\n');
}

function machineState(): string {
  const processes = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).length;
  return `load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}, ${Math.round(freemem() / 2 ** 20)} MiB free, ${processes} processes`;
}

/** Screenshots of every screen a journey audits (SCREENSHOTS=1), else of its last and failing screens only. */
export const SCREENSHOTS_ALL = process.env.SCREENSHOTS === '1';

/** Writes `test-artifacts/screenshots/<name>.png`. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`), fullPage: options.fullPage ?? true });
}

/**
 * Checks the screen with axe-core (WCAG 2.2 AA): every screen a journey shows is also a screen it
 * audits. The picture under test-artifacts/screenshots is written when SCREENSHOTS=1; otherwise
 * (a full-page picture costs a second or two of a loaded machine, and nobody looks at most of them)
 * useE2e writes the screens a suite ends on and the screens of a failing test (e2e.ts).
 * A modal is shot as the viewport shows it (`fullPage: false`): a full-page shot would stretch the
 * page under the fixed overlay.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (SCREENSHOTS_ALL) await saveScreenshot(page, name, options);
  else lastShots.set(page, { name, fullPage: options.fullPage ?? true });
  await expectAccessible(page, name);
}

/** The name and framing of the last screenshot() of each open page. */
export const lastShots = new WeakMap<Page, { name: string; fullPage: boolean }>();
