/// <reference lib="dom" />
// Screens tell the truth about rights, in a real browser against the built product. A verified
// company gets one deputy per `s_access_z` right (registered through the API and invited with that
// right alone); each is signed in and the controls a right opens are looked at: the company menu's
// settings and users, home's "Добавить вакансию", the Structure and Contacts parts of the profile
// wizard, the HR files, the members page of a "users" holder. Every member also sees none of the
// controls of the rights they lack. A draft company shows its other members the main shell, with
// "Пройти верификацию" only for "verification-documents"; its owner's "Перейти к компаниям" leaves
// the company, so a reload no longer opens the verification step. The owner appoints an
// administrator from the members page and makes them a deputy again, appoints a person without an
// account, and takes a right away while its holder's page is open: its control goes without a reload.
// Last, with the profile completed through the API, the curator ("catalogues") removes a colleague's
// local item in the vacancy wizard's functionality picker.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { ACCESS_RIGHT_CODES, ACCESS_RIGHTS, type AccessRight } from '../../src/shared/contract/company-rights.js';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, field, seedSession, useE2e } from '../support/e2e.js';
import { uniqueEdrpou } from '../support/edrpou.js';
import { seedCompanyProfile } from '../support/company-profile-seed.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { choose } from '../support/vacancy-wizard.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Rights-secret-1';
const COMPANY = `ТОВ «Права ${RUN}»`;
const DRAFT = `ТОВ «Чернетка ${RUN}»`;
const OWNER = `olha.rights.${RUN}@example.com`;
const VERIFIER = `vira.rights.${RUN}@example.com`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ROOT = resolve(import.meta.dirname, '../..');

/** What a right opens, as the rights table says: the actions the probes below look for. */
const opens = (right: AccessRight, action: string) => (ACCESS_RIGHTS[right] as readonly string[]).includes(action);

