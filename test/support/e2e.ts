/// <reference lib="dom" />
// What every browser journey sets up: the built product on a free port, Debian's chromium, and
// pages in their own contexts; all of it closed after the suite. In a jest run of the e2e project
// the product is the tier's shared one (e2e-global-setup.mjs) unless the suite gives the product
// an `env` of its own.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { basename, resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { lastShots, launchBrowser, saveScreenshot, SCREENSHOTS_ALL } from './browser.js';
import { watchAnswers } from './page-answers.js';
import { sharedProduct, startProduct, type RunningProduct } from './product.js';
import { runDatabaseUrl } from './run-env.js';
import { waitFor } from './wait-for.js';

export interface E2e {
  readonly product: RunningProduct;
  readonly browser: Browser;
  /**
   * A page in a context of its own (storage apart from every other page), closed with its page.
   * Motion is reduced unless asked otherwise: screenshots and the accessibility scan see the
   * screen itself, not a frame of its fade-in.
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * The suite's one page for tests that start signed out from an address they open: made by the
   * first call (like newPage), then handed on with its cookies, local and session storage cleared
   * and the viewport set. Chromium then keeps its renderer and the app's compiled code: a load
   * costs about a third of the CPU of one in a new page (docs/testing.md). Not for tests that add
   * init scripts, routes or listeners to it: those would outlive the test.
   */
  reusedPage(viewport: { width: number; height: number }): Promise<Page>;
}

export interface DevMessage {
  channel: string;
  to: string;
  subject: string | null;
  text: string | null;
  created_at: string;
}

/**
 * The address the suite's pages and API calls come from (X-Forwarded-For, which the test products
 * trust): one per suite file, from its name, in 198.18.0.0/15 (set aside for benchmarks), so the
 * per-address limits count each suite's sign-ups apart from the other suites' on the same product.
 */
const suiteAddress = ((): string => {
  const digest = createHash('sha256')
    .update(basename(expect.getState().testPath ?? 'suite'))
    .digest();
  return `198.${18 + (digest[0]! & 1)}.${digest[1]}.${1 + (digest[2]! % 254)}`;
})();
const FROM_SUITE = { 'X-Forwarded-For': suiteAddress };

const TARGET_CLOSED = /Target page, context or browser has been closed/;

/** Playwright closes its browsers when the process gets SIGTERM or SIGINT: the run says so when it happens. */
const reportSignal = (signal: NodeJS.Signals) =>
  console.warn(`the test process got ${signal} at ${new Date().toISOString()} (playwright closes its browsers on it)`);

/**
 * Registers the suite's beforeAll/afterAll: `seed` loads the option lists (genders, social
 * networks) the profile forms need (the shared product's database has them already), `env` goes
 * to the product (a product of the suite's own, then).
 */
