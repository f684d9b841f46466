/// <reference lib="dom" />
// The account and onboarding journey in a real browser against the built product: signing in many times in
// a row lands on a home page whose first loads never fail (the race of item 15); home's "Добавить
// вакансию" opens the wizard for a verified owner and says why not to others (a new owner's way there,
// registration to the wizard, is whole-journey.test.ts's); a rejected company's
// owner follows the e-mail's link to the fix screen, corrects the name and code there, sends the
// company again and reads the SLA on the success screen, whose leaving clears the active company.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import type { Page, Response as PageResponse } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, field, seedSession, useE2e } from '../support/e2e.js';
import { uniqueEdrpou } from '../support/edrpou.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Journey-secret-1';
const VERIFIER = `vira.verifier.${RUN}@example.com`;
const OWNER = `oleh.owner.${RUN}@example.com`;
const REJECTED_OWNER = `rita.owner.${RUN}@example.com`;
const NEWCOMER = `nina.newcomer.${RUN}@example.com`;
const COMPANY = `ТОВ «Шлях ${RUN}»`;
const REJECTED = `ТОВ «Помилка ${RUN}»`;
const FIXED = `ТОВ «Виправлено ${RUN}»`;
const EXTRACT = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ROOT = resolve(import.meta.dirname, '../..');
/** How many sign-ins in a row the race check makes: the failure was seen several times a run. */
const SIGN_INS = 8;
/** Texts of a first load that failed (item 15): the client's abort, home's and the list's failures. */
const FAILURES = /Request aborted|Запрос прерван|Не удалось загрузить/;

const profile = (lname: string, name: string) => ({
  lname,
  name,
  sname: '',
  birth_date: '1988-03-14',
  gender_id: 1,
  phone: `09${String(randomInt(0, 1e8)).padStart(8, '0')}`,
});

