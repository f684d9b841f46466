/// <reference lib="dom" />
// The verifier's back office in a real browser against the built product (docs/verification.md): an owner
// submits a company through the API while a verifier (made with the CLI) has the list open; the
// row appears without a reload (live events). The verifier opens it, reads the history, comments,
// rejects with a reason; the owner reads the rejection e-mail, fixes and resubmits; the verifier
// verifies and the owner's home shows access granted. Screenshots at 1440 and 360 px.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, seedSession, useE2e } from '../support/e2e.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const OWNER = `olena.owner.${RUN}@example.com`;
const VERIFIER = `ivan.verifier.${RUN}@example.com`;
const PASSWORD = 'First-secret-1';
const COMPANY = `ТОВ «Перевірка ${RUN}»`;
const CODE = '14360570';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const COMMENT = 'Печать на выписке не читается';
const REASON_TEXT = 'Загрузите, пожалуйста, чёткий скан выписки';

describe('the verifier back office in a browser (live list, history, comment, reject, resubmit, verify)', () => {
  const e2e = useE2e({ seed: true });
  let verifier: Page;
  let ownerToken: string;
  let companyId: string;

  const call = async (path: string, body: unknown, token: string) => {
    const answer = await apiCall(e2e.product.url, path, body, token);
    if (!answer.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer;
  };

  async function uploadExtract(name: string): Promise<void> {
    const form = new FormData();
    form.set('company_id', companyId);
    form.set('type', 'edr');
    form.set('file', new Blob([PDF], { type: 'application/pdf' }), name);
    const res = await fetch(`${e2e.product.url}/api/v2/company/add_verificationFileCompany`, {
      method: 'POST',
      headers: { userToken: ownerToken },
      body: form,
    });
    if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  }

  async function screenshots(page: Page, name: string): Promise<void> {
    await screenshot(page, `back-office-${name}-1440`);
    await page.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { what: `${name} to fit 360 px` });
    await screenshot(page, `back-office-${name}-360`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  /**
   * The verifier calls the page makes during a step and the second after it (its own live echo,
   * and the list and notifications behind the modal following it), by route name.
   */
  async function verifierCalls(step: () => Promise<void>): Promise<string[]> {
    const calls: string[] = [];
    const listen = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v2/verifier/')) calls.push(path.slice('/api/v2/verifier/'.length));
    };
    verifier.on('request', listen);
    try {
      await step();
      await verifier.waitForTimeout(1500);
    } finally {
      verifier.off('request', listen);
    }
    return calls;
  }

  async function signedInPage(token: string): Promise<Page> {
    const page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, token);
    return page;
  }

  beforeAll(async () => {
    // The verifier is platform staff: made by an administrator with the CLI, as the README says.
    execFileSync(process.execPath, ['dist/src/cli.js', 'user:create', '--email', VERIFIER, '--role', 'verifier', '--password', PASSWORD], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
    const login = await apiCall(e2e.product.url, '/profile/loginUser', { identifier: VERIFIER, password: PASSWORD, remember: true });
    const verifierToken = login.user_data?.token;
    if (typeof verifierToken !== 'string') throw new Error(`verifier login: ${JSON.stringify(login)}`);
    verifier = await signedInPage(verifierToken);

    ownerToken = await createProfiledUser(e2e.product.url, {
      email: OWNER,
      password: PASSWORD,
      profile: {
        lname: 'Коваленко',
        name: 'Олена',
        sname: 'Петрівна',
        birth_date: '1990-04-12',
        gender_id: 2,
        phone: `097${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      },
    });
    const created = await call('/company/createCompany', { name: COMPANY, code: CODE, website: 'example.com' }, ownerToken);
    companyId = String((created.company_data as { id: string }).id);
    await call('/company/loginCompany', { company_id: companyId }, ownerToken);
    await uploadExtract('extract.pdf');
  });

  it('shows the submitted company in the open list without a reload', async () => {
    await verifier.goto(`${e2e.product.url}/lc-companies/UnderConsideration`);
    await verifier.getByRole('heading', { name: 'Компании', level: 1 }).waitFor();
    // Suites share one database per run: other suites' submitted companies may already be listed, so
    // the check is "ours is not there yet" and the counter moves by one, not "the list is empty".
    const review = verifier.locator('.bo-stats__item--review .bo-stats__value');
    await waitFor(async () => /^\d+$/.test(((await review.textContent()) ?? '').trim()), { what: 'the awaiting-check counter loaded' });
    const awaitingBefore = Number((await review.textContent())?.trim());
    expect(await verifier.getByRole('row').filter({ hasText: COMPANY }).count()).toBe(0);
    // The page's own marker: a reload would lose it.
    await verifier.evaluate(() => Object.assign(window, { kadryNoReload: true }));
    await call('/company/set_statusCompany', { company_id: companyId, status_id: 2 }, ownerToken);
    const row = verifier.getByRole('row').filter({ hasText: COMPANY });
    await row.waitFor({ timeout: 15_000 });
    expect(await verifier.evaluate(() => (window as unknown as { kadryNoReload?: boolean }).kadryNoReload)).toBe(true);
    expect(await row.locator('.status-company-2').count()).toBe(1);
    expect(await row.textContent()).toContain(CODE);
    // The counters followed: one company awaits a check.
    // At least one more: the product's relay may still be projecting events other suites left behind.
    await waitFor(async () => Number((await review.textContent())?.trim()) >= awaitingBefore + 1, { what: 'the awaiting-check counter' });
    // Every sortable column says how it sorts; the date column sorts descending by default.
    expect(await verifier.getByRole('columnheader', { name: 'Дата создания' }).getAttribute('aria-sort')).toBe('descending');
    await verifier.getByRole('columnheader', { name: 'Код ЕГРПОУ' }).click();
    await waitFor(
      async () => (await verifier.getByRole('columnheader', { name: 'Код ЕГРПОУ' }).getAttribute('aria-sort')) === 'ascending',
      { what: 'the code column sorted' },
    );
    await verifier.getByRole('columnheader', { name: 'Код ЕГРПОУ' }).click();
    await waitFor(
      async () => (await verifier.getByRole('columnheader', { name: 'Код ЕГРПОУ' }).getAttribute('aria-sort')) === 'descending',
      { what: 'the code column sorted back' },
    );
    // Newest first again: in a full run other suites' companies fill the first page of a code sort.
    const dateHeader = verifier.getByRole('columnheader', { name: 'Дата создания' });
    await dateHeader.click();
    await waitFor(async () => ((await dateHeader.getAttribute('aria-sort')) ?? 'none') !== 'none', { what: 'the date column sorted' });
    if ((await dateHeader.getAttribute('aria-sort')) !== 'descending') {
      await dateHeader.click();
      await waitFor(async () => (await dateHeader.getAttribute('aria-sort')) === 'descending', {
        what: 'the date column sorted newest first',
      });
    }
    await row.waitFor();
    await screenshots(verifier, 'list');
    // At 1280 px, with the menu open, the row's "Подробнее" is whole on screen, without scrolling the table.
    await verifier.setViewportSize({ width: 1280, height: 800 });
    const details = row.getByRole('link', { name: `Подробнее: ${COMPANY}` });
    await waitFor(
      async () => {
        const box = await details.boundingBox();
        const scroller = await verifier.locator('.ui-table-scroll').first().boundingBox();
        return box !== null && scroller !== null && box.x + box.width <= scroller.x + scroller.width && box.x + box.width <= 1280;
      },
      { what: 'the details link inside the table at 1280 px' },
    );
    expect(
      await verifier
        .locator('.ui-table-scroll')
        .first()
        .evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true);
    await screenshot(verifier, 'back-office-list-1280');
    await verifier.setViewportSize({ width: 1440, height: 900 });
    // The header's Notifications: the newly submitted company, named, with its date.
    await verifier.getByRole('button', { name: 'Уведомления' }).click();
    const notifications = verifier.getByRole('dialog', { name: 'Уведомления' });
    await notifications.getByRole('link', { name: COMPANY, exact: true }).waitFor();
    // Other suites' submissions share the list (one database per run): read our company's item only.
    const ours = notifications.getByRole('listitem').filter({ has: verifier.getByRole('link', { name: COMPANY, exact: true }) });
    // Dates as everywhere in the Russian interface: day first, 24-hour time (shared/lib/dates.ts).
    await ours.getByText(/Отправлена на проверку · \d\d\.\d\d\.\d{4} \d\d:\d\d/).waitFor();
    await screenshot(verifier, 'back-office-notifications-1440', { fullPage: false });
    await verifier.keyboard.press('Escape');
    await notifications.waitFor({ state: 'detached' });
  });

  it('opens the company over the list and reads its history', async () => {
    await verifier.getByRole('link', { name: COMPANY, exact: true }).click();
    await verifier.waitForURL(new RegExp(`/lc-companies/company/${companyId}$`));
    const dialog = verifier.getByRole('dialog', { name: COMPANY });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'История', selected: true }).waitFor();
    const history = dialog.getByRole('grid', { name: 'История компании' });
    await history.getByRole('row').nth(1).waitFor();
    expect((await history.getByRole('row').count()) - 1).toBeGreaterThanOrEqual(2);
    await dialog.getByText(OWNER).first().waitFor();
    await screenshots(verifier, 'detail-history');
    await dialog.getByRole('tab', { name: 'Файлы' }).click();
    await verifier.waitForURL(/\/files$/);
    // The extract downloads with the session (a private file: the header, never a token in the address).
    const [download] = await Promise.all([verifier.waitForEvent('download'), dialog.getByRole('button', { name: /extract\.pdf/ }).click()]);
    expect(download.suggestedFilename()).toBe('extract.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('takes the case: the list behind the modal names the assignee', async () => {
    const dialog = verifier.getByRole('dialog', { name: COMPANY });
    const calls = await verifierCalls(async () => {
      await dialog.getByRole('button', { name: 'Взять себе' }).click();
      await verifier.getByText('Компания закреплена за вами.').waitFor();
      await dialog.getByRole('button', { name: 'Освободить' }).waitFor();
    });
    // One round trip: the claim's answer is the case after it; its own live echo reloads nothing.
    expect(calls.filter((call) => call === 'claimVerificationCompany' || call === 'getVerificationCompanyInfo')).toEqual([
      'claimVerificationCompany',
    ]);
    // The list behind the modal followed (live): its row names the assignee.
    await verifier.locator('.bo-assignee', { hasText: VERIFIER }).waitFor({ state: 'attached' });
    await dialog.getByRole('tab', { name: 'Комментарии' }).click();
  });

  it('adds a comment; an empty one is refused at its field', async () => {
    const dialog = verifier.getByRole('dialog', { name: COMPANY });
    await verifier.waitForURL(/\/comments$/);
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await dialog.getByText('Введите текст комментария').waitFor();
    await dialog.getByRole('textbox', { name: 'Новый комментарий' }).fill(COMMENT);
    // One round trip per comment: its answer is the case after it; its own live echo reloads nothing.
    const commentCalls = (calls: string[]) =>
      calls.filter((call) => call.endsWith('VerificationCompanyMessage') || call === 'getVerificationCompanyInfo');
    const sent = await verifierCalls(async () => {
      await dialog.getByRole('button', { name: 'Добавить' }).click();
      await dialog.locator('.bo-comment__text', { hasText: COMMENT }).waitFor();
    });
    expect(commentCalls(sent)).toEqual(['sendVerificationCompanyMessage']);
    // One's own comment can be edited.
    await dialog.getByRole('button', { name: 'Изменить комментарий' }).click();
    await dialog.getByRole('textbox', { name: 'Изменить комментарий' }).fill(`${COMMENT}.`);
    const edited = await verifierCalls(async () => {
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await dialog.locator('.bo-comment__text', { hasText: `${COMMENT}.` }).waitFor();
      await verifier.getByText('Комментарий сохранён.').waitFor();
    });
    expect(commentCalls(edited)).toEqual(['editVerificationCompanyMessage']);
    await screenshots(verifier, 'detail-comments');
  });

  it('rejects with a preset reason and a text; decisions close and the case is free again', async () => {
    const dialog = verifier.getByRole('dialog', { name: COMPANY });
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    const reject = verifier.getByRole('dialog', { name: 'Отклонить верификацию' });
    await reject.waitFor();
    await reject.getByRole('button', { name: 'Отклонить' }).click();
    expect(await reject.locator('[aria-invalid="true"], [data-invalid]').count()).toBeGreaterThan(0);
    await reject.getByRole('button', { name: /Причина/ }).click();
    await verifier.getByRole('option', { name: 'Выписка не читается' }).click();
    await reject.getByRole('textbox', { name: 'Комментарий для владельца' }).fill(REASON_TEXT);
    await screenshot(verifier, 'back-office-reject-1440', { fullPage: false });
    const calls = await verifierCalls(async () => {
      await reject.getByRole('button', { name: 'Отклонить' }).click();
      await verifier.getByText('Отказ в верификации отправлен владельцу по почте.').waitFor();
      await dialog.locator('.status-company-3').waitFor();
    });
    // One round trip: the decision's answer is the new case; its own live echo reloads nothing.
    expect(calls.filter((call) => call === 'setVerificationCompany' || call === 'getVerificationCompanyInfo')).toEqual([
      'setVerificationCompany',
    ]);
    expect(await dialog.getByRole('button', { name: 'Верифицировать' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Отклонить' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Освободить' }).count()).toBe(0);
  });

  it('the owner reads the reason in the e-mail, fixes the extract and resubmits; the list shows it again', async () => {
    await captured(e2e.product.url, OWNER, new RegExp(REASON_TEXT));
    const dialog = verifier.getByRole('dialog', { name: COMPANY });
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await verifier.waitForURL(/\/lc-companies\/UnderConsideration$/);
    await waitFor(async () => (await verifier.getByRole('row').filter({ hasText: COMPANY }).count()) === 0, {
      what: 'the rejected company to leave the tab',
    });
    await uploadExtract('extract-clear.pdf');
    await call('/company/set_statusCompany', { company_id: companyId, status_id: 2 }, ownerToken);
    await verifier.getByRole('row').filter({ hasText: COMPANY }).waitFor({ timeout: 15_000 });
  });

  it('verifies the company; the owner’s home says access is open', async () => {
    await verifier.getByRole('link', { name: COMPANY, exact: true }).click();
    const dialog = verifier.getByRole('dialog', { name: COMPANY });
    // Verification asks first, like rejection and deletion; Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Верифицировать' }).click();
    const confirm = verifier.getByRole('alertdialog', { name: 'Верификация компании' });
    await confirm.getByText(`Подтвердить данные компании «${COMPANY}»`, { exact: false }).waitFor();
    await screenshot(verifier, 'back-office-verify-confirm-1440', { fullPage: false });
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.locator('.status-company-2').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Верифицировать' }).click();
    const calls = await verifierCalls(async () => {
      await confirm.getByRole('button', { name: 'Верифицировать' }).click();
      await verifier.getByText('Компания верифицирована и добавлена в базу. Владелец получит письмо.').waitFor();
      await dialog.locator('.status-company-4').waitFor();
    });
    expect(calls.filter((call) => call === 'setVerificationCompany' || call === 'getVerificationCompanyInfo')).toEqual([
      'setVerificationCompany',
    ]);
    await screenshots(verifier, 'detail-verified');
    const owner = await signedInPage(ownerToken);
    await owner.goto(e2e.product.url);
    await owner.getByText('Доступ открыт').waitFor();
    await screenshot(owner, 'back-office-owner-granted-1440');
  });

  it('searches from the header: count, highlighted match, and the company opens', async () => {
    await verifier.goto(`${e2e.product.url}/lc-companies/all`);
    const box = verifier.getByRole('combobox', { name: 'Поиск компаний' });
    await box.fill(`перевірка ${RUN}`.slice(0, 12));
    await verifier
      .getByRole('status')
      .filter({ hasText: /Найден/ })
      .waitFor();
    const option = verifier.getByRole('option', { name: new RegExp(RUN) });
    expect(await option.locator('mark').count()).toBe(1);
    await screenshot(verifier, 'back-office-search-1440', { fullPage: false });
    await option.click();
    await verifier.waitForURL(new RegExp(`/lc-companies/company/${companyId}$`));
    await verifier.getByRole('dialog', { name: COMPANY }).getByRole('button', { name: 'Закрыть' }).click();
    await verifier.waitForURL(/\/lc-companies\/all$/);
  });

  it('finds the company with the advanced search (Filters, then Result) and opens it', async () => {
    const box = verifier.getByRole('combobox', { name: 'Поиск компаний' });
    await box.fill('x');
    await verifier.getByRole('option', { name: 'Расширенный поиск' }).click();
    const modal = verifier.getByRole('dialog', { name: 'Расширенный поиск' });
    await modal.getByRole('tab', { name: 'Фильтры', selected: true }).waitFor();
    await modal.getByRole('textbox', { name: 'Код ЕГРПОУ' }).fill(CODE.slice(0, 5));
    await modal.getByRole('button', { name: 'Найти' }).click();
    await modal.getByRole('tab', { name: 'Результат', selected: true }).waitFor();
    await modal.getByRole('link', { name: COMPANY }).waitFor();
    await screenshot(verifier, 'back-office-advanced-1440', { fullPage: false });
    await modal.getByRole('link', { name: COMPANY }).click();
    await verifier.waitForURL(new RegExp(`/lc-companies/company/${companyId}$`));
    await verifier.getByRole('dialog', { name: COMPANY }).waitFor();
  });

  it('deletes the company after the "Company deletion" question; it then reads Deleted, without the control', async () => {
    const dialog = verifier.getByRole('dialog', { name: COMPANY });
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    const confirm = verifier.getByRole('alertdialog', { name: 'Удаление компании' });
    await confirm.getByText(`Вы уверены, что хотите удалить компанию «${COMPANY}»?`).waitFor();
    await screenshot(verifier, 'back-office-delete-1440', { fullPage: false });
    const calls = await verifierCalls(async () => {
      await confirm.getByRole('button', { name: 'Удалить' }).click();
      await verifier.getByText('Компания удалена верификатором.').waitFor();
      await dialog.locator('.status-company-5', { hasText: 'Удалена' }).waitFor();
    });
    // One round trip, as for a decision: the deletion's answer is the case after it.
    expect(calls.filter((call) => call === 'removeCompany' || call === 'getVerificationCompanyInfo')).toEqual(['removeCompany']);
    expect(await dialog.getByRole('button', { name: 'Удалить' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await verifier.getByRole('tab', { name: 'Удалённые' }).click();
    await verifier.waitForURL(/\/lc-companies\/deleted$/);
    await verifier.getByRole('row').filter({ hasText: COMPANY }).locator('.status-company-5').waitFor();
    // The owner's bell words the deletion (the kind `company_removed` of the shared notice kinds).
    const noticed = async () =>
      ((await call('/notices/get_notices', {}, ownerToken)).list_data as Array<{ kind: string }>).some(
        (notice) => notice.kind === 'company_removed',
      );
    await waitFor(noticed, { what: 'the deletion notice' });
    const owner = await signedInPage(ownerToken);
    await owner.goto(`${e2e.product.url}/settings/notifications`);
    await owner.getByRole('button', { name: /^Уведомления, непрочитанных/ }).click();
    await owner.getByRole('dialog', { name: 'Уведомления' }).getByText(`Компания «${COMPANY}» удалена верификатором`).waitFor();
    await owner.close();
  });

  it("opens the verifier's own settings from the menu", async () => {
    await verifier.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Настройки' }).click();
    await verifier.waitForURL(/\/lc-settings/);
    // The settings page (a lazy chunk) replaces the list: its tab list, not the list's heading.
    await verifier.locator('#settings-profile-name').waitFor();
    await verifier.getByRole('tablist', { name: 'Разделы настроек' }).waitFor();
    // The profile tab is a lazy chunk of its own: the screen is the loaded tab, not its loader.
    await verifier.getByRole('tabpanel').waitFor();
    await verifier.getByRole('tabpanel').getByRole('status').waitFor({ state: 'detached' });
    await screenshot(verifier, 'back-office-settings-1440');
  });
});