export function useE2e(options: { seed?: boolean; env?: Record<string, string> } = {}): E2e {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();
  /** The answer checks of the suite's pages (page-answers.ts), read after each test. */
  const watchers = new Set<ReturnType<typeof watchAnswers>>();
  /** Contexts closing after their page closed (newPage). */
  const contextCloses = new Set<Promise<void>>();

  let closing = false;
  /** Set when chromium goes away while the suite still uses it; the next test gets a new one. */
  let lost: string | undefined;
  /** Browsers the suite replaced: their disconnect is no loss. */
  const retired = new WeakSet<Browser>();
  const launch = async () => {
    const launched = await launchBrowser();
    // A browser that goes away before the suite closes it fails every later test with "Target page,
    // context or browser has been closed": say when, during which test, and what the process saw.
    launched.once('disconnected', () => {
      if (closing || retired.has(launched)) return;
      lost = `chromium went away at ${new Date().toISOString()} during "${expect.getState().currentTestName ?? 'a hook'}"`;
      console.warn(lost);
    });
    return launched;
  };
  /**
   * The suite's chromium, launched again when it went away or never started: a launch that failed
   * (launchBrowser tries four times) or a browser lost mid-suite costs the tests that met it, not
   * every later test of the suite on a dead browser.
   */
  let launching: Promise<Browser> | undefined;
  let reused: Page | undefined;
  const connected = async (): Promise<Browser> => {
    if (browser?.isConnected()) return browser;
    // Pages opened together (Promise.all) wait for one launch.
    launching ??= (async () => {
      await retire();
      browser = await launch();
      return browser;
    })().finally(() => (launching = undefined));
    return launching;
  };
  const retire = async () => {
    const old = browser;
    browser = undefined;
    contexts.clear();
    if (!old) return;
    retired.add(old);
    await old.close().catch(() => undefined);
  };
  beforeAll(async () => {
    const shared = options.env ? undefined : sharedProduct();
    if (options.seed && !shared) {
      execFileSync(process.execPath, ['dist/src/cli.js', 'seed'], {
        cwd: resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
        stdio: 'pipe',
      });
    }
    product = shared ?? (await startProduct(options.env));
    process.on('SIGTERM', reportSignal).on('SIGINT', reportSignal);
    // A failed beforeAll would fail every test of the suite unrun: the first test launches it again.
    await connected().catch(() => console.warn('chromium did not start for the suite: its first test tries again'));
  }, 120_000);
  // e2e-timeout.ts gives each test one immediate retry: allowed only when chromium went away or
  // would not start during the first attempt, or the attempt failed on a closed target (then with
  // a new browser); refused for any other failure.
  beforeEach(async () => {
    const state = globalThis as { __kadryTestRetry?: boolean; __kadryFirstError?: string };
    // A first attempt that met a closed target while chromium still answers: retried in a new one.
    // (The all-tests failures once blamed on chromium here were the context-close race mended in
    // newPage; this stays for a page or context that crashes under a test.)
    const closedUnder = state.__kadryTestRetry === true && TARGET_CLOSED.test(state.__kadryFirstError ?? '');
    const down = !browser?.isConnected();
    if (state.__kadryTestRetry && !lost && !closedUnder && !down) {
      throw new Error(
        `${state.__kadryFirstError ?? 'The first attempt failed'} (not retried: chromium was still running; the whole error is printed above)`,
      );
    }
    lost = undefined;
    if (closedUnder && !down) {
      console.warn(
        `"${state.__kadryFirstError}" with chromium still connected: a new chromium for "${expect.getState().currentTestName ?? 'the next test'}"`,
      );
      await retire();
    }
    await connected();
  });
  const suite = basename(expect.getState().testPath ?? 'suite', '.test.ts');
  /** Every open page of the suite as a picture named `<suite>-<what>[-n]`, best effort (a page may be mid-navigation). */
  const shootOpenPages = async (what: string) => {
    const pages = [...contexts].flatMap((context) => context.pages()).filter((page) => !page.isClosed());
    for (const [index, page] of pages.entries()) {
      await saveScreenshot(page, `${suite}-${what}${pages.length > 1 ? `-${index + 1}` : ''}`, {
        fullPage: lastShots.get(page)?.fullPage ?? true,
      }).catch(() => undefined);
    }
  };
  // The screens of a failing test, as the failure left them (e2e-environment.mjs says which failed).
  afterEach(async () => {
    if ((globalThis as { __kadryTestFailed?: boolean }).__kadryTestFailed)
      await shootOpenPages(`failed-${expect.getState().currentTestName ?? 'test'}`);
    await expectDocumentedAnswers();
  });
  /** Fails the test (or the suite's set-up) whose pages got an answer the OpenAPI document does not describe. */
  const expectDocumentedAnswers = async () => {
    const problems = (await Promise.all([...watchers].map((watcher) => watcher.settle()))).flat();
    if (problems.length > 0)
      throw new Error(
        `API answers that depart from their documented schema (openapi.snapshot.json):\n  ${[...new Set(problems)].join('\n  ')}`,
      );
  };
  afterAll(async () => {
    // The screens the journey ends on (every screen it audited with SCREENSHOTS=1, browser.ts).
    if (!SCREENSHOTS_ALL) await shootOpenPages('end');
    try {
      await expectDocumentedAnswers();
    } finally {
      closing = true;
      process.off('SIGTERM', reportSignal).off('SIGINT', reportSignal);
      for (const context of contexts) await context.close().catch(() => undefined);
      await Promise.all(contextCloses);
      await browser?.close();
      await product?.stop();
    }
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet: use it inside a test or a hook`);
    return value;
  };
  return {
    get product() {
      return ready(product, 'The product');
    },
    get browser() {
      return ready(browser, 'The browser');
    },
    async newPage(contextOptions = {}) {
      const context = await (await connected()).newContext({
        reducedMotion: 'reduce',
        ...contextOptions,
        extraHTTPHeaders: { ...FROM_SUITE, ...contextOptions.extraHTTPHeaders },
      });
      contexts.add(context);
      const page = await context.newPage();
      watchers.add(watchAnswers(page));
      page.once('close', () => {
        contexts.delete(context);
        // A suite that closes its page in afterEach starts this close just before afterAll closes
        // chromium; it then failed with "Target page, context or browser has been closed", an
        // unhandled rejection that jest laid on afterAll and so on every test of the suite (all 9
        // of auth-validation, all 7 of shell in CI, every one passed). Caught, and awaited before
        // chromium closes.
        const closed = context.close().catch(() => undefined);
        contextCloses.add(closed);
        void closed.finally(() => contextCloses.delete(closed));
      });
      return page;
    },
    async reusedPage(viewport) {
      if (!reused || reused.isClosed() || !browser?.isConnected()) {
        reused = await this.newPage({ viewport });
        return reused;
      }
      // First away from the app (a late answer of the last test's screen could store a session
      // again), to a document of the product's origin that runs none of it: the icon.
      await reused.goto(`${ready(product, 'The product').url}/favicon.svg`);
      await reused.context().clearCookies();
      await reused.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await reused.setViewportSize(viewport);
      return reused;
    },
  };
}

/**
 * Signs `page` in with a session token, stored before any script of its first document runs and
 * only once per tab (a later sign-out or a cleared token stays so). Writing it into a page that was
 * already starting raced with the app clearing a token it could not use (a flaky sign-in).
 */
export async function seedSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('kadry-e2e-seeded')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('kadry-e2e-seeded', '1');
    }
  }, token);
}

/** A field by its label; required fields carry an asterisk hidden from screen readers. */
export const field = (label: string): RegExp => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

/** The messages the product captured for `to` (development mode's /dev/messages), newest first. */
export async function devMessages(url: string, to: string): Promise<DevMessage[]> {
  const res = await fetch(`${url}/api/v2/dev/messages?to=${encodeURIComponent(to)}`, { headers: FROM_SUITE });
  const body = (await res.json()) as { messages?: DevMessage[] };
  return body.messages ?? [];
}

/** The newest captured message to `to`, sent at `since` or later, whose text matches `pattern`. */
export async function captured(url: string, to: string, pattern: RegExp, since = 0): Promise<RegExpMatchArray> {
  return waitFor(
    async () => {
      for (const message of await devMessages(url, to)) {
        if (Date.parse(message.created_at) < since) continue;
        const match = (message.text ?? '').match(pattern);
        if (match) return match;
      }
      return null;
    },
    // Polled at waitFor's 50 ms: a letter is usually there at the second look (about 0.1 s after
    // the request), so 200 ms between looks was most of the wait; a look is one small GET.
    { timeoutMs: 20_000, what: `a message to ${to} matching ${pattern}` },
  );
}

export type ApiEnvelope = { ok: boolean; user_data?: Record<string, unknown>; messages?: Array<{ text: string | null }> } & Record<
  string,
  unknown
>;

/** One API call from a test (GET without a body, POST with one), answering the parsed envelope. */
export async function apiCall(url: string, path: string, body?: unknown, token?: string): Promise<ApiEnvelope> {
  const res = await fetch(`${url}/api/v2${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...FROM_SUITE, ...(token ? { userToken: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as ApiEnvelope;
}

/**
 * A confirmed account with a profile, made through the API (register → confirm from the captured
 * letter → profile); answers its session token.
 */
export async function createProfiledUser(
  url: string,
  account: { email: string; password: string; profile: Record<string, unknown> },
): Promise<string> {
  const registered = await apiCall(url, '/profile/registration', { email: account.email, password: account.password, ref: url });
  if (!registered.ok) throw new Error(`registration failed: ${JSON.stringify(registered)}`);
  const link = await waitFor(
    async () => {
      const messages = await devMessages(url, account.email);
      return messages.map((message) => (message.text ?? '').match(/confirm-email\?token=([\w-]+)/)).find(Boolean) ?? null;
    },
    // At waitFor's 50 ms, as captured() above: 41 calls a tier waited 0.24 s each at 200 ms.
    { timeoutMs: 20_000, what: 'the confirmation letter' },
  );
  const confirmed = await apiCall(url, '/profile/confirmEmail', { token: link[1], remember: true });
  const token = confirmed.user_data?.token;
  if (typeof token !== 'string') throw new Error(`confirmEmail gave no token: ${JSON.stringify(confirmed)}`);
  const created = await apiCall(url, '/profile/profileCreate', account.profile, token);
  if (created.user_data?.is_profile_created !== 1) throw new Error(`profileCreate failed: ${JSON.stringify(created)}`);
  return token;
}
