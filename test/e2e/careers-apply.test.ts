/// <reference lib="dom" />
// Applying on the careers pages with JavaScript off (docs/careers.md, "Applying"), in a real
// browser against the built product: a candidate opens a posting, sends a CV that is no PDF and
// gets the form back with the message and the values, sends a real one, reads the acknowledgement
// (the dev messages route), opens the status page from its link and withdraws after the
// confirmation step. The posting page with its messages and the status page are checked by axe in
// ru, uk and en. The company, its vacancy, its opening and the public posting are stored directly
// (opening a vacancy has its own journey).
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { migrationsList } from '../../migrations/index.js';
import { allEntities } from '../../src/app.entities.js';
import type { PostingView } from '../../src/careers/read/views.js';
import { createOrmConfig } from '../../src/shared/database/orm-config.js';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, useE2e } from '../support/e2e.js';
import { uniqueEdrpou } from '../support/edrpou.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { storedVacancy } from '../support/vacancies.js';

const RUN = `${Date.now().toString(36)}${randomInt(1e4)}`;
const VACANCY = `Бухгалтер ${RUN}`;
const CANDIDATE = { name: 'Олена', lname: `Коваль${RUN}`, email: `olena.careers.${RUN}@example.com`, phone: `067${randomInt(1e6, 1e7)}` };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('careers: apply without JavaScript, read the letter, follow the status, withdraw', () => {
  const e2e = useE2e();
  let vacancyId: string;
  let statusPath: string;

  beforeAll(async () => {
    const token = await createProfiledUser(e2e.product.url, {
      email: `owner.careers.${RUN}@example.com`,
      password: 'Careers-secret-1',
      profile: { lname: 'Шевченко', name: 'Ольга', sname: '', birth_date: '1990-05-17', gender_id: 2, phone: `09${randomInt(1e7, 1e8)}` },
    });
    const created = await apiCall(e2e.product.url, '/company/createCompany', { name: `ТОВ «Кар’єра ${RUN}»`, code: uniqueEdrpou() }, token);
    const companyId = String((created.company_data as { id: string }).id);
    const ownerId = String((await apiCall(e2e.product.url, '/profile/get_userInfo', undefined, token)).user_data?.id ?? '');
    const orm = await MikroORM.init(createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: allEntities, migrations: migrationsList }));
    try {
      const app = { get: () => orm } as unknown as INestApplicationContext;
      vacancyId = (await storedVacancy(app, companyId, ownerId, { status: 'published', name: VACANCY })).id;
      const em = orm.em.fork();
      await em.execute('update company set status_id = 4 where id = ?', [companyId]);
      const view = (lang: string): PostingView => ({
        vacancyId,
        companyId,
        title: VACANCY,
        companyName: `ТОВ «Кар’єра ${RUN}»`,
        companyWebsite: null,
        companySocials: [],
        department: null,
        datePosted: new Date().toISOString(),
        validThrough: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        employmentType: null,
        remote: lang === 'en',
        salary: { from: 20_000, to: 30_000 },
        workTime: null,
        offices: [],
        experience: null,
        education: null,
        sections: [],
      });
      // The opening as open_vacancy writes it, and its posting as the projection writes it.
      await em.execute(
        `insert into rc_opening (vacancy_id, company_id, valid_through, is_public, opened_at, opened_by) values (?, ?, ?, true, now(), ?)`,
        [vacancyId, companyId, view('ru').validThrough, ownerId],
      );
      await em.execute(
        `insert into careers_posting (vacancy_id, company_id, state, valid_through, posted_at, employment_type, remote, city_ids, search, views, updated_at)
         values (?, ?, 'open', ?, now(), null, false, '[]', ?, ?::jsonb, now())`,
        [
          vacancyId,
          companyId,
          view('ru').validThrough,
          VACANCY.toLowerCase(),
          JSON.stringify({ ru: view('ru'), uk: view('uk'), en: view('en') }),
        ],
      );
    } finally {
      await orm.close(true);
    }
  }, 120_000);

  const noScript = () => e2e.newPage({ javaScriptEnabled: false, viewport: { width: 1024, height: 900 } });
  /**
   * axe runs as a script in the page, which a page without JavaScript never runs (page.evaluate
   * waits for ever): the markup the candidate's page shows now is checked, and shot, in a page of
   * its own with scripts on. The pages carry no script of their own, so both show the same.
   */
  const check = async (page: Page, name: string) => {
    const checker = await e2e.newPage({ viewport: { width: 1024, height: 900 } });
    await checker.setContent(await page.content());
    await screenshot(checker, name);
    await checker.close();
  };
  const fillForm = async (page: Page, labels: { name: string; lname: string; email: string; phone: string }) => {
    await page.getByLabel(labels.name, { exact: true }).fill(CANDIDATE.name);
    await page.getByLabel(labels.lname, { exact: true }).fill(CANDIDATE.lname);
    await page.getByLabel(labels.email, { exact: true }).fill(CANDIDATE.email);
    await page.getByLabel(labels.phone, { exact: true }).fill(CANDIDATE.phone);
  };

  it('applies in Russian: a renamed file comes back with its message and the values, a real CV lands', async () => {
    const page = await noScript();
    await page.goto(`${e2e.product.url}/jobs/${vacancyId}?lang=ru`);
    await page.getByRole('heading', { level: 1, name: VACANCY }).waitFor();
    await fillForm(page, { name: 'Имя', lname: 'Фамилия', email: 'Электронная почта', phone: 'Телефон' });
    await page.getByLabel(/Резюме/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Отправить отклик' }).click();
    await page.getByText('Содержимое файла не похоже на PDF, DOC или DOCX').waitFor();
    expect(await page.getByLabel('Электронная почта', { exact: true }).inputValue()).toBe(CANDIDATE.email);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await check(page, 'careers-apply-refused-ru');

    await page.getByLabel(/Резюме/).setInputFiles({ name: 'Резюме.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Отправить отклик' }).click();
    await page.getByRole('heading', { level: 1, name: 'Спасибо, отклик отправлен' }).waitFor();
    await check(page, 'careers-apply-thanks-ru');

    const [, path] = await captured(e2e.product.url, CANDIDATE.email, /https?:\/\/[^/\s]+(\/application\/[A-Za-z0-9_-]{43})/);
    statusPath = path!;
  });

  it('follows the status from the letter’s link and withdraws after the confirmation', async () => {
    const page = await noScript();
    await page.goto(`${e2e.product.url}${statusPath}`);
    await page.getByRole('heading', { level: 1, name: 'Ваш отклик' }).waitFor();
    expect(await page.locator('[aria-current="step"]').innerText()).toBe('Получен');
    await check(page, 'careers-status-ru');
    await page.getByRole('button', { name: 'Отозвать отклик' }).click();
    await page.getByRole('heading', { level: 1, name: 'Отозвать отклик?' }).waitFor();
    await check(page, 'careers-withdraw-confirm-ru');
    await page.getByRole('button', { name: 'Да, отозвать' }).click();
    await page.getByText(/Вы отозвали отклик/).waitFor();
    expect(await page.locator('[aria-current="step"]').innerText()).toBe('Решение');
    expect(await page.getByRole('button', { name: 'Отозвать отклик' }).count()).toBe(0);
    await check(page, 'careers-withdrawn-ru');
  });

  it('speaks Ukrainian and English on the form’s messages and the status page, accessibly', async () => {
    const page = await noScript();
    for (const [lang, labels, submit, problem, heading] of [
      [
        'uk',
        { name: "Ім'я", lname: 'Прізвище', email: 'Електронна пошта', phone: 'Телефон' },
        'Надіслати відгук',
        'Вкажіть номер',
        'Ваш відгук',
      ],
      [
        'en',
        { name: 'First name', lname: 'Last name', email: 'E-mail', phone: 'Phone' },
        'Send application',
        'Enter a number',
        'Your application',
      ],
    ] as const) {
      await page.goto(`${e2e.product.url}/jobs/${vacancyId}?lang=${lang}`);
      await fillForm(page, labels);
      // A phone the browser lets through and the server refuses.
      await page.getByLabel(labels.phone, { exact: true }).fill('12');
      await page.getByLabel(lang === 'uk' ? /Резюме/ : /CV/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: submit }).click();
      await page.getByText(new RegExp(problem)).first().waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await check(page, `careers-apply-refused-${lang}`);
      await page.goto(`${e2e.product.url}${statusPath}?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await check(page, `careers-status-${lang}`);
    }
  });

  it('gives the form back in Ukrainian for a CV over any upload limit, the values and the consent kept', async () => {
    const page = await noScript();
    await page.goto(`${e2e.product.url}/jobs/${vacancyId}?lang=uk`);
    await fillForm(page, { name: "Ім'я", lname: 'Прізвище', email: 'Електронна пошта', phone: 'Телефон' });
    // Over the app's own 10 MB for uploads: the route cuts it at 5 MB and reads the consent after it.
    const huge = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 32)]);
    await page.getByLabel(/Резюме/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: huge });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Надіслати відгук' }).click();
    await page.getByText('Файл більший за 5 МБ').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('uk');
    expect(await page.getByLabel('Електронна пошта', { exact: true }).inputValue()).toBe(CANDIDATE.email);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await check(page, 'careers-apply-too-large-uk');
  });
});
