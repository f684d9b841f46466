/// <reference lib="dom" />
// The company wizard, settings and switcher in a real browser against the built product: the
// owner registers a company with a valid EDRPOU, appoints another person as administrator in step
// 2 (the server's "user already exists" lands on the e-mail field first), uploads a PDF extract
// with visible progress, submits and sees the waiting banner; then edits the company name in the
// company settings and confirms the re-verification; then switches companies in the header.
// Issue 23: a reload on step 2 resumes there; "company created" comes before the extract; the
// success screen names the SLA and leaving it clears the active company.
import type { Page, Route } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, field, seedSession, useE2e } from '../support/e2e.js';
import { waitFor } from '../support/wait-for.js';
import { uniqueEdrpou } from '../support/edrpou.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EMAIL = `olha.owner.${RUN}@example.com`;
const ADMIN_EMAIL = `ivan.admin.${RUN}@example.com`;
const randomPhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const PASSWORD = 'First-secret-1';
const COMPANY = `ТОВ «Майстерня ${RUN}»`;
const RENAMED = `ТОВ «Майстерня Плюс ${RUN}»`;
const SECOND = `ПП «Друга ${RUN}»`;
/** Valid EDRPOU codes (published control digits); each run has its own database. */
const CODE = uniqueEdrpou();
const SECOND_CODE = uniqueEdrpou();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('company wizard, settings and header switcher in a browser', () => {
  const e2e = useE2e({ seed: true });
  let page: Page;
  let session: string;

  const call = (path: string, body?: unknown) => apiCall(e2e.product.url, path, body, session);
  const companyButton = () => page.getByRole('button', { name: /^Компания: / });

  beforeAll(async () => {
    session = await createProfiledUser(e2e.product.url, {
      email: EMAIL,
      password: PASSWORD,
      profile: { lname: 'Бондар', name: 'Ольга', sname: 'Іванівна', birth_date: '1990-05-17', gender_id: 2, phone: randomPhone() },
    });
    page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, session);
  });

  it('step 2 stays closed until the company is saved; saving step 1 opens it', async () => {
    await page.goto(`${e2e.product.url}/companies`);
    await page.getByRole('button', { name: 'Добавить компанию' }).click();
    await page.waitForURL(/\/company-create$/);
    const steps = page.getByRole('navigation', { name: 'Шаги регистрации' });
    const stepTwo = steps.getByRole('button', { name: 'Администратор' });
    expect(await stepTwo.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled keeps it reachable: pressing it says why (described) and does nothing.
    await stepTwo.focus();
    await page.keyboard.press('Enter');
    expect(await steps.getByRole('button', { name: 'Общее' }).getAttribute('aria-current')).toBe('step');
    await page.getByRole('textbox', { name: field('Название компании') }).fill(COMPANY);
    await page.getByRole('textbox', { name: field('Код ЕГРПОУ') }).fill(CODE);
    // Issue 24: registering is one round trip; createCompany answers the company already active.
    const sent: string[] = [];
    const count = (request: { url(): string }) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v2/')) sent.push(path.slice('/api/v2'.length));
    };
    page.on('request', count);
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByText('Данные о компании успешно сохранены!').waitFor();
    await page.getByRole('heading', { name: 'Администратор компании' }).waitFor();
    page.off('request', count);
    expect(sent.filter((path) => path.startsWith('/company/'))).toEqual(['/company/createCompany']);
    expect(await stepTwo.getAttribute('aria-current')).toBe('step');
    expect(await stepTwo.getAttribute('aria-disabled')).toBeNull();
    // A reload on the Administrator step resumes there, the company's data kept.
    await page.reload();
    await page.waitForURL(/\/company-registration$/);
    await page.getByRole('heading', { name: 'Администратор компании' }).waitFor();
    expect(await stepTwo.getAttribute('aria-current')).toBe('step');
    await steps.getByRole('button', { name: 'Общее' }).click();
    await waitFor(async () => (await page.getByRole('textbox', { name: field('Название компании') }).inputValue()) === COMPANY, {
      what: 'step 1 to show the saved name',
    });
    await stepTwo.click();
    await page.getByRole('heading', { name: 'Администратор компании' }).waitFor();
  });

  it('another person: the spec messages, the phone typed without its 0, no password asked, and "already in the company" on the e-mail', async () => {
    // The radio input is visually hidden inside its label, which takes the click.
    await page.getByText('Назначить другого человека', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Назначить другого человека' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Следует принять соглашение!').waitFor();
    // Every required field says the one required text.
    await waitFor(async () => (await page.getByText('Обязательное поле').count()) >= 3, {
      what: 'surname, first name and phone marked required',
    });

    await page.getByRole('textbox', { name: field('Фамилия') }).fill('Мельник');
    await page.getByRole('textbox', { name: field('Имя') }).fill('Іван');
    const tel = page.getByRole('textbox', { name: field('Телефон') });
    const phone = randomPhone();
    await tel.pressSequentially(phone.slice(1));
    expect(await tel.inputValue()).toBe(`+38 (${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`);
    // A person's password is theirs: the form asks none, they choose it from the invitation.
    expect(await page.getByLabel(field('Пароль')).count()).toBe(0);
    await page.getByText('Пароль администратор придумает сам по ссылке из письма-приглашения.').waitFor();
    // The owner's own address has an account, which is already in the company.
    await page.getByRole('textbox', { name: field('E-mail') }).fill(EMAIL);
    await page.getByText(/^Я принимаю пользовательское соглашение/).click();
    expect(await page.getByRole('checkbox', { name: /Я принимаю пользовательское соглашение/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    const email = page.getByRole('textbox', { name: field('E-mail') });
    await page.getByText('Этот пользователь уже добавлен в компанию').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'company-wizard-admin-1440');
    await page.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
      what: 'the admin step to fit 360 px',
    });
    await screenshot(page, 'company-wizard-admin-360');
    await page.setViewportSize({ width: 1440, height: 900 });

    await email.fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    // Spec 001 §2: "company created", with pass verification / go to companies.
    await page.getByRole('heading', { name: 'Компания создана' }).waitFor();
    await screenshot(page, 'company-wizard-created-1440');
    await page.getByRole('button', { name: 'Пройти верификацию' }).click();
    await page.waitForURL(/\/company-create\/verification$/);
    await page.getByRole('heading', { name: 'Верификация компании' }).waitFor();
    await page.getByText(COMPANY).waitFor();
    // The new administrator is invited by e-mail (the membership waits for the link).
    await captured(e2e.product.url, ADMIN_EMAIL, /company-invitation\?token=/);
    const users = await call('/company/get_companyUsers', {
      company_id: ((await call('/company/get_companyInfo', {})).company_data as { id: string }).id,
    });
    expect(
      (users.users as Array<{ email: string; role: { code: string }; status: string }>).find((user) => user.email === ADMIN_EMAIL),
    ).toMatchObject({ role: { code: 'administrator' }, status: 'awaiting' });
  });

  it('uploads the PDF extract with visible progress, submits and sees the waiting banner', async () => {
    // The upload's answer is held until the loading row was seen, so its progress is on screen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/company/add_verificationFileCompany', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.locator('input[type="file"]').setInputFiles({ name: 'extract.pdf', mimeType: 'application/pdf', buffer: PDF });
    const row = page.getByRole('list', { name: 'Загруженные файлы' }).getByRole('listitem').filter({ hasText: 'extract.pdf' });
    await row.getByRole('progressbar', { name: 'Загрузка файла extract.pdf' }).waitFor();
    await row.getByText('Загрузка…').waitFor();
    await screenshot(page, 'company-wizard-uploading-1440');
    release();
    await row.getByText('Загружен').waitFor();
    await page.unroute('**/api/v2/company/add_verificationFileCompany');
    await page.getByRole('button', { name: 'Отправить на верификацию' }).click();
    await page.getByRole('heading', { name: 'Компания отправлена на проверку' }).waitFor();
    await page.getByText('Проверка занимает до 2 часов. О её результате мы сообщим по e-mail.').waitFor();
    await page.getByRole('button', { name: 'На главную' }).click();
    // Leaving the success screen clears the active company; entering it again shows its banner.
    await page.waitForURL(`${e2e.product.url}/`);
    await waitFor(async () => (await companyButton().getAttribute('aria-label')) === 'Компания: Нет компании', {
      what: 'no active company after the success screen',
    });
    const companyId = ((await call('/company/get_companyList', { sort: 'my' })).company_list as Array<{ id: string; name: string }>).find(
      (item) => item.name === COMPANY,
    )!.id;
    expect((await call('/company/loginCompany', { company_id: companyId })).ok).toBe(true);
    await page.reload();
    await page.getByText('Компания на верификации').waitFor();
    await waitFor(async () => (await companyButton().getAttribute('aria-label')) === `Компания: ${COMPANY}, На рассмотрении`, {
      what: 'the header to show the company and its status',
    });
    await screenshot(page, 'company-wizard-home-waiting-1440');
  });

  it('edits the name in the company settings: a mismatch warning, then the re-verification question', async () => {
    await companyButton().click();
    await page.getByRole('menuitem', { name: 'Настройки компании' }).click();
    await page.waitForURL(/\/company-settings$/);
    await page.getByRole('heading', { name: 'Настройки компании', level: 1 }).waitFor();
    const name = page.getByRole('textbox', { name: field('Название компании') });
    await waitFor(async () => (await name.inputValue()) === COMPANY, { what: 'the form to load' });
    await name.fill(RENAMED);
    await page.getByText('Значение не соответствует записанному названию компании').waitFor();
    // Activity and services are required here (spec §5), unlike at registration.
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Обязательное поле').first().waitFor();
    await page.getByRole('textbox', { name: field('Услуги') }).fill('Столярні роботи на замовлення');
    await page.getByRole('button', { name: /Сфера деятельности/ }).click();
    await page.getByRole('option').first().click();
    await screenshot(page, 'company-settings-mismatch-1440');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Отправить компанию на повторную верификацию?' });
    await dialog.waitFor();
    await screenshot(page, 'company-settings-reverify-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Сохранить и отправить' }).click();
    await page.getByText('Данные о компании обновлены и отправлены на повторную верификацию').waitFor();
    await waitFor(async () => (await companyButton().getAttribute('aria-label')) === `Компания: ${RENAMED}, На рассмотрении`, {
      what: 'the header to show the new name',
    });
    const info = await call('/company/get_companyInfo', {});
    expect(info.company_data).toMatchObject({ name: RENAMED, status: { id: 2 } });
    await page.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
      what: 'the settings to fit 360 px',
    });
    await screenshot(page, 'company-settings-360');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('switches companies in the header with the keyboard, and logs out of the company', async () => {
    // A second company of the same owner, registered and submitted through the API.
    const firstId = ((await call('/company/get_companyInfo', {})).company_data as { id: string }).id;
    const created = await call('/company/createCompany', { name: SECOND, code: SECOND_CODE });
    const secondId = (created.company_data as { id: string }).id;
    // Registering made it this session's active company; the header starts from the first.
    expect((created.company as { id: string }).id).toBe(secondId);
    expect((await call('/company/loginCompany', { company_id: firstId })).ok).toBe(true);
    const form = new FormData();
    form.set('company_id', secondId);
    form.set('type', 'edr');
    form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'second.pdf');
    const uploaded = await fetch(`${e2e.product.url}/api/v2/company/add_verificationFileCompany`, {
      method: 'POST',
      headers: { userToken: session },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    expect((await call('/company/set_statusCompany', { company_id: secondId, status_id: 2 })).ok).toBe(true);

    await page.goto(`${e2e.product.url}/`);
    await companyButton().focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const second = menu.getByRole('menuitemradio', { name: `${SECOND}, На рассмотрении`, exact: true });
    await second.waitFor();
    expect(
      await menu.getByRole('menuitemradio', { name: `${RENAMED}, текущая компания, На рассмотрении` }).getAttribute('aria-checked'),
    ).toBe('true');
    await screenshot(page, 'company-switcher-1440', { fullPage: false });
    // Arrow keys reach the other company (from the top of the menu); Enter switches to it.
    await page.keyboard.press('Home');
    await waitFor(
      async () => {
        if ((await second.evaluate((element) => element === document.activeElement)) === true) return true;
        await page.keyboard.press('ArrowDown');
        return false;
      },
      { what: 'the second company to get focus' },
    );
    await page.keyboard.press('Enter');
    await waitFor(async () => (await companyButton().getAttribute('aria-label')) === `Компания: ${SECOND}, На рассмотрении`, {
      what: 'the header to show the second company',
    });
    expect(((await call('/profile/get_userInfo')).user_data?.company as { id: string } | undefined)?.id).toBe(secondId);

    await companyButton().click();
    await page.getByRole('menuitem', { name: 'Выйти из компании' }).click();
    await waitFor(async () => (await companyButton().getAttribute('aria-label')) === 'Компания: Нет компании', {
      what: 'no active company',
    });
    expect((await call('/profile/get_userInfo')).user_data?.company ?? null).toBeNull();
  });
});
