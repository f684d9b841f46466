/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.js';
import { screenshot } from '../support/browser.js';
import { useE2e } from '../support/e2e.js';
import { watchAnswers } from '../support/page-answers.js';

describe('the product in a browser', () => {
  const e2e = useE2e();
  let page: Page;

  // Every test starts signed out: one page, its storage cleared between tests.
  beforeEach(async () => {
    page = await e2e.reusedPage({ width: 1280, height: 800 });
  });

  it('loads, and a visitor lands on the sign-in page in Russian', async () => {
    await page.goto(e2e.product.url);
    await page.waitForURL(/\/auth$/);
    await page.getByRole('button', { name: 'Язык' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await screenshot(page, 'auth-ru');
  });

  it('switches the language to English and back, keeping it in localStorage', async () => {
    await page.goto(`${e2e.product.url}/auth`);
    await page.getByRole('button', { name: 'Язык' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Language' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await screenshot(page, 'auth-en');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Русский' }).click();
    await page.getByRole('button', { name: 'Язык' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ru');
  });

  it('reads a legacy ua language as Ukrainian', async () => {
    // Stored before any script of the page runs, as an older version of the product left it.
    const seeded = await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('lang', 'ua');
        sessionStorage.setItem('seeded', '1');
      }
    });
    try {
      await page.goto(`${e2e.product.url}/auth`);
      await page.getByRole('button', { name: 'Мова' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('uk');
    } finally {
      await seeded.dispose();
    }
  });

  it('shows the not-found page for an unknown path, with a way back home', async () => {
    const response = await page.goto(`${e2e.product.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { name: 'Ошибка!' });
    await heading.waitFor();
    await screenshot(page, 'not-found-ru');
    await page
      .getByRole('button', { name: 'На главную' })
      .or(page.getByRole('link', { name: 'На главную' }))
      .first()
      .click();
    await page.waitForURL(/\/auth$/);
  });

  it('goes on in a new chromium when the suite’s one went away', async () => {
    // As a crash would: closed behind useE2e's back. Before, every later test of the suite failed
    // on the dead browser ("Target page, context or browser has been closed").
    const gone = e2e.browser;
    await gone.close();
    const again = await e2e.newPage();
    expect(e2e.browser).not.toBe(gone);
    await again.goto(`${e2e.product.url}/auth`);
    await again.getByRole('button', { name: 'Язык' }).waitFor();
  });

  it('the accessibility check every journey runs fails on a serious violation', async () => {
    // The kinds of faults it found before they were fixed: a label not in the name, faint text.
    await page.setContent(`<html lang="ru"><title>t</title><main><h1>t</h1>
      <button aria-label="Язык">RU</button><p style="color:#6a7482;background:#f5f7fa">Kadry</p></main></html>`);
    await expect(expectAccessible(page, 'a broken page')).rejects.toThrow(
      /label-content-name-mismatch[\s\S]*color-contrast|color-contrast[\s\S]*label-content-name-mismatch/,
    );
    await page.setContent(`<html lang="ru"><title>t</title><main><h1>t</h1><button aria-label="Язык: RU">RU</button></main></html>`);
    await expectAccessible(page, 'the same page fixed');
  });

  it('the answer check every journey runs reports an answer that departs from the document', async () => {
    // A page of its own, outside useE2e (whose own check would fail this test), given a made-up answer.
    const context = await e2e.browser.newContext();
    try {
      const own = await context.newPage();
      const answers = watchAnswers(own);
      await own.route('**/api/v2/profile/get_userInfo', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ ok: true, user_data: { token: 7, surprise: true } }),
        }),
      );
      await own.goto(`${e2e.product.url}/auth`);
      await own.evaluate(() => fetch('/api/v2/profile/get_userInfo').then((res) => res.text()));
      const problems = await answers.settle();
      expect(problems).toEqual(
        expect.arrayContaining([
          'GET /profile/get_userInfo: answer.user_data.token: not a string',
          'GET /profile/get_userInfo: answer.user_data.surprise: not documented',
        ]),
      );
      expect(problems.some((problem) => /answer\.user_data\.\w+: missing/.test(problem))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps API errors in the envelope rather than serving the page', async () => {
    const res = await page.request.get(`${e2e.product.url}/api/v2/unknown`);
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ ok: false, error: true, code: 'NOT_FOUND' });
  });

  it('fits a 360 px screen without horizontal scrolling', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${e2e.product.url}/auth`);
    await page.getByRole('button', { name: 'Язык' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'auth-360');
  });
});
