/// <reference lib="dom" />
// The hiring journey (docs/recruiting.md) in a real browser against the built product. A verified
// company with a published vacancy and a "Звонок" step (test/support/hiring-company.ts: seeded
// through the API, the CLI and the vacancy helper, not clicked): its owner adds a candidate from
// home's "Добавить кандидата" to the vacancy, adds the same e-mail again and is told it went to the
// existing candidate, opens the vacancy's board from the vacancy list, moves the card to "Звонок" by
// keyboard (react-aria's drag and drop: to the card's handle with the arrows, Enter lifts it, Enter
// drops it on the column offered first, the next one), and rejects a second candidate with the
// letter filled from its template, edited and sent now (it reaches the candidate). The owner also
// plans an interview from the board card (react-aria's date field typed by keyboard) and finds it in
// home's month calendar, whose day list opens by keyboard; the calendar and the meeting dialog are
// swept in three languages; the hiring report shows the funnel. A deputy with "candidates-view"
// alone sees the menu's "Подбор персонала" and the board but no control that changes anything.
// (The candidate page's dialogs are recruiting-dialogs.test.ts's, scorecards
// recruiting-scorecards.test.ts's.) Screenshots with an axe check on every screen.
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/a11y.js';
import { screenshot } from '../support/browser.js';
import { inThreeLanguages, rawKeys } from '../support/languages.js';
import { captured, field, seedSession, useE2e } from '../support/e2e.js';
import { hiringColleague, hiringCompany, okCall } from '../support/hiring-company.js';
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
/** Tomorrow in Kyiv (the company's zone), YYYY-MM-DD: the interview's day, ahead whatever the hour. */
const TOMORROW = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(Date.now() + 24 * 3600_000));

describe('recruiting: candidates added from home, moved on the board by keyboard, rejected with a letter', () => {
  const e2e = useE2e({ seed: true });
  let ownerToken: string;
  let viewerToken: string;
  let companyId: string;
  let vacancyId: string;
  let owner: Page;

  const ok = (path: string, body: unknown, token: string) => okCall(e2e.product.url, path, body, token);

  async function signedIn(token: string): Promise<Page> {
    const page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, token);
    return page;
  }

  beforeAll(async () => {
    ({ ownerToken, companyId, vacancyId } = await hiringCompany(e2e.product.url, {
      owner: OWNER,
      verifier: VERIFIER,
      company: COMPANY,
      vacancy: VACANCY,
      password: PASSWORD,
    }));
    // The second candidate, to be rejected, and the viewer: through the API.
    await ok(
      '/recruiting/add_candidate',
      { company_id: companyId, ...SECOND, source: 'job-site', tags: ['1С'], vacancy_id: vacancyId },
      ownerToken,
    );
    viewerToken = await hiringColleague(e2e.product.url, ownerToken, companyId, {
      email: VIEWER,
      password: PASSWORD,
      name: 'Віра',
      rights: ['candidates-view'],
    });
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
    // By mouse: "Звонок" dragged onto the upper edge of the first step lands before it; "Выше" on the
    // other puts the order back.
    const first = steps.getByRole('row', { name: 'Собеседование' });
    // (react-aria leaves the handle to the keyboard: a mouse drags the row itself, here by the handle's place.)
    await steps.getByRole('row', { name: 'Звонок' }).dragTo(first, { sourcePosition: { x: 24, y: 20 }, targetPosition: { x: 40, y: 4 } });
    await status('Этап «Звонок» перемещён.');
    // The drop ends the drag: the row is no longer shown as dragged (half transparent).
    await waitFor(async () => (await steps.locator('[data-dragging]').count()) === 0, { what: 'the drag ended' });
    expect(await steps.locator('.recruiting-stage__name').allTextContents()).toEqual(['Звонок', 'Собеседование']);
    await owner.getByRole('button', { name: 'Выше: Собеседование' }).click();
    await status('Этап «Собеседование» перемещён.');
    await waitFor(async () => (await steps.locator('.recruiting-stage__name').allTextContents()).join() === 'Собеседование,Звонок', {
      what: 'the order put back',
    });
    // The settings: a number outside the limits is refused in the member's language, then saved.
    const staleDays = owner.getByRole('textbox', { name: field('Дней без движения до задачи') });
    expect(await staleDays.inputValue()).toBe('5');
    await staleDays.fill('0');
    await owner.getByRole('button', { name: 'Сохранить' }).click();
    await owner.getByText('Целое число от 1 до 90').waitFor();
    await staleDays.fill('7');
    // The time zone: found by typing a city, picked by keyboard, saved with the numbers.
    const zone = owner.getByRole('combobox', { name: field('Часовой пояс') });
    expect(await zone.inputValue()).toMatch(/^Europe\/Kyiv \(GMT\+0[23]:00, /);
    const pickZone = async (typed: string, id: string) => {
      await zone.fill(typed);
      await owner.getByRole('option', { name: new RegExp(`^${id} \\(`) }).waitFor();
      await owner.keyboard.press('ArrowDown');
      await owner.keyboard.press('Enter');
      await waitFor(async () => (await zone.inputValue()).startsWith(`${id} (`), { what: `${id} picked` });
    };
    await pickZone('warsaw', 'Europe/Warsaw');
    await owner.getByRole('button', { name: 'Сохранить' }).click();
    await status('Настройки сохранены.');
    let stored = await ok('/recruiting/get_recruiting_settings', { company_id: companyId }, ownerToken);
    expect(stored.settings).toEqual({ stale_days: 7, retention_months: 24, time_zone: 'Europe/Warsaw' });
    // Back to Kyiv: the journey's interview and calendar are in Kyiv's hours.
    await pickZone('kyiv', 'Europe/Kyiv');
    await owner.getByRole('button', { name: 'Сохранить' }).click();
    await status('Настройки сохранены.');
    stored = await ok('/recruiting/get_recruiting_settings', { company_id: companyId }, ownerToken);
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
    // Ahead, the interview asks for no scorecard yet (the server would refuse one).
    expect(await owner.getByRole('button', { name: /^Оценить: / }).count()).toBe(0);
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
    const filter = owner.getByRole('form', { name: 'Фильтр отчёта' });
    // The period's last day, today in Kyiv, written as the interface's language writes a day.
    const [year, month, dayOfMonth] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date()).split('-');
    expect(((await filter.getByRole('group', { name: 'По' }).textContent()) ?? '').replace(/[^\d.]/g, '')).toBe(
      `${dayOfMonth}.${month}.${year}`,
    );
    await filter.getByRole('button', { name: /Вакансия/ }).click();
    await owner.getByRole('option', { name: VACANCY }).click();
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
});
