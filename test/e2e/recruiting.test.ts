/// <reference lib="dom" />
// The hiring journey (docs/recruiting.md) in a real browser against the built product. A verified
// company with a published vacancy and a "Звонок" step (seeded through the API, the CLI and the
// vacancy helper, not clicked): its owner adds a candidate from home's "Добавить кандидата" to the
// vacancy, adds the same e-mail again and is told it went to the existing candidate, opens the
// vacancy's board from the vacancy list, moves the card to "Звонок" by keyboard (react-aria's
// drag and drop: to the card's handle with the arrows, Enter lifts it, Enter drops it on the column
// offered first, the next one), and rejects a second candidate
// with the letter filled from its template, edited and sent now (it reaches the candidate). A
// deputy with "candidates-view" alone sees the menu's "Подбор персонала" and the board but no
// control that changes anything. Then the candidate's page and its dialogs in ru, uk and en, each
// scanned by axe while open (edit, add to a vacancy, export, erase, merge with another record, the
// board's reject dialog — once stale: a colleague moved the card meanwhile —, the vacancy's close
// question), another CV uploaded and read in the file viewer, and the two records merged.
// The owner also plans an interview from the board card (react-aria's date field typed by keyboard)
// and finds it in home's month calendar, whose day list opens by keyboard; the calendar and the
// meeting dialog are swept in three languages. Screenshots with an axe check on every screen.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type { Page } from 'playwright-core';
import { migrationsList } from '../../migrations/index.js';
import { allEntities } from '../../src/app.entities.js';
import { createOrmConfig } from '../../src/shared/database/orm-config.js';
import { samplePdf } from '../../src/company/demo/sample-extract.js';
import { say, switchLanguage, type Language } from '../support/locale-texts.js';
import { screenshot } from '../support/browser.js';
import { axeViolations, describeViolations } from '../support/a11y.js';
import { inThreeLanguages, rawKeys } from '../support/languages.js';
import { apiCall, captured, createProfiledUser, field, seedSession, useE2e } from '../support/e2e.js';
import { uniqueEdrpou } from '../support/edrpou.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { storedVacancy } from '../support/vacancies.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Hiring-secret-1';
const COMPANY = `ТОВ «Підбір ${RUN}»`;
const OWNER = `olha.hiring.${RUN}@example.com`;
const VIEWER = `vira.viewer.${RUN}@example.com`;
const VERIFIER = `ivan.verifier.${RUN}@example.com`;
const VACANCY = `Бухгалтер ${RUN}`;
const CANDIDATE = { name: 'Олена', lname: `Коваль${RUN}`, email: `olena.${RUN}@example.com` };
const SECOND = { name: 'Петро', lname: `Бондар${RUN}`, email: `petro.${RUN}@example.com` };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ROOT = resolve(import.meta.dirname, '../..');
/** The same person entered again with a phone only: no duplicate by contact, a record to merge. */
const TWIN = { name: CANDIDATE.name, lname: CANDIDATE.lname, phone: '+380671234567' };
/** Tomorrow in Kyiv (the company's zone), YYYY-MM-DD: the interview's day, ahead whatever the hour. */
const TOMORROW = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(Date.now() + 24 * 3600_000));

