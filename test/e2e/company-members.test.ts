/// <reference lib="dom" />
// Company members in a real browser against the built product. The owner (company made and
// submitted through the API, so the app opens the main shell) adds deputies on /add-deputy: the
// phone typed as +380…, a repeated address named on the right person, and an address that already
// has an account made deputy with it; no password is asked of the owner. The new deputy opens the
// link of the captured e-mail, chooses their own password there, signs in with it and finds the
// company in their own list; the existing account's link confirms at once. The owner invites a registered user by e-mail on /company-users, changes their rights and
// removes them; that user then cannot open the company by its id (API 404, the page says not found).
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, field, seedSession, useE2e } from '../support/e2e.js';
import { waitFor } from '../support/wait-for.js';
import { uniqueEdrpou } from '../support/edrpou.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const phone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const OWNER = { email: `olha.owner.${RUN}@example.com`, password: 'Owner-secret-1' };
const USER = { email: `ivan.user.${RUN}@example.com`, password: 'User-secret-1' };
const DEPUTY = {
  email: `marta.deputy.${RUN}@example.com`,
  password: 'Deputy-own-choice-1',
  tel: `67${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
};
const EXISTING = { email: `taras.existing.${RUN}@example.com`, password: 'Existing-secret-1' };
const COMPANY = `ТОВ «Команда ${RUN}»`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const RIGHT_SETTINGS = 'Изменение регистрационных данных компании';
// Rights that take effect for an ordinary user (the registration data and the profile never do, so the checklist does not offer them).
const RIGHT_DEPARTMENTS = 'Управление отделами';
const RIGHT_VACANCIES = 'Управление вакансиями и профилями должностей';

describe('company members in a browser (deputies, users, invitation link, foreign company)', () => {
  // The s_access_z rights come from the option lists the seed command loads.
  const e2e = useE2e({ seed: true });
  let ownerToken: string;
  let userToken: string;
  let companyId: string;
  let page: Page;

  const call = (path: string, body?: unknown, token?: string) => apiCall(e2e.product.url, path, body, token);
  const profile = (lname: string, name: string) => ({
    lname,
    name,
    sname: 'Іванович',
    birth_date: '1990-05-17',
    gender_id: 2,
    phone: phone(),
  });

  async function pageWith(token: string | null): Promise<Page> {
    const opened = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    if (token) {
      await seedSession(opened, token);
    }
    return opened;
  }

  async function screenshots(on: Page, name: string): Promise<void> {
    await screenshot(on, `members-${name}-1440`);
    await on.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => on.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { what: `${name} to fit 360 px` });
    await screenshot(on, `members-${name}-360`);
    await on.setViewportSize({ width: 1440, height: 900 });
  }

  beforeAll(async () => {
    [ownerToken, userToken] = await Promise.all([
      createProfiledUser(e2e.product.url, { ...OWNER, profile: profile('Коваль', 'Ольга') }),
      createProfiledUser(e2e.product.url, { ...USER, profile: profile('Бондар', 'Іван') }),
      createProfiledUser(e2e.product.url, { ...EXISTING, profile: profile('Мороз', 'Тарас') }),
    ]);
    // A company under consideration: the app opens the main shell for it (status 1 would open its verification step).
    const created = await call('/company/createCompany', { name: COMPANY, code: uniqueEdrpou() }, ownerToken);
    companyId = String((created.company_data as { id: string }).id);
    const form = new FormData();
    form.append('company_id', companyId);
    form.append('type', 'edr');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'extract.pdf');
    const upload = await fetch(`${e2e.product.url}/api/v2/company/add_verificationFileCompany`, {
      method: 'POST',
      headers: { userToken: ownerToken },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect(await call('/company/set_statusCompany', { company_id: companyId, status_id: 2 }, ownerToken)).toMatchObject({ ok: true });
    expect(await call('/company/loginCompany', { company_id: companyId }, ownerToken)).toMatchObject({ ok: true });
    page = await pageWith(ownerToken);
  }, 120_000);

  /** A react-aria checkbox: its input is visually hidden, so a person (and the test) clicks its label. */
  async function tick(scope: Page | ReturnType<Page['getByRole']>, name: string, checked = true) {
    const box = scope.getByRole('checkbox', { name });
    if ((await box.isChecked()) !== checked) await scope.locator('label.ui-check', { hasText: name }).click();
    await waitFor(async () => (await box.isChecked()) === checked, { what: `${name} to be ${checked ? 'checked' : 'unchecked'}` });
  }

  /** The deputy's fields; the phone is typed key by key as +380… (the form once lost its digits so). */
  async function fillDeputy(on: Page, values: { last: string; first: string; email: string; tel: string }) {
    await on.getByRole('textbox', { name: field('Фамилия') }).fill(values.last);
    await on.getByRole('textbox', { name: field('Имя') }).fill(values.first);
    const tel = on.getByRole('textbox', { name: field('Телефон') });
    await tel.fill('');
    await tel.pressSequentially(`+380${values.tel}`);
    await on.getByRole('textbox', { name: field('E-mail') }).fill(values.email);
  }

  /** The phone as the one phone field shows ten national digits. */
  const shownPhone = (tel: string) => `+38 (0${tel.slice(0, 2)}) ${tel.slice(2, 5)} ${tel.slice(5, 7)} ${tel.slice(7)}`;

  it('adds deputies: the form without a password, the phone typed as +380…, the modal for more, a repeated address, an existing account', async () => {
    await page.goto(`${e2e.product.url}/add-deputy`);
    await page.getByRole('heading', { name: 'Добавление заместителей', level: 1 }).waitFor();
    // Every rule of the form is named before anything is sent.
    await page.getByRole('button', { name: 'Добавить в список' }).click();
    expect(await page.getByRole('textbox', { name: field('Фамилия') }).getAttribute('aria-invalid')).toBe('true');

    await fillDeputy(page, { last: 'Шевчук', first: 'Марта', email: DEPUTY.email, tel: DEPUTY.tel });
    expect(await page.getByRole('textbox', { name: field('Телефон') }).inputValue()).toBe(shownPhone(DEPUTY.tel));
    // The owner chooses nobody's password: the form has no such field.
    expect(await page.getByLabel(field('Пароль')).count()).toBe(0);
    await page.getByText('Пароль заместитель придумает сам по ссылке из письма-приглашения.').waitFor();
    await tick(page, RIGHT_SETTINGS);
    await screenshots(page, 'deputy-form');
    await page.getByRole('button', { name: 'Добавить в список' }).click();
    await page.getByRole('heading', { name: 'Заместители к добавлению' }).waitFor();
    await page.getByText(RIGHT_SETTINGS).waitFor();

    // The modal for another deputy refuses the same address.
    await page.getByRole('button', { name: 'Добавить ещё заместителя' }).click();
    const modal = page.getByRole('dialog', { name: 'Новый заместитель' });
    await modal.waitFor();
    await fillDeputy(page, { last: 'Мороз', first: 'Тарас', email: DEPUTY.email.toUpperCase(), tel: '501234567' });
    await modal.getByRole('button', { name: 'Добавить в список' }).click();
    await modal.getByText('Заместитель с таким адресом уже добавлен!').waitFor();
    await screenshot(page, 'members-deputy-duplicate-1440', { fullPage: false });
    // An address that already has an account is made deputy with it.
    await modal.getByRole('textbox', { name: field('E-mail') }).fill(EXISTING.email);
    await modal.getByRole('button', { name: 'Добавить в список' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText(`${EXISTING.email} · ${shownPhone('501234567')}`).waitFor();
    await screenshots(page, 'deputy-list');
    await page.getByRole('button', { name: 'Сохранить заместителей' }).click();
    const success = page.getByRole('dialog', { name: 'Заместители добавлены' });
    await success.getByText('На их адреса отправлено письмо для подтверждения.', { exact: false }).waitFor();
    await screenshot(page, 'members-deputy-success-1440', { fullPage: false });
    // The success modal moves on by itself after 2.5 s: main and "/".
    await page.waitForURL(`${e2e.product.url}/`, { timeout: 10_000 });
    const deputies = (await call('/company/get_company_deputy', { company_id: companyId }, ownerToken)).deputies as Array<{
      email: string;
      status: string;
      s_access_z: string[];
    }>;
    expect(deputies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: DEPUTY.email, status: 'awaiting', s_access_z: ['company-settings'] }),
        expect.objectContaining({ email: EXISTING.email, status: 'awaiting' }),
      ]),
    );
    // The existing account keeps its own password.
    expect((await call('/profile/loginUser', { identifier: EXISTING.email, password: EXISTING.password })).ok).toBe(true);
  });

  it('the new deputy chooses their own password on the e-mailed link, signs in with it and finds the company in their list', async () => {
    const [, token] = await captured(e2e.product.url, DEPUTY.email, /company-invitation\?token=([^\s"<>]+)/);
    const visitor = await pageWith(null);
    await visitor.goto(`${e2e.product.url}/company-invitation?token=${token}`);
    const form = visitor.getByRole('form', { name: 'Придумайте пароль' });
    await form.waitFor();
    await visitor.getByText(`Вас пригласили в компанию «${COMPANY}» (роль: Заместитель).`).waitFor();
    await visitor.getByText(DEPUTY.email, { exact: false }).waitFor();
    await form.getByLabel(field('Пароль')).fill(DEPUTY.password);
    await form.getByLabel(field('Повторите пароль')).fill('Something-else-1');
    await form.getByRole('button', { name: 'Сохранить пароль и принять приглашение' }).click();
    await form.getByText('Пароли не совпадают', { exact: false }).waitFor();
    await screenshots(visitor, 'invitation-password');
    await form.getByLabel(field('Повторите пароль')).fill(DEPUTY.password);
    await form.getByRole('button', { name: 'Сохранить пароль и принять приглашение' }).click();
    await visitor.getByRole('heading', { name: 'Участие подтверждено' }).waitFor();
    await screenshots(visitor, 'invitation-confirmed');
    // The link is single use.
    const again = await pageWith(null);
    await again.goto(`${e2e.product.url}/company-invitation?token=${token}`);
    await again.getByRole('heading', { name: 'Приглашение не подтверждено' }).waitFor();
    await again.getByText('Ссылка приглашения недействительна или устарела').waitFor();
    await screenshot(again, 'members-invitation-used-1440');

    // The link confirmed the new account's address too: the deputy signs in with the password they chose.
    const login = await call('/profile/loginUser', { identifier: DEPUTY.email, password: DEPUTY.password });
    const deputyToken = String(login.user_data?.token ?? '');
    expect(deputyToken).not.toBe('');
    const profiled = await call('/profile/profileCreate', profile('Шевчук', 'Марта'), deputyToken);
    expect(profiled.user_data?.is_profile_created).toBe(1);
    const deputyPage = await pageWith(deputyToken);
    await deputyPage.goto(`${e2e.product.url}/companies`);
    await deputyPage.getByText(COMPANY).waitFor();
    await deputyPage.getByText('Заместитель', { exact: true }).first().waitFor();
    await screenshot(deputyPage, 'members-deputy-companies-1440');

    // The account that existed asks for no password: its link confirms at once.
    const [, existingToken] = await captured(e2e.product.url, EXISTING.email, /company-invitation\?token=([^\s"<>]+)/);
    const existing = await pageWith(null);
    await existing.goto(`${e2e.product.url}/company-invitation?token=${existingToken}`);
    await existing.getByRole('heading', { name: 'Участие подтверждено' }).waitFor();
    expect(await existing.getByLabel(field('Пароль')).count()).toBe(0);
  });

  it('the owner adds a registered user by e-mail, changes their rights and removes them', async () => {
    await page.goto(`${e2e.product.url}/company-users`);
    await page.getByRole('heading', { name: 'Пользователи компании', level: 1 }).waitFor();
    const table = page.getByRole('grid', { name: 'Пользователи компании' });
    await table.getByText('Подтверждён').first().waitFor();
    // The owner's row offers nothing to change.
    expect(await page.getByRole('button', { name: /Коваль Ольга/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Добавить пользователя' }).click();
    const modal = page.getByRole('dialog', { name: 'Добавить пользователя' });
    await modal.getByRole('textbox', { name: field('E-mail пользователя') }).fill(`nobody.${RUN}@example.com`);
    await modal.getByRole('button', { name: 'Пригласить' }).click();
    await modal.getByText('Пользователь с таким e-mail не найден').waitFor();
    await modal.getByRole('textbox', { name: field('E-mail пользователя') }).fill(DEPUTY.email);
    await modal.getByRole('button', { name: 'Пригласить' }).click();
    await modal.getByText('Этот пользователь уже добавлен в компанию').waitFor();
    await screenshot(page, 'members-users-add-1440', { fullPage: false });
    await modal.getByRole('textbox', { name: field('E-mail пользователя') }).fill(USER.email);
    expect(await modal.getByRole('checkbox', { name: RIGHT_SETTINGS }).count()).toBe(0);
    await tick(modal, RIGHT_DEPARTMENTS);
    await modal.getByRole('button', { name: 'Пригласить' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Приглашение отправлено').waitFor();
    const row = table.getByRole('row', { name: /Бондар Іван/ });
    await row.getByText('Ожидает подтверждения').waitFor();
    await row.getByText(RIGHT_DEPARTMENTS).waitFor();
    await screenshots(page, 'users-list');

    // Change the rights, the last of them from the keyboard: Space ticks, Enter saves.
    await page.getByRole('button', { name: 'Изменить роль и права: Бондар Іван' }).click();
    const rights = page.getByRole('dialog', { name: 'Права доступа: Бондар Іван' });
    await tick(rights, RIGHT_DEPARTMENTS, false);
    await rights.getByRole('checkbox', { name: RIGHT_VACANCIES }).focus();
    await page.keyboard.press('Space');
    await waitFor(() => rights.getByRole('checkbox', { name: RIGHT_VACANCIES }).isChecked(), { what: 'Space to tick the right' });
    await page.keyboard.press('Enter');
    await rights.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Права сохранены').waitFor();
    await row.getByText(RIGHT_VACANCIES).waitFor();
    const users = (await call('/company/get_companyUsers', { company_id: companyId }, ownerToken)).users as Array<{
      email: string;
      s_access_z: string[];
    }>;
    expect(users.find((member) => member.email === USER.email)?.s_access_z).toEqual(['vacancies']);

    await page.getByRole('button', { name: 'Удалить из компании: Бондар Іван' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Удаление пользователя' });
    await confirm.getByText('Доступ к компании закончится сразу.', { exact: false }).waitFor();
    await screenshot(page, 'members-users-remove-1440', { fullPage: false });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('status').getByText('Пользователь удалён из компании').waitFor();
    await waitFor(async () => (await table.getByRole('row', { name: /Бондар Іван/ }).count()) === 0, { what: 'the row to go' });
  });

  it('another user cannot open the company by its id: the API answers 404 and the page says not found', async () => {
    const info = await fetch(`${e2e.product.url}/api/v2/company/get_companyInfo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', userToken },
      body: JSON.stringify({ company_id: companyId }),
    });
    expect(info.status).toBe(404);
    expect(await info.json()).toMatchObject({ ok: false, code: 'COMPANY_NOT_FOUND' });
    const users = await fetch(`${e2e.product.url}/api/v2/company/get_companyUsers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', userToken },
      body: JSON.stringify({ company_id: companyId }),
    });
    expect(users.status).toBe(404);

    const stranger = await pageWith(userToken);
    await stranger.goto(`${e2e.product.url}/company-users/${companyId}`);
    await stranger.getByRole('heading', { name: 'Компания не найдена', level: 1 }).waitFor();
    await stranger.getByText('Такой компании нет или у вас нет к ней доступа.').waitFor();
    expect(await stranger.getByText(COMPANY).count()).toBe(0);
    await screenshots(stranger, 'foreign-company');
  });
});