describe('the account journey: sign-in, home to the wizard, the fix after a rejection', () => {
  const e2e = useE2e({ seed: true });
  let verifierToken: string;
  let ownerToken: string;
  let rejectedToken: string;
  let rejectedId: string;

  const call = (path: string, body: unknown, token?: string) => apiCall(e2e.product.url, path, body, token);
  const ok = async (path: string, body: unknown, token: string) => {
    const answer = await call(path, body, token);
    if (!answer.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer;
  };

  /** A company with an extract, sent for verification through the API; answers its id. */
  async function submitted(token: string, name: string): Promise<string> {
    const id = String(((await ok('/company/createCompany', { name, code: uniqueEdrpou() }, token)).company_data as { id: string }).id);
    await ok('/company/add_company_admin', { company_id: id, is_admin: 0, agreement: true }, token);
    const form = new FormData();
    form.append('company_id', id);
    form.append('type', 'edr');
    form.append('file', new Blob([EXTRACT], { type: 'application/pdf' }), 'extract.pdf');
    expect(
      (
        await fetch(`${e2e.product.url}/api/v2/company/add_verificationFileCompany`, {
          method: 'POST',
          headers: { userToken: token },
          body: form,
        })
      ).status,
    ).toBe(200);
    await ok('/company/set_statusCompany', { company_id: id, status_id: 2 }, token);
    return id;
  }

  async function signIn(page: Page, email: string): Promise<void> {
    await page.goto(`${e2e.product.url}/auth`);
    const form = page.getByRole('form', { name: 'Вход' });
    await form.getByLabel(field('E-mail или телефон')).fill(email);
    await form.getByLabel(field('Пароль')).fill(PASSWORD);
    await form.getByRole('button', { name: 'Войти' }).click();
  }

  beforeAll(async () => {
    execFileSync(process.execPath, ['dist/src/cli.js', 'user:create', '--email', VERIFIER, '--role', 'verifier', '--password', PASSWORD], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
    verifierToken = String(
      (await call('/profile/loginUser', { identifier: VERIFIER, password: PASSWORD, remember: true })).user_data?.token ?? '',
    );
    ownerToken = await createProfiledUser(e2e.product.url, { email: OWNER, password: PASSWORD, profile: profile('Гнатюк', 'Олег') });
    const companyId = await submitted(ownerToken, COMPANY);
    await waitFor(
      async () => (await call('/verifier/setVerificationCompany', { company_id: companyId, verification: 1 }, verifierToken)).ok === true,
      { what: 'the verifier decision' },
    );
    await ok('/company/loginCompany', { company_id: companyId }, ownerToken);
    rejectedToken = await createProfiledUser(e2e.product.url, {
      email: REJECTED_OWNER,
      password: PASSWORD,
      profile: profile('Руденко', 'Рита'),
    });
    rejectedId = await submitted(rejectedToken, REJECTED);
    await ok('/company/loginCompany', { company_id: rejectedId }, rejectedToken);
    await createProfiledUser(e2e.product.url, { email: NEWCOMER, password: PASSWORD, profile: profile('Носенко', 'Ніна') });
  }, 120_000);

  it(`signs in ${SIGN_INS} times in a row: home's vacancies and the approvals bell load at once, never "aborted"`, async () => {
    for (let round = 1; round <= SIGN_INS; round += 1) {
      // Each round signed out anew (storage cleared) in the same page: chromium keeps the app's compiled code.
      const page = await e2e.reusedPage({ width: 1280, height: 800 });
      const failedCalls: string[] = [];
      const watch = (response: PageResponse) => {
        if (response.url().includes('/api/v2/') && response.status() >= 400) failedCalls.push(`${response.status()} ${response.url()}`);
      };
      page.on('response', watch);
      await signIn(page, OWNER);
      await page.waitForURL(`${e2e.product.url}/`);
      const vacancies = page.getByRole('region', { name: 'Актуальные вакансии' });
      // Loaded: the table (empty for this company) instead of the loader, and the bell's name.
      await vacancies.getByText('Актуальных вакансий пока нет.').waitFor();
      await page.getByRole('button', { name: /^Запросы на согласование/ }).waitFor();
      const text = await page.locator('body').innerText();
      expect([round, FAILURES.test(text) ? text.match(FAILURES)![0] : null]).toEqual([round, null]);
      expect([round, failedCalls]).toEqual([round, []]);
      if (round === 1) await screenshot(page, 'journey-home-signed-in-1280');
      page.off('response', watch);
    }
  });

  it('home\'s "Добавить вакансию" opens the vacancy wizard for the verified owner; "Моя компания" shows the company', async () => {
    const page = await e2e.reusedPage({ width: 1280, height: 800 });
    await signIn(page, OWNER);
    await page.waitForURL(`${e2e.product.url}/`);
    await page.getByRole('region', { name: 'Быстрые действия' }).getByRole('link', { name: 'Добавить вакансию' }).click();
    await page.waitForURL(/\/add-vacancy$/);
    await page.getByRole('heading', { level: 1, name: 'Новая вакансия' }).waitFor();
    await screenshot(page, 'journey-add-vacancy-1280');

    // "Моя компания" from the menu: status, profile progress, departments, people, vacancies by status.
    await page.getByRole('link', { name: 'Моя компания' }).first().click();
    await page.waitForURL(/\/my-company$/);
    await page.getByRole('heading', { level: 1, name: COMPANY }).waitFor();
    const card = (name: string) => page.getByRole('region', { name });
    await card('Статус').getByText('Верифицирована').waitFor();
    await card('Профиль компании')
      .getByText(/^Заполнено \d+ %$/)
      .waitFor();
    await card('Профиль компании').getByRole('link', { name: 'Продолжить заполнение' }).waitFor();
    await card('Отделы').waitFor();
    await card('Сотрудники').getByText('Гнатюк Олег — Владелец').waitFor();
    const counts = await card('Вакансии').locator('dd').allInnerTexts();
    expect(counts).toEqual(['0', '0', '0', '0']);
    await screenshot(page, 'journey-my-company-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
      what: 'my company to fit 360 px',
    });
    await screenshot(page, 'journey-my-company-360');
    await page.close();
  });

  it('explains why not to a user without a company, and offers the company list', async () => {
    const page = await e2e.reusedPage({ width: 1280, height: 800 });
    await signIn(page, NEWCOMER);
    await page.waitForURL(/\/companies$/);
    await page.getByRole('link', { name: 'Главная' }).first().click();
    await page.getByRole('region', { name: 'Быстрые действия' }).getByRole('button', { name: 'Добавить вакансию' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить вакансию' });
    await dialog.getByText('Чтобы добавить вакансию, войдите в свою компанию или зарегистрируйте новую в списке компаний.').waitFor();
    await screenshot(page, 'journey-add-vacancy-no-company-1280');
    await dialog.getByRole('link', { name: 'К списку компаний' }).click();
    await page.waitForURL(/\/companies$/);
    // Spec 001 §2's route table: a typed /company-create opens the registration form.
    await page.goto(`${e2e.product.url}/company-create`);
    await page.getByRole('heading', { name: 'Регистрация компании' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/company-create');
    await page.goto(`${e2e.product.url}/company-registration-main`);
    await page.getByRole('heading', { name: 'Регистрация компании' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/company-registration-main');
    // Nothing to verify without a company: /company-verify goes home.
    await page.goto(`${e2e.product.url}/company-verify`);
    await page.waitForURL(`${e2e.product.url}/`);
    await page.getByRole('heading', { level: 1, name: /^Здравствуйте/ }).waitFor();
    await page.close();
  });

  it('a rejected owner follows the e-mail link to the fix screen, corrects the name and code, and sends the company again', async () => {
    const since = Date.now();
    await waitFor(
      async () =>
        (
          await call(
            '/verifier/setVerificationCompany',
            { company_id: rejectedId, verification: 0, reason_code: 'code_mismatch', comment: 'Код не совпадает с выпиской' },
            verifierToken,
          )
        ).ok === true,
      {
        what: 'the rejection',
      },
    );
    const [link] = await captured(e2e.product.url, REJECTED_OWNER, /https?:\/\/\S+\/company-verify\?company_id=[\w-]+/, since);
    // One origin in every link: PUBLIC_URL's (the product runs on 127.0.0.1 in the tests).
    expect(new URL(link!).origin).toBe(new URL(e2e.product.url).origin);

    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(page, rejectedToken);
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Верификация компании' }).waitFor();
    await page.getByText(/^Причина: .*Код не совпадает с выпиской$/).waitFor();
    const name = page.getByRole('textbox', { name: field('Название компании') });
    await waitFor(async () => (await name.inputValue()) === REJECTED, { what: 'the fix form to show the name' });
    const code = page.getByRole('textbox', { name: field('Код ЕГРПОУ') });
    await code.fill('12345670');
    await page.getByText('Неверный код ЕГРПОУ').first().waitFor();
    await screenshot(page, 'journey-fix-screen-1280', { fullPage: true });
    const fixedCode = uniqueEdrpou();
    await code.fill(fixedCode);
    await name.fill(FIXED);
    await page.getByRole('button', { name: 'Сохранить данные' }).click();
    await page.getByText('Данные о компании успешно сохранены!').waitFor();
    expect((await call('/company/get_companyInfo', { company_id: rejectedId }, rejectedToken)).company_data).toMatchObject({
      name: FIXED,
      code: fixedCode,
      status: { id: 3 },
    });

    await page.getByRole('button', { name: 'Отправить на верификацию' }).click();
    await page.getByRole('heading', { name: 'Компания отправлена на проверку' }).waitFor();
    // The SLA comes from VERIFICATION_SLA_MINUTES (120 by default), not a fixed text.
    await page.getByText('Проверка занимает до 2 часов. О её результате мы сообщим по e-mail.').waitFor();
    await screenshot(page, 'journey-submitted-1280');
    await page.getByRole('button', { name: 'На главную' }).click();
    await page.waitForURL(`${e2e.product.url}/`);
    // Leaving the success screen cleared the active company (spec 001 §2: logoutCompany).
    await page.getByRole('button', { name: 'Компания: Нет компании' }).waitFor();
    expect((await call('/profile/get_userInfo', {}, rejectedToken)).user_data?.company ?? null).toBeNull();
    expect((await call('/company/get_companyInfo', { company_id: rejectedId }, rejectedToken)).company_data).toMatchObject({
      status: { id: 2 },
    });
    await page.close();
  });
});
