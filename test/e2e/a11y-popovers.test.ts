/// <reference lib="dom" />
// Accessibility with the header's quick search open (docs/testing.md, "Browser journeys"): every
// signed-in screen is scanned by the journeys with nothing open; here the quick search with results
// and with none at 1280 px, and axe (WCAG 2.2 AA, test/support/a11y.ts) must find nothing serious.
// The other header popovers (company switcher, language list, account menu, bell, approval
// requests) are opened and scanned in three languages by whole-journey.test.ts.
import pg from 'pg';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/a11y.js';
import { screenshot } from '../support/browser.js';
import { apiCall, createProfiledUser, seedSession, useE2e } from '../support/e2e.js';
import { uniqueEdrpou } from '../support/edrpou.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const USER = { email: `orysia.a11y.${RUN}@example.com`, password: 'Owner-secret-1' };

describe('accessibility with the quick search open', () => {
  const e2e = useE2e({ seed: true });
  let page: Page;

  beforeAll(async () => {
    const token = await createProfiledUser(e2e.product.url, {
      ...USER,
      profile: {
        lname: 'Дорош',
        name: 'Орися',
        sname: 'Іванівна',
        birth_date: '1991-03-02',
        gender_id: 2,
        phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      },
    });
    const created = await apiCall(
      e2e.product.url,
      '/company/createCompany',
      { name: `ТОВ «Доступність ${RUN}»`, code: uniqueEdrpou() },
      token,
    );
    if (!created.ok) throw new Error(JSON.stringify(created));
    // A verified company, the session's active one: the vacancy list (advanced search) opens on it.
    const companyId = (created.company_data as { id: string }).id;
    const db = new pg.Client({ connectionString: runDatabaseUrl() });
    await db.connect();
    await db.query('update company set status_id = 4 where id = $1', [companyId]);
    await db.end();
    const chosen = await apiCall(e2e.product.url, '/company/loginCompany', { company_id: companyId }, token);
    if (!chosen.ok) throw new Error(JSON.stringify(chosen));
    page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(page, token);
    await page.goto(`${e2e.product.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  }, 120_000);

  /** Opens with `open`, waits for `shown`, scans, closes with Escape. */
  async function scanOpen(name: string, open: () => Promise<void>, shown: () => Promise<void>) {
    await open();
    await shown();
    const violations = await axeViolations(page);
    await screenshot(page, `a11y-open-${name}-1280`, { fullPage: false });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (serious.length > 0) throw new Error(`"${name}" open:\n${describeViolations(serious)}`);
    await page.keyboard.press('Escape');
  }

  it('the home screen with nothing open: the company in figures and the birthday counters', async () => {
    const figures = page.getByRole('region', { name: 'Компания в цифрах' });
    await figures.getByText('Коллеги').waitFor();
    const birthdays = page.getByRole('region', { name: 'Дни рождения коллег' });
    await birthdays.getByText('В компании пока нет коллег.').waitFor();
    expect(await birthdays.locator('dd').allTextContents()).toEqual(['0', '0', '0']);
    await screenshot(page, 'home-info-1280');
  });

  it('the public side lists the eight benefits under the sign-in card, only what the product does', async () => {
    const visitor = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.goto(`${e2e.product.url}/auth`);
    const benefits = visitor.getByRole('region', { name: 'Что даёт платформа' });
    await benefits.waitFor();
    expect(await benefits.getByRole('listitem').count()).toBe(8);
    await benefits.getByText('Согласование вакансий', { exact: true }).waitFor();
    for (const promise of ['Конструктор отчётов', 'Синхронизация календаря', 'Разбор резюме', 'Интеграция с сайтами вакансий'])
      expect(await benefits.getByText(promise).count()).toBe(0);
    await screenshot(visitor, 'auth-benefits-1280');
    await visitor.close();
  });

  it('the quick search with results and with none', async () => {
    const search = page.getByRole('combobox', { name: /^Поиск/ });
    await scanOpen(
      'search',
      async () => {
        await search.click();
        await search.fill('на');
      },
      () => page.getByRole('listbox').getByRole('option').first().waitFor(),
    );
    await search.fill('');
    // react-aria announces the options (one section and "Advanced search") in the right plural form.
    await search.fill('настр');
    await page.getByRole('option', { name: 'Настройки' }).waitFor();
    const announced = await waitFor(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[role="log"][aria-live]')]
            .map((node) => node.textContent ?? '')
            .join(' ')
            .trim(),
        ),
      { what: "react-aria's announcement" },
    );
    expect(announced).toContain('2 параметра доступно.');
    // Tab leaves the open list for the next control, nothing on the way still inert.
    await page.keyboard.press('Tab');
    await waitFor(
      () =>
        page.evaluate(() => document.activeElement !== document.body && document.activeElement?.closest('.shell__header-actions') !== null),
      { what: 'the focus on the next header control' },
    );
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
    await search.fill('');
    await scanOpen(
      'search-empty',
      async () => {
        await search.click();
        await search.fill('ъъъ');
      },
      () => page.getByText('Нет результатов').waitFor(),
    );
    await search.fill('');
  });

  it('finds the user\'s company with the match marked, and "Advanced search" opens the vacancy filters', async () => {
    const search = page.getByRole('combobox', { name: /^Поиск/ });
    await search.click();
    await search.fill(`ність ${RUN}`);
    const option = page.getByRole('option', { name: new RegExp(`Доступність ${RUN}`) });
    await option.waitFor();
    await page.locator('.quick-search__status').filter({ hasText: 'Найден 1 результат' }).waitFor();
    expect(await option.locator('mark').textContent()).toBe(`ність ${RUN}`);
    expect(await option.locator('.quick-search__context').textContent()).toBe('Компания');
    await screenshot(page, 'quick-search-company-1280', { fullPage: false });
    await page.getByRole('option', { name: 'Расширенный поиск' }).click();
    await page.waitForURL(/\/vacancies$/);
    await page.getByRole('form', { name: 'Фильтры вакансий' }).waitFor();
    await screenshot(page, 'quick-search-advanced-1280', { fullPage: false });
  });
});
