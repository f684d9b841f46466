/// <reference lib="dom" />
// Opening a vacancy for applications (docs/careers.md), in a real browser against the built
// product: the recruiter opens a published vacancy of a verified company from its screen; with
// JavaScript off, /jobs lists it, the posting shows it with its JobPosting JSON-LD and the employer
// page carries the verified mark; the recruiter closes applications and the posting answers 410.
// The public pages are checked by axe in ru, uk and en, the panel in each language as it is walked.
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { migrationsList } from '../../migrations/index.js';
import { allEntities } from '../../src/app.entities.js';
import { createOrmConfig } from '../../src/shared/database/orm-config.js';
import { kyivToday } from '../../src/shared/domain/kyiv-day.js';
import { screenshot } from '../support/browser.js';
import { apiCall, createProfiledUser, seedSession, useE2e } from '../support/e2e.js';
import { uniqueEdrpou } from '../support/edrpou.js';
import { type Language, say, switchLanguage } from '../support/locale-texts.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { storedVacancy } from '../support/vacancies.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${randomInt(1e4)}`;
const VACANCY = `Кладовщик ${RUN}`;
const COMPANY = `ТОВ «Склад ${RUN}»`;
const LANGS: Language[] = ['ru', 'uk', 'en'];
const day = (days: number) => {
  const date = new Date(`${kyivToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const LAST_DAY = day(20);

describe('careers: open a vacancy from its screen, the public pages without JavaScript, close it (410)', () => {
  const e2e = useE2e();
  let token: string;
  let companyId: string;
  let vacancyId: string;
  let recruiter: Page;

  beforeAll(async () => {
    token = await createProfiledUser(e2e.product.url, {
      email: `owner.opening.${RUN}@example.com`,
      password: 'Opening-secret-1',
      profile: { lname: 'Бондар', name: 'Ірина', sname: '', birth_date: '1988-03-11', gender_id: 2, phone: `09${randomInt(1e7, 1e8)}` },
    });
    const created = await apiCall(e2e.product.url, '/company/createCompany', { name: COMPANY, code: uniqueEdrpou() }, token);
    companyId = String((created.company_data as { id: string }).id);
    const ownerId = String((await apiCall(e2e.product.url, '/profile/get_userInfo', undefined, token)).user_data?.id ?? '');
    // The vacancy published and the company verified directly: their own journeys walk them.
    const orm = await MikroORM.init(createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: allEntities, migrations: migrationsList }));
    try {
      const app = { get: () => orm } as unknown as INestApplicationContext;
      vacancyId = (await storedVacancy(app, companyId, ownerId, { status: 'published', name: VACANCY })).id;
      await orm.em.fork().execute('update company set status_id = 4, verified_at = now() where id = ?', [companyId]);
    } finally {
      await orm.close(true);
    }
  }, 120_000);

  const v = (lang: Language, key: string, vars: Record<string, string> = {}) => say(lang, 'vacancies', `opening.${key}`, vars);
  const panel = () => recruiter.locator('.opening-panel');
  const noScript = () => e2e.newPage({ javaScriptEnabled: false, viewport: { width: 1024, height: 900 } });
  /** axe cannot run in a page without scripts: its markup is checked in a scripts-on page (the careers pages carry none). */
  const check = async (page: Page, name: string) => {
    const checker = await e2e.newPage({ viewport: { width: 1024, height: 900 } });
    await checker.setContent(await page.content());
    await screenshot(checker, name);
    await checker.close();
  };
  /** Until the worker projected the change and the replicas dropped their pages: `path` answers `status`. */
  const answers = (page: Page, path: string, status: number) =>
    waitFor(async () => (await page.goto(`${e2e.product.url}${path}`))?.status() === status, { what: `${path} answering ${status}` });

  it('opens the vacancy for applications from its screen, until a day, listed publicly', async () => {
    recruiter = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(recruiter, token);
    await recruiter.goto(`${e2e.product.url}/vacancy-approval/${companyId}/${vacancyId}`);
    await recruiter.getByText(v('ru', 'never')).waitFor();
    // A day past the 90 allowed stays in the form with its message; the server is never asked.
    const segments = panel().getByRole('spinbutton');
    await segments.first().focus();
    await recruiter.keyboard.type(day(120).split('-').reverse().join(''));
    await panel()
      .getByRole('button', { name: v('ru', 'open'), exact: true })
      .click();
    await panel()
      .getByText(v('ru', 'dayRange', { days: '90' }))
      .waitFor();
    await screenshot(recruiter, 'careers-opening-refused-ru');
    await segments.first().focus();
    await recruiter.keyboard.type(LAST_DAY.split('-').reverse().join(''));
    expect(
      await panel()
        .getByRole('checkbox', { name: v('ru', 'public') })
        .isChecked(),
    ).toBe(true);
    await panel()
      .getByRole('button', { name: v('ru', 'open'), exact: true })
      .click();
    const [year, month, dayOfMonth] = LAST_DAY.split('-');
    await panel()
      .getByText(v('ru', 'openPublic', { date: `${dayOfMonth}.${month}.${year}` }))
      .waitFor();
    const link = panel().getByRole('link', { name: new RegExp(`/jobs/${vacancyId}`) });
    expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual([`/jobs/${vacancyId}`, '_blank']);
    await screenshot(recruiter, 'careers-opening-open-ru');
  });

  it('shows it without JavaScript: /jobs lists it, the posting has its JSON-LD, the employer is marked verified', async () => {
    const page = await noScript();
    await waitFor(
      async () => {
        await page.goto(`${e2e.product.url}/jobs?lang=ru`);
        return (await page.getByRole('link', { name: VACANCY }).count()) > 0;
      },
      { what: '/jobs listing the vacancy' },
    );
    await page.getByRole('link', { name: VACANCY }).first().click();
    await page.getByRole('heading', { level: 1, name: VACANCY }).waitFor();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: VACANCY,
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      validThrough: expect.stringMatching(new RegExp(`^${LAST_DAY}`)),
      hiringOrganization: { '@type': 'Organization', name: COMPANY },
      identifier: { value: vacancyId },
    });
    expect(String(data.description)).not.toBe('');
    expect(Boolean(data.jobLocation) || data.jobLocationType === 'TELECOMMUTE').toBe(true);

    await page.goto(`${e2e.product.url}/employers/${companyId}?lang=ru`);
    await page.getByRole('heading', { level: 1, name: COMPANY }).waitFor();
    expect(await page.locator('.verified').innerText()).toBe('Проверенный работодатель');
    await page.getByRole('link', { name: VACANCY }).waitFor();

    for (const lang of LANGS) {
      for (const [path, name] of [
        ['/jobs', 'jobs'],
        [`/jobs/${vacancyId}`, 'posting'],
        [`/employers/${companyId}`, 'employer'],
      ] as const) {
        await page.goto(`${e2e.product.url}${path}?lang=${lang}`);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        await check(page, `careers-${name}-${lang}`);
      }
    }
  });

  it('closes applications from the screen in Ukrainian and English, with a letter to the applicants', async () => {
    await switchLanguage(recruiter, 'ru', 'uk');
    await recruiter.getByRole('button', { name: v('uk', 'close'), exact: true }).waitFor();
    await screenshot(recruiter, 'careers-opening-open-uk');
    await switchLanguage(recruiter, 'uk', 'en');
    await recruiter.getByRole('button', { name: v('en', 'close'), exact: true }).click();
    const question = recruiter.getByRole('alertdialog', { name: v('en', 'closeTitle') });
    await question.getByRole('textbox').fill('The position is filled, thank you.');
    await screenshot(recruiter, 'careers-opening-close-en', { fullPage: false });
    await question.getByRole('button', { name: v('en', 'closeConfirm'), exact: true }).click();
    await recruiter.getByText(v('en', 'closed')).waitFor();
    expect(await recruiter.getByRole('button', { name: v('en', 'close'), exact: true }).count()).toBe(0);
    await screenshot(recruiter, 'careers-opening-closed-en');
  });

  it('answers 410 with the gone page once closed, in ru, uk and en', async () => {
    const page = await noScript();
    await answers(page, `/jobs/${vacancyId}?lang=ru`, 410);
    await page.getByRole('heading', { level: 1, name: 'Вакансия закрыта' }).waitFor();
    for (const lang of LANGS) {
      await page.goto(`${e2e.product.url}/jobs/${vacancyId}?lang=${lang}`);
      await check(page, `careers-gone-${lang}`);
    }
  });
});
