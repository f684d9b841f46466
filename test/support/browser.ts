import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expectAccessible } from './a11y.js';

export const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

/**
 * Debian's chromium (never a downloaded browser), headless, with the flags this machine needs:
 * no sandbox as root, and no background networking on a closed network.
 *
 * A launch that fails is tried again, twice: on a loaded machine chromium's pipe has closed during
 * playwright's launch handshake ("Target page, context or browser has been closed", with only the
 * launch in the browser log), which failed the beforeAll and so every test of a suite, in CI
 * (auth-validation) and in a run here (shell) alike, while the next launch worked.
 */
export async function launchBrowser(): Promise<Browser> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        // Playwright closes the browser on SIGHUP by default: a run whose terminal went away (a shell
        // that returned while jest went on) lost chromium mid-suite, and every later test failed with
        // "Target page, context or browser has been closed". The suite closes it itself (e2e.ts).
        handleSIGHUP: false,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`chromium did not start (attempt ${attempt} of 3), starting it again: ${String((error as Error).message ?? error).split('\n')[0]}`);
    }
  }
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