describe('rights in a browser: a member with one right sees and uses exactly its controls', () => {
  const e2e = useE2e({ seed: true });
  let ownerToken: string;
  let companyId: string;
  let owner: Page;
  const tokens = new Map<string, string>();

  const call = (path: string, body?: unknown, token?: string) => apiCall(e2e.product.url, path, body, token);
  const ok = async (path: string, body: unknown, token: string) => {
    const answer = await call(path, body, token);
    if (!answer.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const profile = (name: string) => ({
    lname: 'Коваль',
    name,
    sname: '',
    birth_date: '1990-05-17',
    gender_id: 2,
    phone: `09${String(randomInt(0, 1e8)).padStart(8, '0')}`,
  });

  /** A registered person invited to the company as a deputy with `rights`, confirmed, the company active. */
  async function deputy(key: string, company: string, rights: string[]): Promise<string> {
    const email = `${key.replace(/\W/g, '')}.${RUN}@example.com`;
    const token = await createProfiledUser(e2e.product.url, { email, password: PASSWORD, profile: profile('Марта') });
    await ok('/company/addUserToCompany', { company_id: company, email, role: 'deputy', s_access_z: rights }, ownerToken);
    const [, invite] = await captured(e2e.product.url, email, /company-invitation\?token=([^\s"<>]+)/);
    await ok('/company/confirmMembership', { token: decodeURIComponent(invite!) }, '');
    await ok('/company/loginCompany', { company_id: company }, token);
    return token;
  }

  async function signedIn(token: string): Promise<Page> {
    const page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, token);
    return page;
  }

  async function submitted(company: string): Promise<void> {
    const form = new FormData();
    form.append('company_id', company);
    form.append('type', 'edr');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'extract.pdf');
    const uploaded = await fetch(`${e2e.product.url}/api/v2/company/add_verificationFileCompany`, {
      method: 'POST',
      headers: { userToken: ownerToken },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    await ok('/company/set_statusCompany', { company_id: company, status_id: 2 }, ownerToken);
  }

  beforeAll(async () => {
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, ['dist/src/cli.js', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
        stdio: 'pipe',
      });
    cli('user:create', '--email', VERIFIER, '--role', 'verifier', '--password', PASSWORD);
    const verifierToken = String(
      (await call('/profile/loginUser', { identifier: VERIFIER, password: PASSWORD, remember: true })).user_data?.token ?? '',
    );
    ownerToken = await createProfiledUser(e2e.product.url, { email: OWNER, password: PASSWORD, profile: profile('Ольга') });
    companyId = String(
      ((await ok('/company/createCompany', { name: COMPANY, code: uniqueEdrpou() }, ownerToken)).company_data as { id: string }).id,
    );
    await submitted(companyId);
    // The verification context hears of the submission through the outbox: retry the decision until it has.
    await waitFor(
      async () => (await call('/verifier/setVerificationCompany', { company_id: companyId, verification: 1 }, verifierToken)).ok === true,
      { what: 'the verifier decision' },
    );
    // One deputy per right, each holding that right alone.
    for (const right of ACCESS_RIGHT_CODES) tokens.set(right, await deputy(right, companyId, [right]));
    owner = await signedIn(ownerToken);
  }, 300_000);

  /** The company menu's entries and home's "Добавить вакансию", which every member sees or not by their actions. */
  async function commonControls(page: Page, right: AccessRight): Promise<void> {
    await page.goto(`${e2e.product.url}/`);
    await page.getByRole('heading', { level: 1, name: /^Здравствуйте/ }).waitFor();
    await page.getByText('Доступ открыт').waitFor();
    const vacancy = page.getByRole('link', { name: 'Добавить вакансию' });
    expect([right, await vacancy.count()]).toEqual([right, opens(right, 'vacancies') ? 1 : 0]);
    await page.getByRole('button', { name: `Компания: ${COMPANY}` }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Мои компании' }).waitFor();
    expect([right, await menu.getByRole('menuitem', { name: 'Настройки компании' }).count()]).toEqual([
      right,
      opens(right, 'edit') ? 1 : 0,
    ]);
    expect([right, await menu.getByRole('menuitem', { name: 'Пользователи компании' }).count()]).toEqual([
      right,
      opens(right, 'manageMembers') ? 1 : 0,
    ]);
    await page.keyboard.press('Escape');
  }

  /** The profile wizard from its first step to `step`, passing the steps the right does not open unsaved. */
  async function wizardStep(page: Page, step: string): Promise<void> {
    await page.goto(`${e2e.product.url}/add-vacancy`);
    for (const name of ['Общее', 'Структура', 'Контакты', 'Управление персоналом']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
      if (name === step) return;
      await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
    }
  }

  it.each([...ACCESS_RIGHT_CODES])(
    'a deputy with only "%s" sees its controls and none of the others',
    async (right) => {
      const page = await signedIn(tokens.get(right)!);
      await commonControls(page, right);
      const readOnly = async (label: RegExp) => (await page.getByRole('textbox', { name: label }).getAttribute('readonly')) !== null;
      if (right === 'company-profile' || right === 'departments') {
        // The Structure step: the director is the profile's, the department list the departments'.
        await wizardStep(page, 'Структура');
        expect(await readOnly(field('Фамилия руководителя'))).toBe(right === 'departments');
        expect(await page.getByRole('button', { name: 'Добавить отдел' }).count()).toBe(right === 'departments' ? 1 : 0);
        await screenshot(page, `rights-structure-${right}-1440`);
      }
      if (right === 'addresses') {
        // The Contacts step: the offices are theirs, phone, e-mail and site the profile's.
        await wizardStep(page, 'Контакты');
        expect(await readOnly(field('Телефон'))).toBe(true);
        expect(await readOnly(field('E-mail'))).toBe(true);
        await page.getByRole('button', { name: 'Добавить офис' }).waitFor();
        await page
          .getByRole('combobox', { name: field('Город') })
          .first()
          .waitFor();
        expect(
          await page
            .getByRole('combobox', { name: field('Город') })
            .first()
            .isDisabled(),
        ).toBe(false);
        await screenshot(page, 'rights-contacts-addresses-1440');
      }
      if (right === 'hr-documents') {
        await wizardStep(page, 'Управление персоналом');
        await page.getByRole('button', { name: 'Загрузить файл' }).waitFor();
      }
      if (right === 'company-settings') {
        await page.goto(`${e2e.product.url}/company-settings`);
        const name = page.getByRole('textbox', { name: field('Название компании') });
        await name.waitFor();
        expect(await name.getAttribute('readonly')).toBeNull();
      }
      if (right === 'users') {
        // Ordinary users only, with the rights the holder has: no deputies, no role to choose.
        await page.goto(`${e2e.product.url}/company-users`);
        await page.getByRole('heading', { level: 1, name: 'Пользователи компании' }).waitFor();
        expect(await page.getByRole('link', { name: 'Добавить заместителей' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /^Изменить/ }).count()).toBe(0);
        await page.getByRole('button', { name: 'Добавить пользователя' }).click();
        const dialog = page.getByRole('dialog', { name: 'Добавить пользователя' });
        await dialog.getByRole('checkbox', { name: 'Управление пользователями компании' }).waitFor();
        expect(await dialog.getByRole('checkbox').count()).toBe(1);
        expect(await dialog.getByRole('radiogroup').count()).toBe(0);
        await screenshot(page, 'rights-users-add-1440', { fullPage: false });
      }
      await page.close();
    },
    90_000,
  );

  it('the owner appoints a deputy administrator from the members page and makes them a deputy again; the rights offered follow the role', async () => {
    await owner.goto(`${e2e.product.url}/company-users`);
    await owner.getByRole('heading', { level: 1, name: 'Пользователи компании' }).waitFor();
    const row = owner.getByRole('row').filter({ hasText: `reports.${RUN}@example.com` });
    await row.getByRole('button', { name: /^Изменить роль и права/ }).click();
    const dialog = owner.getByRole('dialog');
    // A react-aria radio's input is visually hidden: a person (and the test) presses its label.
    await dialog.locator('label.ui-radio', { hasText: 'Администратор' }).click();
    await dialog.getByText('Администратор может всё, кроме удаления и передачи компании', { exact: false }).waitFor();
    await screenshot(owner, 'rights-appoint-administrator-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await row.getByText('Администратор').waitFor();
    await row.getByText('Все права').waitFor();

    await row.getByRole('button', { name: /^Изменить роль и права/ }).click();
    await dialog.locator('label.ui-radio', { hasText: 'Пользователь' }).click();
    // An ordinary user is never offered the registration data or the profile.
    await dialog.getByRole('checkbox', { name: 'Просмотр отчётов и статистики' }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Управление профилем компании' }).count()).toBe(0);
    expect(await dialog.getByRole('checkbox', { name: 'Изменение регистрационных данных компании' }).count()).toBe(0);
    await dialog.locator('label.ui-radio', { hasText: 'Заместитель' }).click();
    await dialog.getByRole('checkbox', { name: 'Управление профилем компании' }).waitFor();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await row.getByText('Заместитель').waitFor();
    const users = (await ok('/company/get_companyUsers', { company_id: companyId }, ownerToken)).users as Array<{
      email: string;
      role: { code: string };
    }>;
    expect(users.find((user) => user.email === `reports.${RUN}@example.com`)?.role.code).toBe('deputy');
  });

  it("a right taken away meanwhile: the member's open page loses its control without a reload", async () => {
    const member = await signedIn(tokens.get('vacancies')!);
    await member.goto(`${e2e.product.url}/`);
    const vacancy = member.getByRole('link', { name: 'Добавить вакансию' });
    await vacancy.waitFor();
    await owner.goto(`${e2e.product.url}/company-users`);
    const row = owner.getByRole('row').filter({ hasText: `vacancies.${RUN}@example.com` });
    await row.getByRole('button', { name: /^Изменить роль и права/ }).click();
    const dialog = owner.getByRole('dialog');
    const right = dialog.getByRole('checkbox', { name: 'Управление вакансиями и профилями должностей' });
    await right.focus();
    await owner.keyboard.press('Space');
    await waitFor(async () => !(await right.isChecked()), { what: 'the right to be unticked' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await row.getByText('Без прав').waitFor();
    // The membership change reaches the member's stream through the outbox; their home reads it again.
    await vacancy.waitFor({ state: 'detached' });
    await member.getByText('Доступ открыт').waitFor();
    await member.close();
  });

  it('the owner appoints a person without an account administrator from the members page; they are invited to choose a password', async () => {
    const email = `new.admin.${RUN}@example.com`;
    await owner.goto(`${e2e.product.url}/company-users`);
    await owner.getByRole('button', { name: 'Добавить пользователя' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Добавить пользователя' });
    await dialog.locator('label.ui-radio', { hasText: 'Администратор' }).click();
    await dialog.getByRole('textbox', { name: field('E-mail пользователя') }).fill(email);
    await dialog.getByRole('button', { name: 'Пригласить' }).click();
    // No account has the address: the person is named on the spot.
    await dialog.getByRole('group', { name: 'Данные нового человека' }).waitFor();
    await dialog.getByRole('textbox', { name: field('Фамилия') }).fill('Бондар');
    await dialog.getByRole('textbox', { name: field('Имя') }).fill('Анна');
    await dialog.getByRole('textbox', { name: field('Телефон') }).fill('0671234567');
    await dialog.getByText(/^Подтверждаю согласие этого человека/).click();
    await screenshot(owner, 'rights-new-administrator-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Пригласить' }).click();
    const row = owner.getByRole('row').filter({ hasText: email });
    await row.getByText('Администратор').waitFor();
    await row.getByText('Ожидает подтверждения').waitFor();
    await captured(e2e.product.url, email, /company-invitation\?token=/);
  });

  it('the curator ("catalogues") removes a colleague\'s local item in the functionality picker', async () => {
    // The vacancy wizard needs a complete profile: seeded through the API (its screens are company-profile.test.ts's).
    await seedCompanyProfile(e2e.product.url, ownerToken, companyId, RUN);
    const curatorEmail = `catalogues.${RUN}@example.com`;
    // The picker is the vacancy wizard's, which "vacancies" opens.
    await ok(
      '/company/updateUserToCompany',
      { company_id: companyId, email: curatorEmail, s_access_z: ['catalogues', 'vacancies'] },
      ownerToken,
    );
    const page = await signedIn(tokens.get('catalogues')!);
    // The company and department stages are complete: the wizard opens at the position's first step.
    await page.goto(`${e2e.product.url}/add-vacancy`);
    await page.getByRole('heading', { level: 3, name: 'Основное' }).waitFor();
    await choose(page, 'Отдел');
    const categories = (await ok('/get_list_all_position', undefined, ownerToken)).data as Array<{ id: number; name: string }>;
    const shown = (await page.getByRole('button', { name: /Категория функционала$/ }).textContent()) ?? '';
    const category = categories.find((entry) => shown.startsWith(entry.name)) ?? categories[0]!;
    if (shown.includes('Выберите')) await choose(page, 'Категория функционала', category.name);
    await page.getByRole('textbox', { name: 'Или введите новую должность' }).fill(`Куратор ${RUN}`);
    await page.getByRole('button', { name: 'Добавить должность' }).click();
    // The owner's own local item under the category's first catalogue position: a colleague's for the curator.
    const position = (
      (await ok(`/get_list_vacancy?idItem=${category.id}`, undefined, ownerToken)).tl_lists as Array<{ id: number; name: string }>
    )[0]!;
    const item = `Пункт власниці ${RUN}`;
    await ok('/add_new_func', { id_position: position.id, name: item }, ownerToken);
    await page.getByRole('group', { name: 'Функционал', exact: true }).getByRole('button', { name: 'Выбрать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Выбор функционала' });
    await dialog.getByRole('listbox', { name: 'Должности' }).getByRole('option', { name: position.name, exact: true }).click();
    const remove = dialog.getByRole('button', { name: `Удалить пункт коллеги: ${item}` });
    await remove.click();
    await remove.waitFor({ state: 'detached' });
    await screenshot(page, 'rights-curator-picker-1440', { fullPage: false });
    const left = (await ok(`/get_list_func?idItem=${position.id}`, undefined, ownerToken)).data as { local: Array<{ name: string }> };
    expect(left.local.map((entry) => entry.name)).not.toContain(item);
    await page.close();
  });

  it('a draft company: its owner\'s "Перейти к компаниям" leaves it; its deputies see its state in the main shell, and "Пройти верификацию" only with "verification-documents"', async () => {
    await owner.goto(`${e2e.product.url}/company-create`);
    await owner.getByRole('heading', { name: 'Регистрация компании' }).waitFor();
    await owner.getByRole('textbox', { name: field('Название компании') }).fill(DRAFT);
    await owner.getByRole('textbox', { name: field('Код ЕГРПОУ') }).fill(uniqueEdrpou());
    await owner.getByRole('button', { name: 'Далее' }).click();
    await owner.getByRole('heading', { name: 'Администратор компании' }).waitFor();
    await owner.getByText(/^Я принимаю пользовательское соглашение/).click();
    await owner.getByRole('button', { name: 'Сохранить' }).click();
    await owner.getByRole('heading', { name: 'Компания создана' }).waitFor();
    await owner.getByRole('button', { name: 'Перейти к компаниям' }).click();
    await owner.waitForURL(/\/companies$/);
    await owner.getByRole('heading', { level: 1, name: 'Мои компании' }).waitFor();
    // Spec 001 §2: the active company is cleared, so a reload stays on the list.
    await owner.reload();
    await owner.getByRole('heading', { level: 1, name: 'Мои компании' }).waitFor();
    expect(owner.url()).toMatch(/\/companies$/);
    const draftId = (
      (await ok('/company/get_companyList', { sort: 'my' }, ownerToken)).company_list as Array<{ id: string; name: string }>
    ).find((item) => item.name === DRAFT)!.id;

    for (const [key, rights] of [
      ['draftdocs', ['verification-documents']],
      ['draftvacancies', ['vacancies']],
    ] as const) {
      const page = await signedIn(await deputy(key, draftId, [...rights]));
      await page.goto(`${e2e.product.url}/`);
      // Never the owner's onboarding: the main shell with the company's state.
      await page.getByRole('heading', { level: 1, name: /^Здравствуйте/ }).waitFor();
      await page.getByText('Компания ещё не отправлена на верификацию').waitFor();
      const mayVerify = key === 'draftdocs';
      expect(await page.getByRole('button', { name: 'Пройти верификацию' }).count()).toBe(mayVerify ? 1 : 0);
      if (!mayVerify) await page.getByText('Отправить компанию на верификацию могут', { exact: false }).first().waitFor();
      await screenshot(page, `rights-draft-home-${key}-1440`);
      await page.goto(`${e2e.product.url}/my-company`);
      await page.getByRole('heading', { level: 1, name: DRAFT }).waitFor();
      expect(await page.getByRole('button', { name: 'Пройти верификацию' }).count()).toBe(mayVerify ? 1 : 0);
      if (mayVerify) {
        await page.getByRole('button', { name: 'Пройти верификацию' }).click();
        await page.getByRole('heading', { name: 'Верификация компании' }).waitFor();
        await page.getByRole('button', { name: 'Выбрать файлы' }).waitFor();
        await page.getByRole('button', { name: 'Отправить на верификацию' }).waitFor();
      }
      await page.close();
    }
  }, 120_000);
});
