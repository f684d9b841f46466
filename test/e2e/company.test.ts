/// <reference lib="dom" />
// The company onboarding in a real browser against the built product: a user with a profile (made
// through the API) opens My companies (honest empty state), registers a company (a wrong EDRPOU
// control digit is named while typing), uploads a PDF extract, submits it for verification and
// sees the waiting banner on home and the company under My companies. Step 2 (administrator) is
// passed with "assign me" here; company-wizard.test.ts walks it with another person. Screenshots at 1440 and 360 px.
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { createProfiledUser, field, seedSession, useE2e } from '../support/e2e.js';
import { waitFor } from '../support/wait-for.js';
import { uniqueEdrpou } from '../support/edrpou.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EMAIL = `taras.company.${RUN}@example.com`;
const PHONE = `097${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const PASSWORD = 'First-secret-1';
const COMPANY = `ТОВ «Приклад ${RUN}»`;
/** A valid EDRPOU (published control digit); each run has its own database, so it is free. */
const CODE = uniqueEdrpou();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * The header names the entered company: what a person waits to see before moving on (while the app
 * re-reads the user it shows its loader, and a click on the menu then lands on the loader).
 */
async function entered(page: Page): Promise<void> {
  await waitFor(
    async () =>
      (
        await page
          .getByRole('button', { name: /^Компания: / })
          .first()
          .getAttribute('aria-label')
      )?.startsWith(`Компания: ${COMPANY}`),
    {
      what: 'the header to name the entered company',
    },
  );
}

describe('company onboarding in a browser (list, registration, extract, verification banner)', () => {
  // The employees and activities lists come from the option lists the seed command loads.
  const e2e = useE2e({ seed: true });
  let page: Page;
  let session: string;

  const createUser = () =>
    createProfiledUser(e2e.product.url, {
      email: EMAIL,
      password: PASSWORD,
      profile: { lname: 'Шевчук', name: 'Тарас', sname: 'Петрович', birth_date: '1988-03-09', gender_id: 1, phone: PHONE },
    });

  async function screenshots(name: string): Promise<void> {
    await screenshot(page, `company-${name}-1440`);
    await page.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { what: `${name} to fit 360 px` });
    await screenshot(page, `company-${name}-360`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  /** Step 2 of the wizard: the owner stays the administrator (company-wizard.test.ts covers another person). */
  async function assignMeAsAdministrator(): Promise<void> {
    await page.getByRole('heading', { name: 'Администратор компании' }).waitFor();
    await page.getByText(/^Я принимаю пользовательское соглашение/).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
  }

  beforeAll(async () => {
    session = await createUser();
    page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, session);
  });

  it('shows an honest empty list under each tab', async () => {
    await page.goto(`${e2e.product.url}/companies`);
    await page.getByRole('heading', { name: 'Мои компании', level: 1 }).waitFor();
    await page.getByText('У вас пока нет компаний. Добавьте компанию, чтобы начать работу.').waitFor();
    await page.getByRole('tab', { name: 'Архив' }).click();
    await page.waitForURL(/\/companies\/archive$/);
    await page.getByText('В архиве пусто.').waitFor();
    await screenshots('list-empty');
  });

  it('names a wrong EDRPOU control digit while typing and keeps eight digits', async () => {
    await page.getByRole('button', { name: 'Добавить компанию' }).click();
    await page.waitForURL(/\/company-create$/);
    await page.getByRole('heading', { name: 'Регистрация компании' }).waitFor();
    const code = page.getByRole('textbox', { name: field('Код ЕГРПОУ') });
    await code.fill('14360571');
    await page.getByText('Неверный код ЕГРПОУ').waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await code.fill(`${CODE}99`);
    expect(await code.inputValue()).toBe(CODE);
    await waitFor(async () => (await page.getByText('Неверный код ЕГРПОУ').count()) === 0, { what: 'the message to go' });
  });

  it('registers the company and opens its verification step', async () => {
    await page.getByRole('textbox', { name: field('Название компании') }).fill(COMPANY);
    await page.getByRole('textbox', { name: 'Сайт' }).fill('example.com');
    await screenshots('create');
    await page.getByRole('button', { name: 'Далее' }).click();
    await assignMeAsAdministrator();
    // Spec 001 §2: "company created" first, then its "pass verification".
    await page.getByRole('heading', { name: 'Компания создана' }).waitFor();
    await page.getByRole('button', { name: 'Пройти верификацию' }).click();
    await page.waitForURL(/\/company-create\/verification$/);
    await page.getByRole('heading', { name: 'Верификация компании' }).waitFor();
    await page.getByText(COMPANY).waitFor();
  });

  it('asks for at least one file, refuses a wrong type, uploads the PDF extract', async () => {
    await page.getByRole('button', { name: 'Отправить на верификацию' }).click();
    await page.getByText('Загрузите, пожалуйста, подтверждающий документ').waitFor();
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Файл с типом "txt" недопустим!').waitFor();
    await input.setInputFiles({ name: 'extract.pdf', mimeType: 'application/pdf', buffer: PDF });
    const row = page.getByRole('list', { name: 'Загруженные файлы' }).getByRole('listitem').filter({ hasText: 'extract.pdf' });
    await row.getByText('Загружен').waitFor();
    expect(await row.textContent()).toContain('PDF');
    expect(await row.textContent()).toMatch(/0,1 КБ/);
    await screenshots('verification');
  });

  it('submits for verification and sees the waiting banner on home and the company in the list', async () => {
    await page.getByRole('button', { name: 'Отправить на верификацию' }).click();
    await page.getByRole('heading', { name: 'Компания отправлена на проверку' }).waitFor();
    await screenshot(page, 'company-submitted-1440');
    await page.getByRole('button', { name: 'На главную' }).click();
    // Leaving the success screen clears the active company; entering it again from the list shows its banner.
    await page.waitForURL(`${e2e.product.url}/`);
    await page.getByRole('button', { name: 'Компания: Нет компании' }).waitFor();
    await page.goto(`${e2e.product.url}/companies`);
    await page.getByRole('button', { name: `Войти в компанию ${COMPANY}` }).click();
    await entered(page);
    await page.getByRole('link', { name: 'Главная' }).first().click();
    await page.getByText('Компания на верификации').waitFor();
    await screenshots('home-waiting');
    await page.goto(`${e2e.product.url}/companies`);
    const item = page.locator('.companies__item', { hasText: COMPANY });
    await item.waitFor();
    expect(await item.locator('.companies__status--2').count()).toBe(1);
    await screenshots('list');
  });

  it('abandoning the extract step says it deletes the half-made company, deletes it and returns to the list', async () => {
    await page.getByRole('button', { name: 'Добавить компанию' }).click();
    await page.waitForURL(/\/company-create$/);
    await page.getByRole('textbox', { name: field('Название компании') }).fill(`Черновик ${RUN}`);
    // Another valid code (shifted weights, 30000000–60000000).
    await page.getByRole('textbox', { name: field('Код ЕГРПОУ') }).fill('32855961');
    await page.getByRole('button', { name: 'Далее' }).click();
    await assignMeAsAdministrator();
    await page.getByRole('button', { name: 'Пройти верификацию' }).click();
    await page.waitForURL(/\/company-create\/verification$/);
    await page.getByText(`Черновик ${RUN}`).waitFor();
    await page.getByRole('button', { name: 'Закрыть', exact: true }).click();
    // The dialog says the draft goes, and so does its button (no 'Завершить' that reads as "complete").
    const dialog = page.getByRole('alertdialog', { name: 'Прервать регистрацию?' });
    await dialog.waitFor();
    await dialog.getByText('её черновик будет удалён').waitFor();
    await screenshot(page, 'company-abort-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Удалить черновик' }).click();
    await page.waitForURL(/\/companies$/);
    await page.locator('.companies__item', { hasText: COMPANY }).waitFor();
    expect(await page.locator('.companies__item', { hasText: `Черновик ${RUN}` }).count()).toBe(0);
  });

  it('logs into a company from the list: the app re-reads the user and home shows its banner', async () => {
    // The deleted draft was the active company, so none is active now and home has no banner.
    await page.getByRole('button', { name: `Войти в компанию ${COMPANY}` }).click();
    await entered(page);
    await page.getByRole('link', { name: 'Главная' }).first().click();
    await page.getByText('Компания на верификации').waitFor();
  });
});
