/// <reference lib="dom" />
// The candidate's page and its dialogs in ru, uk and en in a real browser (docs/recruiting.md), each
// scanned by axe while open: edit, add to a vacancy, export, erase, merge with another record, the
// board's reject dialog — once stale: a colleague moved the card meanwhile — and the vacancy's close
// question; another CV uploaded and read in the file viewer, and the two records merged. The company,
// its vacancy, the candidate on "Звонок" and the record to merge are seeded through the API
// (test/support/hiring-company.ts); the hiring journey itself is recruiting.test.ts's.
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { samplePdf } from '../../src/company/demo/sample-extract.js';
import { axeViolations, describeViolations } from '../support/a11y.js';
import { screenshot } from '../support/browser.js';
import { seedSession, useE2e } from '../support/e2e.js';
import { hiringCompany, okCall } from '../support/hiring-company.js';
import { rawKeys } from '../support/languages.js';
import { say, switchLanguage, type Language } from '../support/locale-texts.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${randomInt(1e4)}`;
const VACANCY = `Бухгалтер ${RUN}`;
const CANDIDATE = { name: 'Олена', lname: `Коваль${RUN}`, email: `olena.dialogs.${RUN}@example.com` };
/** The same person entered again with a phone only: no duplicate by contact, a record to merge. */
const TWIN = { name: CANDIDATE.name, lname: CANDIDATE.lname, phone: '+380671234567' };

describe('the candidate page’s dialogs in three languages', () => {
  const e2e = useE2e({ seed: true });
  const name = `${CANDIDATE.name} ${CANDIDATE.lname}`;
  let ownerToken: string;
  let companyId: string;
  let vacancyId: string;
  let candidateId: string;
  let owner: Page;
  const ok = (path: string, body: unknown, token: string) => okCall(e2e.product.url, path, body, token);

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
    ({ ownerToken, companyId, vacancyId } = await hiringCompany(e2e.product.url, {
      owner: `olha.dialogs.${RUN}@example.com`,
      verifier: `ivan.dialogs.${RUN}@example.com`,
      company: `ТОВ «Діалоги ${RUN}»`,
      vacancy: VACANCY,
      password: 'Hiring-secret-1',
    }));
    const added = await ok(
      '/recruiting/add_candidate',
      { company_id: companyId, ...CANDIDATE, source: 'job-site', tags: ['java'], vacancy_id: vacancyId },
      ownerToken,
    );
    candidateId = (added.candidate as { id: string }).id;
    // On "Звонок", where the stale reject below finds it before a colleague moves it back.
    const board = await ok('/recruiting/get_board', { company_id: companyId, vacancy_id: vacancyId }, ownerToken);
    const stages = board.stages as Array<{ id: string; name: string; applications: Array<{ id: string; version: number }> }>;
    const card = stages.flatMap((stage) => stage.applications)[0]!;
    const call = stages.find((stage) => stage.name === 'Звонок')!;
    await ok(
      '/recruiting/move_application',
      { company_id: companyId, application_id: card.id, stage_id: call.id, version: card.version },
      ownerToken,
    );
    const twin = await ok('/recruiting/add_candidate', { company_id: companyId, ...TWIN, source: 'referral', tags: ['sql'] }, ownerToken);
    expect(twin.duplicate).toBe(false);
    owner = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(owner, ownerToken);
  }, 300_000);

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