describe('recruiting: candidates added from home, moved on the board by keyboard, rejected with a letter', () => {
  const e2e = useE2e({ seed: true });
  let ownerToken: string;
  let viewerToken: string;
  let companyId: string;
  let vacancyId: string;
  let owner: Page;

  const call = (path: string, body?: unknown, token?: string) => apiCall(e2e.product.url, path, body, token);
  const ok = async (path: string, body: unknown, token: string) => {
    const answer = await call(path, body, token);
    if (!answer.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const profile = (name: string) => ({
    lname: 'Шевченко',
    name,
    sname: '',
    birth_date: '1990-05-17',
    gender_id: 2,
    phone: `09${String(randomInt(0, 1e8)).padStart(8, '0')}`,
  });

  async function signedIn(token: string): Promise<Page> {
    const page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, token);
    return page;
  }

  beforeAll(async () => {
    execFileSync(process.execPath, ['dist/src/cli.js', 'user:create', '--email', VERIFIER, '--role', 'verifier', '--password', PASSWORD], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
    const verifierToken = String(
      (await call('/profile/loginUser', { identifier: VERIFIER, password: PASSWORD, remember: true })).user_data?.token ?? '',
    );
    ownerToken = await createProfiledUser(e2e.product.url, { email: OWNER, password: PASSWORD, profile: profile('Ольга') });
    companyId = String(
      ((await ok('/company/createCompany', { name: COMPANY, code: uniqueEdrpou() }, ownerToken)).company_data as { id: string }).id,
    );
    const form = new FormData();
    form.append('company_id', companyId);
    form.append('type', 'edr');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'extract.pdf');
    const uploaded = await fetch(`${e2e.product.url}/api/v2/company/add_verificationFileCompany`, {
      method: 'POST',
      headers: { userToken: ownerToken },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    await ok('/company/set_statusCompany', { company_id: companyId, status_id: 2 }, ownerToken);
    await waitFor(
      async () => (await call('/verifier/setVerificationCompany', { company_id: companyId, verification: 1 }, verifierToken)).ok === true,
      { what: 'the verifier decision', timeoutMs: 60_000 },
    );
    const ownerId = String((await call('/profile/get_userInfo', undefined, ownerToken)).user_data?.id ?? '');
    // A published vacancy stored directly: the wizard's saves are the positions journey's.
    const orm = await MikroORM.init(createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: allEntities, migrations: migrationsList }));
    try {
      const app = { get: () => orm } as unknown as INestApplicationContext;
      vacancyId = (await storedVacancy(app, companyId, ownerId, { status: 'published', name: VACANCY })).id;
    } finally {
      await orm.close(true);
    }
    await ok('/recruiting/set_stages', { company_id: companyId, stages: [{ name: 'Звонок' }] }, ownerToken);
    // The second candidate, to be rejected, and the viewer: through the API.
    await ok(
      '/recruiting/add_candidate',
      { company_id: companyId, ...SECOND, source: 'job-site', tags: ['1С'], vacancy_id: vacancyId },
      ownerToken,
    );
    viewerToken = await createProfiledUser(e2e.product.url, { email: VIEWER, password: PASSWORD, profile: profile('Віра') });
    await ok(
      '/company/addUserToCompany',
      { company_id: companyId, email: VIEWER, role: 'deputy', s_access_z: ['candidates-view'] },
      ownerToken,
    );
    const [, invite] = await captured(e2e.product.url, VIEWER, /company-invitation\?token=([^\s"<>]+)/);
    await ok('/company/confirmMembership', { token: decodeURIComponent(invite!) }, '');
    await ok('/company/loginCompany', { company_id: companyId }, viewerToken);
    await ok('/company/loginCompany', { company_id: companyId }, ownerToken);
    owner = await signedIn(ownerToken);
  }, 300_000);

  it('adds a candidate to the vacancy from home, then the same e-mail attaches to them', async () => {
    await owner.goto(`${e2e.product.url}/`);
    await owner.getByRole('button', { name: 'Добавить кандидата' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Новый кандидат' });
    await dialog.getByRole('textbox', { name: field('Имя') }).fill(CANDIDATE.name);
    await dialog.getByRole('textbox', { name: field('Фамилия') }).fill(CANDIDATE.lname);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(CANDIDATE.email);
    await dialog.getByRole('textbox', { name: 'Теги' }).fill('java, удалённо');
    await dialog.getByRole('button', { name: /Добавить на вакансию/ }).click();
    await owner.getByRole('option', { name: VACANCY }).click();
    await dialog.getByText('Кандидат согласен на обработку персональных данных').click();
    await screenshot(owner, 'recruiting-add-1440');
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    await dialog.getByText(`Кандидат ${CANDIDATE.name} ${CANDIDATE.lname} добавлен.`).waitFor();
    await dialog.getByRole('button', { name: 'Добавить ещё' }).click();
    await dialog.getByRole('textbox', { name: field('Имя') }).fill(CANDIDATE.name);
    await dialog.getByRole('textbox', { name: field('Фамилия') }).fill(CANDIDATE.lname);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(CANDIDATE.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    await dialog.getByText(/данные добавлены к существующему кандидату/).waitFor();
    await screenshot(owner, 'recruiting-duplicate-1440');
    // The candidate's page: the application to the vacancy, and a note that mentions a colleague.
    await dialog.getByRole('link', { name: 'Открыть карточку кандидата' }).click();
    await owner.getByRole('heading', { level: 1, name: `${CANDIDATE.name} ${CANDIDATE.lname}` }).waitFor();
    await owner.getByRole('link', { name: VACANCY }).waitFor();
    // "@" offers the colleagues by name (the list follows the text field): typed, chosen by keyboard.
    const note = owner.getByRole('textbox', { name: 'Новая заметка' });
    await note.click();
    await owner.keyboard.type('Сильный кандидат, стоит позвонить. @Ві');
    const offered = owner.getByRole('listbox', { name: 'Коллеги' }).getByRole('option', { name: /^@.*Віра/ });
    await offered.waitFor();
    expect(await note.getAttribute('aria-activedescendant')).toBe(await offered.getAttribute('id'));
    await screenshot(owner, 'recruiting-mention-1440');
    await owner.keyboard.press('Enter');
    await waitFor(async () => /позвонить\. @\S+ Віра $/.test(await note.inputValue()), { what: 'the mention inserted' });
    await owner.keyboard.type('глянь резюме');
    await owner.getByRole('button', { name: 'Добавить заметку' }).click();
    const saved = owner.getByRole('listitem').filter({ hasText: 'Сильный кандидат, стоит позвонить' });
    await saved.filter({ hasText: /упомянуты: .*Віра/ }).waitFor();
    await screenshot(owner, 'recruiting-candidate-1440');
  });

  it('opens the board from the vacancy list and moves the card by keyboard', async () => {
    await owner.goto(`${e2e.product.url}/vacancies`);
    await owner.getByRole('link', { name: `Кандидаты вакансии «${VACANCY}»` }).click();
    await owner.getByRole('heading', { level: 1, name: `Кандидаты: ${VACANCY}` }).waitFor();
    const name = `${CANDIDATE.name} ${CANDIDATE.lname}`;
    await owner.getByRole('link', { name }).waitFor();
    await screenshot(owner, 'recruiting-board-1440');
    // The card's row, then its handle (arrow keys move within a grid's row), Enter to lift it.
    await owner.getByRole('row', { name }).focus();
    await owner.keyboard.press('ArrowRight');
    await owner.keyboard.press('Enter');
    // Lifted, the card is offered the next column first ("Звонок"; Tab would go on to "Принят"):
    // once that target has the focus, Enter drops it there.
    await waitFor(() => owner.evaluate(() => document.activeElement?.closest('[role="grid"]')?.getAttribute('aria-label') === 'Звонок'), {
      what: 'the "Звонок" column offered as the drop target',
    });
    await owner.keyboard.press('Enter');
    await owner
      .getByRole('status')
      .filter({ hasText: `${name}: теперь в этапе «Звонок».` })
      .waitFor();
    const call = owner.getByRole('region', { name: /^Звонок/ });
    await call.getByRole('link', { name }).waitFor();
  });

  it('plans an interview from the board card: the card shows it, the candidate gets the invitation', async () => {
    const name = `${CANDIDATE.name} ${CANDIDATE.lname}`;
    const since = Date.now();
    await owner.getByRole('button', { name: `Назначить интервью: ${name}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Назначить интервью' });
    expect(await dialog.getByRole('textbox', { name: field('Название') }).inputValue()).toBe(`Интервью: ${name}`);
    // Tomorrow in the company's zone, typed into react-aria's date segments (day, month, year in Russian).
    await dialog.getByRole('spinbutton').first().focus();
    await owner.keyboard.type(TOMORROW.split('-').reverse().join(''));
    const [year, month, dayOfMonth] = TOMORROW.split('-');
    await waitFor(
      async () =>
        ((await dialog.locator('.recruiting-date').first().textContent()) ?? '').replace(/\D/g, '') === `${dayOfMonth}${month}${year}`,
      { what: 'the typed day' },
    );
    await dialog.getByRole('textbox', { name: field('Ссылка на видеовстречу') }).fill('https://meet.example.com/kadry');
    await dialog.getByRole('checkbox', { name: /Пригласить кандидата/ }).waitFor({ state: 'attached' });
    await screenshot(owner, 'recruiting-meeting-1440');
    await dialog.getByRole('button', { name: 'Сохранить и разослать приглашения' }).click();
    await dialog.waitFor({ state: 'detached' });
    await owner
      .getByRole('row', { name })
      .getByText(/^Ближайшее интервью:/)
      .waitFor();
    await captured(e2e.product.url, CANDIDATE.email, /приглашает вас на встречу «Интервью: /, since);
  });

  it('rejects the second candidate with the letter from its template, edited and sent now', async () => {
    const name = `${SECOND.name} ${SECOND.lname}`;
    const since = Date.now();
    await owner.getByRole('button', { name: `Отказать: ${name}` }).click();
    const dialog = owner.getByRole('dialog', { name: `Отказ: ${name}` });
    await dialog.getByRole('button', { name: /Причина/ }).click();
    await owner
      .getByRole('option', { name: /^Наша: / })
      .first()
      .click();
    await dialog.getByRole('button', { name: /Наша: / }).waitFor();
    const body = dialog.getByRole('textbox', { name: 'Текст письма' });
    await waitFor(async () => (await body.inputValue()).trim() !== '', { what: 'the letter from its template' });
    await body.fill(`${await body.inputValue()}\n\nУдачи, ${SECOND.name}!`);
    await screenshot(owner, 'recruiting-reject-1440');
    await dialog.getByRole('button', { name: 'Отказать' }).click();
    await dialog.waitFor({ state: 'detached' });
    await owner
      .getByRole('region', { name: /^Отказ/ })
      .getByRole('link', { name })
      .waitFor();
    await captured(e2e.product.url, SECOND.email, new RegExp(`Удачи, ${SECOND.name}!`), since);
  });

  it("edits the company's stage template and the recruiting settings, reached from the company menu, in three languages", async () => {
    await owner.goto(`${e2e.product.url}/`);
    await owner.getByRole('button', { name: `Компания: ${COMPANY}` }).click();
    await owner.getByRole('menuitem', { name: 'Настройки подбора' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Настройки подбора' }).waitFor();
    const steps = owner.getByRole('grid', { name: 'Этапы между ними' });
    await steps.getByRole('row', { name: 'Звонок' }).waitFor();
    const status = (text: string) => owner.getByRole('status').filter({ hasText: text }).waitFor();
    // Added, moved up by keyboard (the button, Enter), renamed, and a second one added and removed.
    await owner.getByRole('textbox', { name: 'Новый этап' }).fill('Интервью');
    await owner.getByRole('button', { name: 'Добавить этап' }).click();
    await status('Этап «Интервью» добавлен.');
    await owner.getByRole('button', { name: 'Выше: Интервью' }).focus();
    await owner.keyboard.press('Enter');
    await status('Этап «Интервью» перемещён.');
    await waitFor(async () => (await steps.locator('.recruiting-stage__name').allTextContents())[0] === 'Интервью', {
      what: '"Интервью" first among the steps',
    });
    await owner.getByRole('button', { name: 'Переименовать этап: Интервью' }).click();
    const rename = owner.getByRole('textbox', { name: 'Новое название этапа «Интервью»' });
    await rename.fill('Собеседование');
    await owner.keyboard.press('Enter');
    await status('Этап переименован: «Собеседование».');
    await owner.getByRole('textbox', { name: 'Новый этап' }).fill('собеседование');
    await owner.getByRole('button', { name: 'Добавить этап' }).click();
    await owner.getByText('Такой этап уже есть').waitFor();
    await owner.getByRole('textbox', { name: 'Новый этап' }).fill('Тестовое задание');
    await owner.getByRole('button', { name: 'Добавить этап' }).click();
    await status('Этап «Тестовое задание» добавлен.');
    await owner.getByRole('button', { name: 'Удалить этап: Тестовое задание' }).click();
    await status('Этап «Тестовое задание» удалён.');
    expect(await steps.locator('.recruiting-stage__name').allTextContents()).toEqual(['Собеседование', 'Звонок']);
    // The settings: a number outside the limits is refused in the member's language, then saved.
    const staleDays = owner.getByRole('textbox', { name: field('Дней без движения до задачи') });
    expect(await staleDays.inputValue()).toBe('5');
    await staleDays.fill('0');
    await owner.getByRole('button', { name: 'Сохранить' }).click();
    await owner.getByText('Целое число от 1 до 90').waitFor();
    await staleDays.fill('7');
    await owner.getByRole('button', { name: 'Сохранить' }).click();
    await status('Настройки сохранены.');
    const stored = await ok('/recruiting/get_recruiting_settings', { company_id: companyId }, ownerToken);
    expect(stored.settings).toEqual({ stale_days: 7, retention_months: 24, time_zone: 'Europe/Kyiv' });
    await inThreeLanguages(owner, 'recruiting-settings', {
      ready: (p) => p.getByRole('grid').getByRole('row', { name: 'Собеседование' }),
      data: ['Собеседование', 'Звонок', COMPANY, 'Ольга', 'Шевченко', 'ОШ'],
    });
  });

  it('gives the vacancy its own stages from its board, and says why a stage with a candidate on it stays', async () => {
    await owner.goto(`${e2e.product.url}/personne/vacancy/${vacancyId}`);
    await owner.getByRole('heading', { level: 1, name: `Кандидаты: ${VACANCY}` }).waitFor();
    await owner.getByRole('button', { name: 'Этапы вакансии' }).click();
    const dialog = owner.getByRole('dialog', { name: `Этапы вакансии «${VACANCY}»` });
    await dialog.getByRole('row', { name: /^Звонок/ }).waitFor();
    await dialog.getByRole('button', { name: 'Удалить этап: Звонок' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Этап «Звонок» нельзя удалить: на нём 1 кандидат. Сначала переместите его карточку в другой этап.' })
      .waitFor();
    await dialog.getByRole('textbox', { name: 'Новый этап' }).fill('Оффер');
    await dialog.getByRole('button', { name: 'Добавить этап' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Этап «Оффер» добавлен.' }).waitFor();
    await screenshot(owner, 'recruiting-vacancy-stages-1440');
    await dialog.getByRole('button', { name: 'Закрыть', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    // The board read itself again: the vacancy's new column, the template's "Собеседование" not on it.
    await owner.getByRole('region', { name: /^Оффер/ }).waitFor();
    expect(await owner.getByRole('region', { name: /^Собеседование/ }).count()).toBe(0);
  });

  it("adds a task from home for a candidate found by typing in the dialog's candidate field", async () => {
    await owner.goto(`${e2e.product.url}/`);
    await owner.getByRole('button', { name: 'Добавить задачу' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Новая задача' });
    await dialog.getByRole('textbox', { name: field('Задача') }).fill('Позвонить Олене');
    const picker = dialog.getByRole('combobox', { name: 'Кандидат' });
    await picker.click();
    await picker.pressSequentially(CANDIDATE.lname.slice(0, 9));
    // The newest candidates first, then (after the pause) only those the text finds.
    await waitFor(async () => (await owner.getByRole('option').allTextContents()).length === 1, { what: 'the search answered' });
    await owner.getByRole('option', { name: new RegExp(CANDIDATE.lname) }).waitFor();
    await screenshot(owner, 'recruiting-task-picker-1440');
    await owner.keyboard.press('ArrowDown');
    await owner.keyboard.press('Enter');
    await waitFor(async () => (await picker.inputValue()) === `${CANDIDATE.name} ${CANDIDATE.lname}`, { what: 'the candidate picked' });
    await picker.fill('нет такого кандидата');
    await owner.getByRole('status').filter({ hasText: 'Никого не нашли.' }).waitFor();
    await picker.fill('');
    await picker.pressSequentially(CANDIDATE.email.slice(0, 12));
    await owner.getByRole('option', { name: new RegExp(CANDIDATE.lname) }).click();
    await dialog.getByRole('button', { name: 'Добавить задачу' }).click();
    await dialog.waitFor({ state: 'detached' });
    const tasks = (await ok('/recruiting/get_tasks', { company_id: companyId, mine: true }, ownerToken)).tasks as Array<{
      title: string;
      candidate: { lname: string } | null;
    }>;
    expect(tasks.find((task) => task.title === 'Позвонить Олене')?.candidate?.lname).toBe(CANDIDATE.lname);
  });

  it('shows the vacancy stages dialog, the task search and the mention list in Ukrainian and English, axe clean', async () => {
    const candidateId = String(
      (
        (await ok('/recruiting/get_candidates', { company_id: companyId, query: CANDIDATE.email }, ownerToken)).candidates as Array<{
          id: string;
        }>
      )[0]?.id,
    );
    const WORDS = {
      uk: {
        switcher: 'Мова',
        option: 'Українська',
        stages: 'Етапи вакансії',
        task: 'Додати завдання',
        note: 'Нова нотатка',
        list: 'Колеги',
      },
      en: { switcher: 'Language', option: 'English', stages: 'Vacancy stages', task: 'Add task', note: 'New note', list: 'Colleagues' },
    };
    /** Every axe finding fails (moderate ones too), and no text is a raw i18n key. */
    const clean = async (screen: string) => {
      const violations = await axeViolations(owner);
      if (violations.length > 0) throw new Error(`axe on "${screen}":\n${describeViolations(violations)}`);
      expect([screen, await rawKeys(owner)]).toEqual([screen, []]);
      await screenshot(owner, screen);
    };
    let from: keyof typeof WORDS | 'ru' = 'ru';
    const switchTo = async (to: 'ru' | 'uk' | 'en', option: string) => {
      const switcher = { ru: 'Язык', uk: 'Мова', en: 'Language' }[from];
      await owner
        .getByRole('button', { name: new RegExp(`${switcher}$`) })
        .first()
        .click();
      await owner.getByRole('option', { name: option }).click();
      await waitFor(() => owner.evaluate((lang) => document.documentElement.lang === lang, to), { what: `the page in ${to}` });
      from = to;
    };
    for (const lang of ['uk', 'en'] as const) {
      const words = WORDS[lang];
      await owner.goto(`${e2e.product.url}/personne/vacancy/${vacancyId}`);
      await switchTo(lang, words.option);
      await owner.getByRole('button', { name: words.stages }).click();
      await owner
        .getByRole('dialog')
        .getByRole('row', { name: /^Звонок/ })
        .waitFor();
      await clean(`recruiting-vacancy-stages-${lang}`);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });
      await owner.goto(`${e2e.product.url}/`);
      await owner.getByRole('button', { name: words.task }).first().click();
      const picker = owner.getByRole('dialog').getByRole('combobox');
      await picker.click();
      await picker.pressSequentially(CANDIDATE.lname.slice(0, 9));
      await waitFor(async () => (await owner.getByRole('option').allTextContents()).length === 1, { what: 'the search answered' });
      await clean(`recruiting-task-picker-${lang}`);
      await owner.keyboard.press('Escape');
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });
      await owner.goto(`${e2e.product.url}/personne/candidate/${candidateId}`);
      await owner.getByRole('textbox', { name: words.note }).click();
      await owner.keyboard.type('@');
      await owner.getByRole('listbox', { name: words.list }).getByRole('option').first().waitFor();
      await clean(`recruiting-mention-${lang}`);
      await owner.keyboard.press('Escape');
    }
    await switchTo('ru', 'Русский');
  });

  it('shows the meeting in home’s month calendar: the day says so, Enter opens a day’s list, in three languages', async () => {
    await owner.goto(`${e2e.product.url}/?day=${TOMORROW}`);
    const calendar = owner.getByRole('grid');
    const day = calendar.locator(`[data-iso="${TOMORROW}"]`);
    await waitFor(async () => /1 встреча/.test((await day.getAttribute('aria-label')) ?? ''), { what: 'the meeting on its day' });
    await owner
      .getByRole('region', { name: /^[А-Яа-яё]+, / })
      .getByText('10:00–11:00')
      .waitFor();
    await owner.getByRole('link', { name: `Интервью: ${CANDIDATE.name} ${CANDIDATE.lname}` }).waitFor();
    // The keyboard, as react-aria's Calendar: the next day, Enter opens its list (nothing on it).
    await day.focus();
    await owner.keyboard.press('ArrowRight');
    await owner.keyboard.press('Enter');
    await owner.getByText('Ни встреч, ни задач').waitFor();
    await owner.keyboard.press('ArrowLeft');
    await owner.keyboard.press('Enter');
    await owner.getByText('10:00–11:00').waitFor();
    await inThreeLanguages(owner, 'home-calendar', {
      ready: (p) => p.getByRole('grid'),
      data: [CANDIDATE.name, CANDIDATE.lname, 'Позвонить Олене', COMPANY, VACANCY, 'Интервью', 'Ольга', 'Віра', 'Шевченко', 'ОШ'],
      popover: {
        open: (p) => p.getByRole('button', { name: 'Добавить встречу' }).click(),
        shown: (p) => p.getByRole('dialog', { name: 'Новая встреча' }),
      },
    });
  });

  it('cancels the interview from the candidate’s page after a question; the candidate is told', async () => {
    const since = Date.now();
    await owner.getByRole('link', { name: `Интервью: ${CANDIDATE.name} ${CANDIDATE.lname}` }).click();
    await owner.getByRole('heading', { level: 1, name: `${CANDIDATE.name} ${CANDIDATE.lname}` }).waitFor();
    await owner.getByText(/^Ближайшее интервью:/).waitFor();
    // "Изменить" opens the meeting dialog prefilled; saving goes through update_meeting.
    const title = `Интервью: ${CANDIDATE.name} ${CANDIDATE.lname}`;
    await owner.getByRole('button', { name: `Изменить: ${title}` }).click();
    const change = owner.getByRole('dialog', { name: 'Изменить встречу' });
    expect(await change.getByRole('textbox', { name: field('Название') }).inputValue()).toBe(title);
    const link = change.getByRole('textbox', { name: field('Ссылка на видеовстречу') });
    expect(await link.inputValue()).toBe('https://meet.example.com/kadry');
    await link.fill('https://meet.example.com/kadry-2');
    await change.getByRole('button', { name: 'Сохранить и разослать приглашения' }).click();
    await change.waitFor({ state: 'detached' });
    await captured(e2e.product.url, CANDIDATE.email, /kadry-2/, since);
    await owner.getByRole('button', { name: 'Отменить интервью' }).click();
    const question = owner.getByRole('alertdialog', { name: 'Отменить интервью?' });
    await screenshot(owner, 'recruiting-meeting-cancel-1440');
    await question.getByRole('button', { name: 'Отменить и сообщить участникам' }).click();
    await question.waitFor({ state: 'detached' });
    await waitFor(async () => (await owner.getByText(/^Ближайшее интервью:/).count()) === 0, { what: 'the interview gone from the page' });
    await captured(e2e.product.url, CANDIDATE.email, /Встреча «Интервью: [^»]+» \(.+\) отменена/, since);
  });

  it('asks the interviewer for a scorecard of an interview that ended, hides the colleague’s until then, sums them up, in three languages', async () => {
    const candidateId = decodeURIComponent(new URL(owner.url()).pathname.split('/').pop()!);
    const board = await ok('/recruiting/get_board', { company_id: companyId, vacancy_id: vacancyId }, ownerToken);
    const stages = board.stages as Array<{ applications: Array<{ id: string; candidate: { id: string } }> }>;
    const applicationId = stages.flatMap((stage) => stage.applications).find((item) => item.candidate.id === candidateId)!.id;
    const viewerId = String((await call('/profile/get_userInfo', undefined, viewerToken)).user_data?.id ?? '');
    const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    const added = await ok(
      '/recruiting/add_meeting',
      {
        company_id: companyId,
        title: 'Техническое интервью',
        starts_at: at(30),
        ends_at: at(31),
        link: 'https://meet.example.com/t',
        participant_ids: [viewerId],
        application_id: applicationId,
      },
      ownerToken,
    );
    const meetingId = (added.meeting as { id: string }).id;
    // It ended an hour ago: moved back in the database (the API plans only what is ahead).
    const orm = await MikroORM.init(createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: allEntities, migrations: migrationsList }));
    try {
      await orm.em
        .getConnection()
        .execute(`update rc_meeting set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = ?`, [
          meetingId,
        ]);
    } finally {
      await orm.close(true);
    }
    const template = (await ok('/recruiting/get_scorecards', { company_id: companyId, application_id: applicationId }, viewerToken))
      .template as Array<{ competency: string }>;
    expect(template.length).toBeGreaterThan(0);
    await ok(
      '/recruiting/submit_scorecard',
      {
        company_id: companyId,
        meeting_id: meetingId,
        ratings: template.map((item) => ({ competency: item.competency, score: 4 })),
        recommendation: 'yes',
        comment: 'Уверенно',
      },
      viewerToken,
    );
    // The notice's link: the candidate's page opens the form of that interview.
    await owner.goto(`${e2e.product.url}/personne/candidate/${candidateId}?scorecard=${meetingId}`);
    const form = owner.getByRole('dialog', { name: 'Оценка кандидата' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Отправить оценку' }).click();
    await form.getByText('Обязательное поле').first().waitFor();
    await screenshot(owner, 'recruiting-scorecard-1440');
    await owner.keyboard.press('Escape');
    await owner.getByText('Оценка коллеги (1) появится после того, как вы отправите свою.').waitFor();
    await inThreeLanguages(owner, 'recruiting-scorecard', {
      ready: (p) => p.getByRole('heading', { level: 1 }),
      data: [
        CANDIDATE.name,
        CANDIDATE.lname,
        COMPANY,
        VACANCY,
        'Ольга',
        'Віра',
        'Шевченко',
        'ОШ',
        'Техническое интервью',
        'Интервью',
        'java',
        'удалённо',
        'Звонок',
        'Сильный кандидат, стоит позвонить.',
        'глянь резюме',
        'Позвонить Олене',
      ],
      popover: {
        open: (p) => p.getByRole('button', { name: 'Оценить: Техническое интервью' }).click(),
        shown: (p) => p.getByRole('dialog'),
      },
    });
    // Filled by keyboard: each competency's group takes an arrow key, the recommendation too.
    await owner.getByRole('button', { name: 'Оценить: Техническое интервью' }).click();
    for (const group of await form.getByRole('radiogroup').all()) {
      await group.getByRole('radio').first().focus();
      await owner.keyboard.press('ArrowRight');
    }
    await form.getByRole('textbox', { name: 'Комментарий' }).fill('Нужна ещё встреча');
    await form.getByRole('button', { name: 'Отправить оценку' }).click();
    await form.waitFor({ state: 'detached' });
    const summary = owner.getByRole('table', { name: 'Сводка по компетенциям' });
    await summary.waitFor();
    await owner.getByText('Уверенно').waitFor();
    await screenshot(owner, 'recruiting-scorecards-1440');
    await inThreeLanguages(owner, 'recruiting-scorecards', {
      ready: (p) => p.getByRole('table'),
      data: [
        CANDIDATE.name,
        CANDIDATE.lname,
        COMPANY,
        VACANCY,
        'Ольга',
        'Віра',
        'Шевченко',
        'ОШ',
        'Техническое интервью',
        'java',
        'удалённо',
        'Звонок',
        'Сильный кандидат, стоит позвонить.',
        'глянь резюме',
        'Позвонить Олене',
        'Интервью',
        'Уверенно',
        'Нужна ещё встреча',
      ],
    });
  });

  it('shows a member with "candidates-view" the candidates and the board, without a control that changes them', async () => {
    const viewer = await signedIn(viewerToken);
    await viewer.goto(`${e2e.product.url}/`);
    await viewer.getByRole('heading', { level: 1, name: /^Здравствуйте/ }).waitFor();
    expect(await viewer.getByRole('button', { name: 'Добавить кандидата' }).count()).toBe(0);
    await viewer.getByRole('link', { name: 'Подбор персонала' }).click();
    await viewer.getByRole('heading', { level: 1, name: 'Кандидаты' }).waitFor();
    await viewer.getByRole('row', { name: new RegExp(CANDIDATE.lname) }).waitFor();
    expect(await viewer.getByRole('button', { name: 'Добавить кандидата' }).count()).toBe(0);
    await screenshot(viewer, 'recruiting-list-viewer-1440');
    await viewer.goto(`${e2e.product.url}/personne/vacancy/${vacancyId}`);
    await viewer.getByText('Вы можете смотреть кандидатов, но не менять их этапы.').waitFor();
    await viewer.getByRole('link', { name: `${CANDIDATE.name} ${CANDIDATE.lname}` }).waitFor();
    expect(await viewer.getByRole('button', { name: /^Переместить: / }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: /^Отказать: / }).count()).toBe(0);
    await screenshot(viewer, 'recruiting-board-viewer-1440');
    // The hiring report needs the right "reports": no menu entry, and its address says so.
    expect(await viewer.getByRole('link', { name: 'HR-аналитика' }).count()).toBe(0);
  });

  it('shows the owner the hiring report from the menu, each chart with its table, in three languages, and exports it', async () => {
    await owner.goto(`${e2e.product.url}/`);
    await owner.getByRole('link', { name: 'HR-аналитика' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Отчёты по подбору' }).waitFor();
    const funnel = owner.getByRole('table', { name: /^Этапы воронки/ });
    // The journey's two candidates: both entered "Новый", one moved on to "Звонок", one was rejected.
    await funnel.getByRole('row', { name: /^Новый 2 / }).waitFor();
    await funnel.getByRole('row', { name: /^Звонок 1 / }).waitFor();
    await funnel.getByRole('row', { name: /^Отказ 1 / }).waitFor();
    await owner.getByRole('form', { name: 'Фильтр отчёта' }).getByLabel('Вакансия', { exact: true }).selectOption({ label: VACANCY });
    await owner.getByRole('button', { name: 'Показать' }).click();
    await funnel.getByRole('row', { name: /^Новый 2 / }).waitFor();
    // Each chart (recharts' SVG) is drawn for the eye only: the table beside it is what a screen reader reads.
    const charts = owner.locator('.reports-chart');
    await charts.locator('svg .recharts-rectangle').first().waitFor();
    expect(await charts.count()).toBe(3);
    expect(await charts.evaluateAll((nodes) => nodes.every((node) => node.getAttribute('aria-hidden') === 'true'))).toBe(true);
    await screenshot(owner, 'recruiting-reports-1440');
    await owner.setViewportSize({ width: 390, height: 844 });
    await screenshot(owner, 'recruiting-reports-390');
    await owner.setViewportSize({ width: 1440, height: 900 });
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Выгрузить CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^funnel-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    await inThreeLanguages(owner, 'recruiting-reports', {
      ready: (p) => p.getByRole('table').first(),
      // The journey's own words: the company, the vacancy, its steps (one renamed by the owner above)
      // and the owner's initials (Ольга Шевченко). It ends in Russian: the candidate page's dialogs follow.
      data: [COMPANY, VACANCY, 'Звонок', 'Собеседование', 'ОШ'],
    });
  });

  describe('the candidate page’s dialogs in three languages', () => {
    const name = `${CANDIDATE.name} ${CANDIDATE.lname}`;
    let candidateId: string;

    /** The dialog open now, scanned by axe (with a screenshot) and read for raw i18n keys. */
    async function scanned(page: Page, shot: string): Promise<void> {
      await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
      await waitFor(
        () => page.evaluate(() => document.querySelector('[role="dialog"] .ui-loader, [role="alertdialog"] .ui-loader') === null),
        {
          what: `${shot}: nothing loading`,
        },
      );
      // The window as a person sees it with the dialog open (a full-page picture of a scrolled page tears the shell).
      await screenshot(page, shot, { fullPage: false });
      // Every finding fails here, the moderate ones too (as the three-language sweeps of languages.ts judge).
      expect(describeViolations(await axeViolations(page))).toBe('');
      expect(await rawKeys(page)).toEqual([]);
    }
    async function cancelled(page: Page, lang: Language): Promise<void> {
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
      await dialog.getByRole('button', { name: say(lang, 'recruiting', 'cancel'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const candidatePage = async (lang: Language) => {
      await owner.goto(`${e2e.product.url}/personne/candidate/${candidateId}`);
      await owner.getByRole('heading', { level: 1, name }).waitFor();
      await owner.getByRole('group', { name: say(lang, 'recruiting', 'manage.actions') }).waitFor();
    };
    const toolbarButton = (lang: Language, key: string) =>
      owner
        .getByRole('group', { name: say(lang, 'recruiting', 'manage.actions') })
        .getByRole('button', { name: say(lang, 'recruiting', key) });

    beforeAll(async () => {
      const found = await ok('/recruiting/get_candidates', { company_id: companyId, query: CANDIDATE.email }, ownerToken);
      candidateId = (found.candidates as Array<{ id: string }>)[0]!.id;
      const twin = await ok('/recruiting/add_candidate', { company_id: companyId, ...TWIN, source: 'referral', tags: ['sql'] }, ownerToken);
      expect(twin.duplicate).toBe(false);
    });

    it('uploads another CV and reads it in the product’s file viewer; exports the candidate as a zip', async () => {
      await candidatePage('ru');
      await owner.locator('input[type="file"]').setInputFiles({ name: 'Коваль-CV.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
      const open = owner.getByRole('link', { name: say('ru', 'recruiting', 'candidate.openCvOf', { name: 'Коваль-CV.pdf' }) });
      await open.waitFor();
      await screenshot(owner, 'recruiting-candidate-cv-1440');
      await open.click();
      await owner.getByRole('heading', { level: 1, name: 'Коваль-CV.pdf' }).waitFor();
      await owner.locator('.viewer__slide[data-current="true"] canvas').first().waitFor();
      await screenshot(owner, 'recruiting-cv-viewer-1440', { fullPage: false });
      await owner.getByRole('link', { name: say('ru', 'file-viewer', 'candidate.back', { name }) }).click();
      await owner.getByRole('heading', { level: 1, name }).waitFor();
      const download = owner.waitForEvent('download');
      await toolbarButton('ru', 'manage.export').click();
      expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    });

    it('the reject dialog of a card a colleague moved meanwhile shows where it is now and keeps the letter', async () => {
      await owner.goto(`${e2e.product.url}/personne/vacancy/${vacancyId}`);
      await owner.getByRole('button', { name: say('ru', 'recruiting', 'board.rejectOf', { name }) }).click();
      const dialog = owner.getByRole('dialog', { name: say('ru', 'recruiting', 'reject.title', { name }) });
      await dialog.getByRole('button', { name: /Причина/ }).click();
      await owner
        .getByRole('option', { name: /^Наша: / })
        .first()
        .click();
      const body = dialog.getByRole('textbox', { name: 'Текст письма' });
      await waitFor(async () => (await body.inputValue()).trim() !== '', { what: 'the letter from its template' });
      const letter = `Олена, дякуємо за час. ${RUN}`;
      await body.fill(letter);
      // A colleague moves the card back to "Новый" while the letter is written.
      const board = await ok('/recruiting/get_board', { company_id: companyId, vacancy_id: vacancyId }, ownerToken);
      const stages = board.stages as Array<{
        id: string;
        kind: string;
        name: string;
        applications: Array<{ id: string; version: number; candidate: { id: string } }>;
      }>;
      const card = stages.flatMap((stage) => stage.applications).find((item) => item.candidate.id === candidateId)!;
      const first = stages.find((stage) => stage.kind === 'new')!;
      await ok(
        '/recruiting/move_application',
        { company_id: companyId, application_id: card.id, stage_id: first.id, version: card.version },
        ownerToken,
      );
      await dialog.getByRole('button', { name: 'Отказать', exact: true }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: say('ru', 'recruiting', 'reject.moved', { name, stage: first.name }) })
        .waitFor();
      expect(await body.inputValue()).toBe(letter);
      await screenshot(owner, 'recruiting-reject-stale-1440');
      await cancelled(owner, 'ru');
      // The board shows the card where the colleague put it.
      await owner
        .getByRole('region', { name: new RegExp(`^${first.name}`) })
        .getByRole('link', { name })
        .waitFor();
    });

    it('opens every dialog of the candidate page, the reject dialog and the close question in ru, uk and en, axe clean; merges the two records', async () => {
      await candidatePage('ru');
      let from: Language = 'ru';
      for (const lang of ['ru', 'uk', 'en'] as const) {
        if (lang !== from) {
          await switchLanguage(owner, from, lang);
          from = lang;
        }
        const r = (key: string, vars?: Record<string, string>) => say(lang, 'recruiting', key, vars);
        await candidatePage(lang);
        await screenshot(owner, `recruiting-candidate-${lang}-1440`);
        expect(describeViolations(await axeViolations(owner))).toBe('');
        expect(await rawKeys(owner)).toEqual([]);

        await toolbarButton(lang, 'manage.edit').click();
        await owner.getByRole('dialog', { name: r('edit.title') }).waitFor();
        await scanned(owner, `recruiting-edit-${lang}-1440`);
        await cancelled(owner, lang);

        await toolbarButton(lang, 'manage.apply').click();
        await owner.getByRole('dialog', { name: r('apply.title') }).waitFor();
        await scanned(owner, `recruiting-apply-${lang}-1440`);
        await cancelled(owner, lang);

        await toolbarButton(lang, 'manage.erase').click();
        await owner.getByRole('alertdialog', { name: r('manage.eraseTitle', { name }) }).waitFor();
        await scanned(owner, `recruiting-erase-${lang}-1440`);
        await cancelled(owner, lang);

        await toolbarButton(lang, 'manage.merge').click();
        const merge = owner.getByRole('dialog', { name: r('merge.title', { name }) });
        await merge.getByRole('searchbox', { name: r('merge.search') }).fill(CANDIDATE.lname);
        const twin = merge.getByRole('radio', { name: new RegExp(TWIN.phone.replace('+', '\\+')) });
        await twin.waitFor();
        // The page's own candidate is never offered.
        expect(await merge.getByRole('radio', { name: new RegExp(CANDIDATE.email) }).count()).toBe(0);
        await twin.focus();
        await owner.keyboard.press('Space');
        await merge.getByRole('heading', { name: r('merge.result') }).waitFor();
        await merge.getByText(`${CANDIDATE.email}`).first().waitFor();
        await scanned(owner, `recruiting-merge-${lang}-1440`);
        if (lang !== 'en') await cancelled(owner, lang);
        else {
          await merge.getByRole('button', { name: r('merge.submit'), exact: true }).click();
          await merge.waitFor({ state: 'detached' });
          // One record now: both contacts and tags, the application kept.
          await owner.getByText(TWIN.phone).waitFor();
          await owner.getByText('sql', { exact: false }).first().waitFor();
          await owner.getByRole('link', { name: VACANCY }).waitFor();
          await screenshot(owner, 'recruiting-merged-en-1440');
        }

        await owner.goto(`${e2e.product.url}/personne/vacancy/${vacancyId}`);
        await owner.getByRole('button', { name: r('board.rejectOf', { name }) }).click();
        const reject = owner.getByRole('dialog', { name: r('reject.title', { name }) });
        await reject.getByRole('button', { name: new RegExp(r('reject.reason')) }).click();
        await owner
          .getByRole('option', { name: new RegExp(`^${r('reject.ours')}: `) })
          .first()
          .click();
        const body = reject.getByRole('textbox', { name: r('reject.body') });
        await waitFor(async () => (await body.inputValue()).trim() !== '', { what: `the letter in ${lang}` });
        await scanned(owner, `recruiting-reject-${lang}-1440`);
        await cancelled(owner, lang);

        const v = (key: string) => say(lang, 'vacancies', key);
        await owner.goto(`${e2e.product.url}/vacancy-approval/${companyId}/${vacancyId}`);
        await owner.getByRole('button', { name: v('approval.close'), exact: true }).click();
        const question = owner.getByRole('alertdialog', { name: v('approval.closeTitle') });
        await question.getByRole('textbox', { name: new RegExp(v('approval.closeMessage')) }).waitFor();
        await scanned(owner, `recruiting-close-question-${lang}-1440`);
        await question.getByRole('button', { name: v('approval.cancel'), exact: true }).click();
        await question.waitFor({ state: 'detached' });
      }
    });
  });
});
