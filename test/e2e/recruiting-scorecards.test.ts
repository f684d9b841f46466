/// <reference lib="dom" />
// Scorecards in a real browser (docs/recruiting.md, "Scorecards"): an interview of the candidate
// with a colleague as its interviewer ended an hour ago (planned through the API, then moved back in
// the database: the API plans only what is ahead); the colleague's scorecard is in, hidden from the
// owner until the owner submits one of their own from the notice's link, filled by keyboard; then
// the candidate's page sums them up per competency. Both states in three languages, axe clean. The
// company, its vacancy, the colleague and the candidate are seeded (test/support/hiring-company.ts).
import { randomInt } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from 'playwright-core';
import { migrationsList } from '../../migrations/index.js';
import { allEntities } from '../../src/app.entities.js';
import { createOrmConfig } from '../../src/shared/database/orm-config.js';
import { screenshot } from '../support/browser.js';
import { apiCall, seedSession, useE2e } from '../support/e2e.js';
import { hiringColleague, hiringCompany, okCall } from '../support/hiring-company.js';
import { inThreeLanguages } from '../support/languages.js';
import { runDatabaseUrl } from '../support/run-env.js';

const RUN = `${Date.now().toString(36)}${randomInt(1e4)}`;
const PASSWORD = 'Hiring-secret-1';
const COMPANY = `ТОВ «Оцінки ${RUN}»`;
const VACANCY = `Бухгалтер ${RUN}`;
const CANDIDATE = { name: 'Олена', lname: `Коваль${RUN}`, email: `olena.scores.${RUN}@example.com` };
/** What the journey itself wrote, shown as it was typed in every language (languages.ts). */
const JOURNEY_WORDS = [
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
];

describe('scorecards: hidden until one’s own is in, then summed up per competency', () => {
  const e2e = useE2e({ seed: true });
  let ownerToken: string;
  let viewerToken: string;
  let companyId: string;
  let vacancyId: string;
  let candidateId: string;
  let owner: Page;
  const call = (path: string, body?: unknown, token?: string) => apiCall(e2e.product.url, path, body, token);
  const ok = (path: string, body: unknown, token: string) => okCall(e2e.product.url, path, body, token);

  beforeAll(async () => {
    ({ ownerToken, companyId, vacancyId } = await hiringCompany(e2e.product.url, {
      owner: `olha.scores.${RUN}@example.com`,
      verifier: `ivan.scores.${RUN}@example.com`,
      company: COMPANY,
      vacancy: VACANCY,
      password: PASSWORD,
    }));
    viewerToken = await hiringColleague(e2e.product.url, ownerToken, companyId, {
      email: `vira.scores.${RUN}@example.com`,
      password: PASSWORD,
      name: 'Віра',
      rights: ['candidates-view'],
    });
    const added = await ok(
      '/recruiting/add_candidate',
      { company_id: companyId, ...CANDIDATE, source: 'job-site', tags: ['java'], vacancy_id: vacancyId },
      ownerToken,
    );
    candidateId = (added.candidate as { id: string }).id;
    owner = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(owner, ownerToken);
  }, 300_000);

  it('asks the interviewer for a scorecard of an interview that ended, hides the colleague’s until then, sums them up, in three languages', async () => {
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
      data: JOURNEY_WORDS,
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
      data: [...JOURNEY_WORDS, 'Уверенно', 'Нужна ещё встреча'],
    });
  });
});
