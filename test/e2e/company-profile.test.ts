/// <reference lib="dom" />
// The profiling journey (docs/profiling.md) in a real browser against the built product: the owner of a
// verified company opens New vacancy, fills the five company steps (a Kyiv legal address found by
// typing, a regional office, two departments, the policy file), reloads in the middle and resumes
// at the same step, completes the departments and arrives at the position stage. Screenshots at
// 1440 and 360 px with an axe check each.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, field, seedSession, useE2e } from '../support/e2e.js';
import { uniqueEdrpou } from '../support/edrpou.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { comboboxList, pickOption } from '../support/combobox.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EMAIL = `iryna.profile.${RUN}@example.com`;
const VERIFIER = `olena.verifier.${RUN}@example.com`;
const MEMBER = `petro.member.${RUN}@example.com`;
const DEPUTY = `oksana.deputy.${RUN}@example.com`;
const PASSWORD = 'First-secret-1';
const COMPANY = `ТОВ «Профіль ${RUN}»`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ROOT = resolve(import.meta.dirname, '../..');

describe('company profile and departments in a browser', () => {
  const e2e = useE2e({ seed: true });
  let page: Page;
  let token: string;
  let companyId: string;

  async function shots(name: string) {
    await screenshot(page, `company-profile-${name}-1440`);
    await page.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { what: `${name} to fit 360 px` });
    await screenshot(page, `company-profile-${name}-360`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  /** A react-aria Select: its trigger is named by the label (and the value); the options open in a popover. */
  async function choose(scope: Page | Locator, label: string, option: string | RegExp) {
    await scope
      .getByRole('button', { name: new RegExp(label) })
      .first()
      .click();
    await page
      .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
      .first()
      .click();
  }

  /**
   * City and street found by typing, then the number (spec §5: each waits for the one before). A
   * street with `add` is not in the directory: the field's own last option adds it.
   */
  async function address(
    group: Locator,
    city: { typed: string; name: string },
    street: { typed: string; name: string; add?: boolean },
    number: string,
    scrollWhileOpen = false,
  ) {
    const streetBox = group.getByRole('combobox', { name: field('Улица') });
    expect(await streetBox.isDisabled()).toBe(true);
    const cityBox = group.getByRole('combobox', { name: field('Город') });
    await cityBox.fill(city.typed.slice(0, 2));
    await page.getByText('Введите более 2 символов').waitFor();
    await cityBox.fill(city.typed);
    if (scrollWhileOpen) {
      // The page scrolled while the list is open (a wheel turned to see it, a field scrolled into
      // view as the list opens): the list stays with the field (react-aria closed it, keeping the text).
      const option = (await comboboxList(page, cityBox)).getByRole('option', { name: new RegExp(`^${city.name}`) });
      await option.first().waitFor();
      expect(
        await page.evaluate(() => {
          window.scrollBy(0, 60);
          return window.scrollY;
        }),
      ).toBeGreaterThan(0);
      await waitFor(async () => (await cityBox.getAttribute('aria-expanded')) === 'true' && (await option.count()) > 0, {
        timeoutMs: 5_000,
        what: 'the list open again after the scroll',
      });
    }
    await pickOption(page, cityBox, city.typed, new RegExp(`^${city.name}`), async () => !(await streetBox.isDisabled()));
    const numberBox = group.getByRole('textbox', { name: field('Номер дома') });
    expect(await numberBox.isDisabled()).toBe(true);
    await streetBox.fill(street.typed);
    if (street.add) {
      // The status line is the popover's, beside the list.
      await page.getByText('Нет данных').waitFor();
      await pickOption(
        page,
        streetBox,
        street.typed,
        `Добавить улицу «${street.typed}»`,
        async () => (await streetBox.inputValue()) === street.name && !(await numberBox.isDisabled()),
      );
    } else await pickOption(page, streetBox, street.typed, street.name, async () => !(await numberBox.isDisabled()));
    await waitFor(async () => !(await numberBox.isDisabled()), { what: 'the number to open' });
    await numberBox.fill(number);
  }

  const save = () => page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name }).waitFor();

  beforeAll(async () => {
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, ['dist/src/cli.js', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
        stdio: 'pipe',
      });
    // The street directory is imported apart from the seed; the verifier is made with the CLI.
    cli('catalogue:import-streets', 'data/streets/sample.csv');
    cli('user:create', '--email', VERIFIER, '--role', 'verifier', '--password', PASSWORD);
    const login = await apiCall(e2e.product.url, '/profile/loginUser', { identifier: VERIFIER, password: PASSWORD, remember: true });
    const verifierToken = login.user_data?.token;
    if (typeof verifierToken !== 'string') throw new Error(`verifier login: ${JSON.stringify(login)}`);
    token = await createProfiledUser(e2e.product.url, {
      email: EMAIL,
      password: PASSWORD,
      profile: {
        lname: 'Мельник',
        name: 'Ірина',
        sname: 'Петрівна',
        birth_date: '1988-03-09',
        gender_id: 2,
        phone: `09${String(randomInt(0, 1e8)).padStart(8, '0')}`,
      },
    });
    const created = await apiCall(e2e.product.url, '/company/createCompany', { name: COMPANY, code: uniqueEdrpou() }, token);
    companyId = String((created.company_data as { id: string }).id);
    // Verified the product's way: an extract, sent for verification, the verifier's decision.
    const form = new FormData();
    form.append('company_id', companyId);
    form.append('type', 'edr');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'extract.pdf');
    const uploaded = await fetch(`${e2e.product.url}/api/v2/company/add_verificationFileCompany`, {
      method: 'POST',
      headers: { userToken: token },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    expect(await apiCall(e2e.product.url, '/company/set_statusCompany', { company_id: companyId, status_id: 2 }, token)).toMatchObject({
      ok: true,
    });
    // The verification context hears of the company through the outbox: its case must exist first.
    // The case may exist before it is under consideration (409 until the submission is projected): retry the decision.
    await waitFor(
      async () =>
        (await apiCall(e2e.product.url, '/verifier/setVerificationCompany', { company_id: companyId, verification: 1 }, verifierToken))
          .ok === true,
      { what: 'the verifier decision' },
    );
    expect(await apiCall(e2e.product.url, '/company/loginCompany', { company_id: companyId }, token)).toMatchObject({ ok: true });
    page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, token);
  }, 180_000);

  it('General and Structure: the stage list, the spec messages, departments from the list and a new one', async () => {
    await page.goto(`${e2e.product.url}/add-vacancy`);
    await page.getByRole('heading', { level: 1, name: 'Новая вакансия' }).waitFor();
    const stages = page.getByRole('navigation', { name: 'Этапы профилирования' });
    expect(await stages.locator('[aria-current="step"]').textContent()).toContain('Профиль компании');
    await stepHeading('Общее');
    const nameBox = page.getByRole('textbox', { name: field('Название компании') });
    expect(await nameBox.inputValue()).toBe(COMPANY);
    await shots('general');
    // Renaming the verified company asks first (as the settings page does); Cancel sends nothing.
    await nameBox.fill(`${COMPANY} Нова`);
    await save();
    const reverify = page.getByRole('alertdialog', { name: 'Отправить компанию на повторную верификацию?' });
    await reverify.getByText('Вы изменили название компании.', { exact: false }).waitFor();
    await screenshot(page, 'company-profile-reverify-1440');
    await reverify.getByRole('button', { name: 'Отмена' }).click();
    await reverify.waitFor({ state: 'detached' });
    await stepHeading('Общее');
    expect((await apiCall(e2e.product.url, '/company/get_companyInfo', { company_id: companyId }, token)).company_data).toMatchObject({
      name: COMPANY,
      status: { id: 4 },
    });
    await nameBox.fill(COMPANY);
    await save();

    await stepHeading('Структура');
    await save();
    // The director's surname and first name say the one required text (no 'Введите Фамилию!').
    await waitFor(async () => (await page.getByText('Обязательное поле').count()) >= 2, { what: 'the director marked required' });
    await page.getByRole('textbox', { name: field('Фамилия руководителя') }).fill('Шевченко');
    await page.getByRole('textbox', { name: field('Имя руководителя') }).fill('Тарас');
    await choose(page, 'Количество сотрудников', '11–50');
    for (const department of [{ list: 'Дирекция' }, { name: `Логістика ${RUN}` }]) {
      await page.getByRole('button', { name: 'Добавить отдел' }).click();
      const dialog = page.getByRole('dialog', { name: 'Добавить отдел' });
      if (department.list) await choose(dialog, 'Отдел из списка', department.list);
      else await dialog.getByRole('textbox', { name: 'Или новое название' }).fill(department.name!);
      await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await choose(page, 'Организационная структура', 'Линейная');
    await shots('structure');
    // The departments are the step's until it is saved: a reload asks first, and staying keeps them.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
    );
    await page.reload().catch(() => undefined);
    expect(await asked).toBe('beforeunload');
    await page.getByText(`Логістика ${RUN}`).waitFor();
    await save();
    await page.getByText('Структура компании обновлена').waitFor();
    await stepHeading('Контакты');
  });

  it('Contacts: resumes here after a reload; Kyiv addresses found by typing; a regional office', async () => {
    await page.reload();
    await stepHeading('Контакты');
    await save();
    expect(await page.getByText('Обязательное поле').count()).toBeGreaterThan(0);
    // Kyiv typed in Russian; the actual address in Kharkiv, where the directory has no street:
    // the street is added from the field itself.
    const kyiv = { typed: 'Киев', name: 'Київ' };
    const street = { typed: 'Хрещ', name: 'вулиця Хрещатик' };
    const legal = page.getByRole('group', { name: 'Юридический адрес' });
    await address(legal, { typed: 'Біла Церк', name: 'Біла Церква' }, { typed: 'Шевч', name: 'вулиця Шевченка' }, '1', true);
    // Clearing the chosen city drops its street and number (the street closes again).
    await legal.getByRole('combobox', { name: field('Город') }).fill('');
    await page.keyboard.press('Escape');
    await waitFor(async () => await legal.getByRole('combobox', { name: field('Улица') }).isDisabled(), { what: 'the street to close' });
    await address(legal, kyiv, street, '22');
    const actual = page.getByRole('group', { name: 'Фактический адрес' });
    const newStreet = `вулиця Нова ${RUN}`;
    await address(actual, { typed: 'Харьков', name: 'Харків' }, { typed: newStreet, name: newStreet, add: true }, '5');
    await shots('contacts-new-street');
    // The phone field takes a number typed as +380… whole, no digit lost.
    const tel = page.getByRole('textbox', { name: 'Телефон' }).first();
    await tel.pressSequentially('+380631112233');
    expect(await tel.inputValue()).toBe('+38 (063) 111 22 33');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('nope');
    await save();
    await page.getByText('Невалидный адрес!').waitFor();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`office.${RUN}@example.com`);
    // A social link that is not an address: the dialog does not close on it, and a step save that
    // finds it (the dialog dismissed) opens the dialog on the field again.
    await page.getByRole('button', { name: 'Социальные сети' }).click();
    const socials = page.getByRole('dialog', { name: 'Социальные сети' });
    await socials.getByRole('textbox', { name: 'Facebook' }).fill('not a url');
    await socials.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await socials.getByText('Введите ссылку, начиная с http:// или https://').waitFor();
    await screenshot(page, 'company-profile-socials-invalid-1440', { fullPage: false });
    await page.keyboard.press('Escape');
    await socials.waitFor({ state: 'detached' });
    await save();
    await socials.getByText('Введите ссылку, начиная с http:// или https://').waitFor();
    await socials.getByRole('textbox', { name: 'Facebook' }).fill(`https://facebook.com/profile${RUN}`);
    await socials.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await socials.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Добавить офис' }).click();
    const office = page.getByRole('dialog', { name: 'Региональный офис' });
    await office.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await office.getByText('Обязательное поле').first().waitFor();
    await office.getByRole('textbox', { name: field('Название офиса') }).fill('Офіс Біла Церква');
    const bila = { typed: 'Біла Церк', name: 'Біла Церква' };
    await address(office.getByRole('group', { name: 'Юридический адрес' }), bila, { typed: 'Шевч', name: 'вулиця Шевченка' }, '3');
    await address(
      office.getByRole('group', { name: 'Фактический адрес' }),
      bila,
      { typed: 'Ярослава', name: 'вулиця Ярослава Мудрого' },
      '7',
    );
    await shots('office-modal');
    await office.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await office.waitFor({ state: 'detached' });
    await page.getByText('Офіс Біла Церква').waitFor();
    await shots('contacts');
    await save();
    await page.getByText('Контакты компании обновлены').waitFor();
    await stepHeading('Управление персоналом');
  });

  it('Personnel management and Mission: training on by default, the policy file, then the departments', async () => {
    expect(await page.getByRole('switch', { name: 'Есть обучение и развитие' }).isChecked()).toBe(true);
    await choose(page, 'Этапы отбора', 'Отбор резюме');
    await save();
    await page.getByText('Обязательное поле').waitFor();
    await choose(page, 'Виды обучения', 'Наставничество');
    await page.locator('input[type="file"]').setInputFiles({ name: 'hr-policy.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('link', { name: 'hr-policy.pdf' }).waitFor();
    await shots('management');
    await save();
    await stepHeading('Миссия и ценности');
    await page.getByRole('textbox', { name: 'Миссия' }).fill('Робимо роботу людей зрозумілою.');
    // "Add your own" in the Values list: a local item, selected at once; the same name again is refused.
    const own = `Відкритість ${RUN}`;
    for (const attempt of [1, 2]) {
      await page.getByRole('button', { name: 'Добавить своё значение' }).first().click();
      await page.getByRole('textbox', { name: 'Новое значение списка «Ценности»' }).fill(own);
      await page.getByRole('button', { name: 'Добавить', exact: true }).click();
      if (attempt === 1) await page.getByText(`Значение ${own} добавлено!`).waitFor();
    }
    await page.getByText('Это название уже существует в базе данных').waitFor();
    await page.getByRole('button', { name: 'Отмена' }).click();
    await page.getByRole('list', { name: 'Ценности' }).getByText(own).waitFor();
    await save();
    await page.getByRole('heading', { level: 2, name: 'Профиль отдела' }).waitFor();
    const stages = page.getByRole('navigation', { name: 'Этапы профилирования' });
    expect(await stages.locator('[aria-current="step"]').textContent()).toContain('Профиль отдела');
  });

  it('Departments: both are completed with the company offices, then the position stage', async () => {
    const departmentsNow = async () =>
      (
        (await apiCall(e2e.product.url, `/profiling/get_list_departments?company_id=${companyId}`, undefined, token)).data as {
          tl_lists: Array<{ name: string; category: number | null }>;
        }
      ).tl_lists;
    const categoryBefore = (await departmentsNow()).find((department) => department.name === 'Дирекция')?.category ?? null;
    for (const name of ['Дирекция', `Логістика ${RUN}`]) {
      await page.getByRole('heading', { level: 3, name }).waitFor();
      await page.getByRole('textbox', { name: field('Должность руководителя') }).fill('Керівник');
      await page.getByRole('textbox', { name: field('Фамилия руководителя') }).fill('Коваль');
      await page.getByRole('textbox', { name: field('Имя руководителя') }).fill('Олена');
      await choose(page, 'Адрес отдела', /Хрещатик/);
      if (name === 'Дирекция') {
        // The department's category (docs/profiling.md, "Department category") is chosen from the
        // functionality categories; another one than shown, so the save must carry the choice.
        const trigger = page.getByRole('button', { name: /Категория отдела/ }).first();
        const shown = (await trigger.textContent()) ?? '';
        await trigger.click();
        const options = page.getByRole('option');
        await options.first().waitFor();
        let picked = '';
        for (let i = 0; i < (await options.count()) && !picked; i += 1) {
          const text = ((await options.nth(i).textContent()) ?? '').trim();
          if (text && !shown.includes(text)) {
            picked = text;
            await options.nth(i).click();
          }
        }
        expect(picked).not.toBe('');
        await waitFor(async () => ((await trigger.textContent()) ?? '').includes(picked), { what: 'the chosen category on the select' });
        await shots('department');
      }
      await page.getByRole('button', { name: 'Сохранить отдел' }).click();
      await page.getByText('Отдел сохранён').first().waitFor();
    }
    const categoryAfter = (await departmentsNow()).find((department) => department.name === 'Дирекция')?.category ?? null;
    expect(categoryAfter).not.toBeNull();
    expect(categoryAfter).not.toBe(categoryBefore);
    await waitFor(async () => (await page.getByText('Заполнен', { exact: true }).count()) === 2, {
      what: 'both departments to be complete',
    });
    // A third department, added and then deleted after the confirmation (Cancel first keeps it); only once both saves have answered, a new form is taken.
    const spare = `Тимчасовий ${RUN}`;
    await page.getByRole('button', { name: 'Новый отдел' }).click();
    const modal = page.getByRole('dialog', { name: 'Новый отдел' });
    await modal.getByRole('textbox', { name: 'Название отдела' }).fill(spare);
    await modal.getByRole('button', { name: 'Добавить', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: field('Должность руководителя') }).fill('Керівник');
    await page.getByRole('textbox', { name: field('Фамилия руководителя') }).fill('Бондар');
    await page.getByRole('textbox', { name: field('Имя руководителя') }).fill('Іван');
    // Its address is a new one, in Kyiv, on a street the directory lacks.
    await choose(page, 'Адрес отдела', 'Новый адрес');
    const spareStreet = `вулиця Тимчасова ${RUN}`;
    await address(
      page.getByRole('group', { name: 'Новый адрес' }),
      { typed: 'Київ', name: 'Київ' },
      { typed: spareStreet, name: spareStreet, add: true },
      '7',
    );
    await screenshot(page, 'company-profile-department-new-address-1440');
    await page.getByRole('button', { name: 'Сохранить отдел' }).click();
    const departments = page.getByRole('list', { name: 'Отделы' });
    await departments.getByRole('button', { name: spare, exact: true }).waitFor();
    const confirm = page.getByRole('alertdialog', { name: 'Удалить отдел?' });
    await page.getByRole('button', { name: `Удалить отдел: ${spare}` }).click();
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Удалить отдел: ${spare}` }).click();
    await confirm.getByText(`Отдел «${spare}» будет удалён`, { exact: false }).waitFor();
    await screenshot(page, 'company-profile-department-remove-1440');
    await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
    await page.getByText(`Отдел «${spare}» удалён`).waitFor();
    await departments.getByRole('button', { name: spare, exact: true }).waitFor({ state: 'detached' });
    expect(await departments.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByRole('heading', { level: 2, name: 'Профиль должности' }).waitFor();
    await shots('position');
  });

  it('an ordinary member (role user) reads every step of the profile, with no Save; the API refuses their write with 403', async () => {
    const memberToken = await createProfiledUser(e2e.product.url, {
      email: MEMBER,
      password: PASSWORD,
      profile: {
        lname: 'Гончар',
        name: 'Петро',
        sname: 'Іванович',
        birth_date: '1990-05-17',
        gender_id: 1,
        phone: `09${String(randomInt(0, 1e8)).padStart(8, '0')}`,
      },
    });
    expect(
      await apiCall(e2e.product.url, '/company/addUserToCompany', { company_id: companyId, email: MEMBER, s_access_z: [] }, token),
    ).toMatchObject({ ok: true });
    const [, invitation] = await captured(e2e.product.url, MEMBER, /company-invitation\?token=([^\s"<>]+)/);
    expect(await apiCall(e2e.product.url, '/company/confirmMembership', { token: decodeURIComponent(invitation!) })).toMatchObject({
      ok: true,
    });
    expect(await apiCall(e2e.product.url, '/company/loginCompany', { company_id: companyId }, memberToken)).toMatchObject({ ok: true });

    const write = await fetch(`${e2e.product.url}/api/v2/profiling/set_company_info/general`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', userToken: memberToken },
      body: JSON.stringify({ company_id: companyId, name: COMPANY, services: 'Чужі послуги' }),
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ ok: false, code: 'COMPANY_FORBIDDEN' });

    const reader = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await reader.addInitScript((value) => localStorage.setItem('token', value), memberToken);
    await reader.goto(`${e2e.product.url}/add-vacancy`);
    const view = reader.getByRole('region', { name: 'Профиль компании' });
    await view.getByText('Вы можете только просматривать его.', { exact: false }).waitFor();
    // The saved data of every step: structure, contacts, personnel management and mission.
    for (const saved of [
      COMPANY,
      'Шевченко Тарас',
      `Логістика ${RUN}`,
      'Линейная',
      'вулиця Хрещатик, 22',
      'Офіс Біла Церква',
      'Отбор резюме',
      'Наставничество',
      'hr-policy.pdf',
      'Робимо роботу людей зрозумілою.',
      `Відкритість ${RUN}`,
    ]) {
      await view.getByText(saved, { exact: false }).first().waitFor();
    }
    expect(await reader.getByRole('button', { name: /Сохранить/ }).count()).toBe(0);
    await screenshot(reader, 'company-profile-read-only-1440');
  });

  it('a deputy given "Управление профилем компании" edits the profile: the mission is saved, General and the HR files are not theirs', async () => {
    const person = { last: 'Ткач', first: 'Оксана' };
    expect(
      await apiCall(
        e2e.product.url,
        '/company/add_company_deputy',
        {
          company_id: companyId,
          deputies: [
            {
              last_name: person.last,
              first_name: person.first,
              tel: `+38067${String(randomInt(0, 1e7)).padStart(7, '0')}`,
              email: DEPUTY,
              password: PASSWORD,
              confirm: PASSWORD,
              s_access_z: ['company-profile'],
            },
          ],
        },
        token,
      ),
    ).toMatchObject({ ok: true });
    const [, invitation] = await captured(e2e.product.url, DEPUTY, /company-invitation\?token=([^\s"<>]+)/);
    // The deputy's account was made for the invitation: its password is the one the deputy chooses on the link.
    expect(
      await apiCall(e2e.product.url, '/company/confirmMembership', {
        token: decodeURIComponent(invitation!),
        password: PASSWORD,
        confirm: PASSWORD,
      }),
    ).toMatchObject({ ok: true });
    const login = await apiCall(e2e.product.url, '/profile/loginUser', { identifier: DEPUTY, password: PASSWORD, remember: true });
    const deputyToken = String(login.user_data?.token ?? '');
    expect(
      await apiCall(
        e2e.product.url,
        '/profile/profileCreate',
        {
          lname: person.last,
          name: person.first,
          sname: '',
          birth_date: '1991-04-12',
          gender_id: 2,
          phone: `09${String(randomInt(0, 1e8)).padStart(8, '0')}`,
        },
        deputyToken,
      ),
    ).toMatchObject({ ok: true });
    expect(await apiCall(e2e.product.url, '/company/loginCompany', { company_id: companyId }, deputyToken)).toMatchObject({ ok: true });
    // The right opens the profile's steps and nothing else: not the registration data, not departments.
    expect(
      await apiCall(
        e2e.product.url,
        '/profiling/set_company_info/general',
        { company_id: companyId, name: COMPANY, services: 'Інше' },
        deputyToken,
      ),
    ).toMatchObject({ ok: false, code: 'COMPANY_FORBIDDEN' });

    const deputy = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await deputy.addInitScript((value) => localStorage.setItem('token', value), deputyToken);
    await deputy.goto(`${e2e.product.url}/add-vacancy`);
    // The company stage is complete: the wizard resumes at the departments; Back opens Mission.
    await deputy.getByRole('heading', { level: 2, name: 'Профиль отдела' }).waitFor();
    await deputy.getByRole('button', { name: 'Назад', exact: true }).first().click();
    await deputy.getByRole('heading', { level: 2, name: 'Миссия и ценности' }).waitFor();
    const mission = 'Допомагаємо людям знайти свою справу.';
    await deputy.getByRole('textbox', { name: 'Миссия' }).fill(mission);
    await screenshot(deputy, 'company-profile-deputy-mission-1440');
    await deputy.getByRole('button', { name: 'Сохранить и продолжить' }).click();
    await deputy.getByRole('heading', { level: 2, name: 'Профиль отдела' }).waitFor();
    const saved = await apiCall(e2e.product.url, '/profiling/get_company_info', { company_id: companyId }, token);
    expect((saved.company_info as { mission: string }).mission).toBe(mission);
    // Back to Personnel management: theirs to save, but the HR policy files are the "hr-documents" right's.
    await deputy.getByRole('button', { name: 'Назад' }).first().click();
    await deputy.getByRole('heading', { level: 2, name: 'Миссия и ценности' }).waitFor();
    await deputy.getByRole('button', { name: 'Назад' }).first().click();
    await deputy.getByRole('heading', { level: 2, name: 'Управление персоналом' }).waitFor();
    await deputy.getByRole('link', { name: 'hr-policy.pdf' }).waitFor();
    expect(await deputy.getByRole('button', { name: 'Загрузить файл' }).count()).toBe(0);
    expect(await deputy.getByText('Ваши права не открывают изменение этого шага', { exact: false }).count()).toBe(0);
    await screenshot(deputy, 'company-profile-deputy-management-1440');
  });
});
