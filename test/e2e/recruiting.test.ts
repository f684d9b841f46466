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
// control that changes anything. Screenshots with an axe check on every screen.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type { Page } from 'playwright-core';
import { migrationsList } from '../../migrations/index.js';
import { allEntities } from '../../src/app.entities.js';
import { createOrmConfig } from '../../src/shared/database/orm-config.js';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, field, seedSession, useE2e } from '../support/e2e.js';
import { uniqueEdrpou } from '../support/edrpou.js';
import { inThreeLanguages } from '../support/languages.js';
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
    await owner.getByRole('textbox', { name: 'Новая заметка' }).fill('Сильный кандидат, стоит позвонить');
    // A react-aria checkbox (its input is visually hidden): ticked by keyboard, as a person can.
    await owner
      .getByRole('group', { name: /^Упомянуть коллег/ })
      .getByRole('checkbox')
      .first()
      .focus();
    await owner.keyboard.press('Space');
    await owner.getByRole('button', { name: 'Добавить заметку' }).click();
    await owner.getByRole('listitem').filter({ hasText: 'Сильный кандидат, стоит позвонить' }).waitFor();
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
    await screenshot(owner, 'recruiting-reports-1440');
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Выгрузить CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^funnel-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    await inThreeLanguages(owner, 'recruiting-reports', {
      ready: (p) => p.getByRole('table').first(),
      // The journey's own words: the company, the vacancy, the step and the owner's initials (Ольга Шевченко).
      data: [COMPANY, VACANCY, 'Звонок', 'ОШ'],
      endInEnglish: true,
    });
  });
});
