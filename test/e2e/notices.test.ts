/// <reference lib="dom" />
// The notification centre in a browser (docs/notices.md): a user's bell rings live when the owner
// of a company invites them and changes their rights (no reload), lists each with its date, opens
// the screen that acts and marks read one or all; settings → Notifications switches a kind off in
// the app, and the next such event leaves the bell quiet. A verifier's decision changes the owner's
// header badge and home banner live, and each decision's notice opens its screen in its company.
// Screenshots and an axe scan with the popover open.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, devMessages, seedSession, useE2e } from '../support/e2e.js';
import { uniqueEdrpou } from '../support/edrpou.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const phone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const OWNER = { email: `nina.owner.${RUN}@example.com`, password: 'Owner-secret-1' };
const USER = { email: `petro.user.${RUN}@example.com`, password: 'User-secret-1' };
const COMPANY = `ТОВ «Дзвіночок ${RUN}»`;
const VERIFIER = { email: `vira.verifier.${RUN}@example.com`, password: 'Verifier-secret-1' };
const EXTRACT = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ROOT = resolve(import.meta.dirname, '../..');

describe('the notification bell in a browser', () => {
  const e2e = useE2e({ seed: true });
  let ownerToken: string;
  let userToken: string;
  let userId: string;
  let companyId: string;
  let page: Page;

  const call = (path: string, body?: unknown, token?: string) => apiCall(e2e.product.url, path, body, token);
  const profile = (lname: string, name: string) => ({
    lname,
    name,
    sname: 'Іванович',
    birth_date: '1990-05-17',
    gender_id: 1,
    phone: phone(),
  });
  const bell = () => page.getByRole('button', { name: /^Уведомления/ });

  beforeAll(async () => {
    [ownerToken, userToken] = await Promise.all([
      createProfiledUser(e2e.product.url, { ...OWNER, profile: profile('Мельник', 'Ніна') }),
      createProfiledUser(e2e.product.url, { ...USER, profile: profile('Гнатюк', 'Петро') }),
    ]);
    const created = await call('/company/createCompany', { name: COMPANY, code: uniqueEdrpou() }, ownerToken);
    if (!created.ok) throw new Error(JSON.stringify(created));
    companyId = String((created.company_data as { id: string }).id);
    userId = String(((await call('/profile/get_userInfo', undefined, userToken)).user_data as { id?: string } | undefined)?.id ?? '');
    page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(page, userToken);
  }, 120_000);

  it('rings live on an invitation, lists it with its date, and marks it read', async () => {
    await page.goto(`${e2e.product.url}/`);
    await bell().waitFor();
    expect(await bell().getAttribute('aria-label')).toBe('Уведомления');
    // The approval requests keep their own button beside the bell.
    await page.getByRole('button', { name: /^Запросы на согласование/ }).waitFor();

    const invited = await call('/company/addUserToCompany', { company_id: companyId, email: USER.email, s_access_z: [] }, ownerToken);
    expect(invited.ok).toBe(true);
    // No reload: the live stream rings the bell.
    await page.getByRole('button', { name: 'Уведомления, непрочитанных: 1' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'notices-bell-unread-1280', { fullPage: false });

    await bell().click();
    const popover = page.getByRole('dialog', { name: 'Уведомления' });
    const text = `Вас пригласили в компанию «${COMPANY}» (пользователь). Ссылка для подтверждения отправлена на вашу почту`;
    await popover.getByText(text).waitFor();
    // The date as the spec formats it: day, month name, year, time.
    expect(await popover.locator('time').first().textContent()).toMatch(/^\d{1,2} [а-я]+ \d{4}, \d{2}:\d{2}$/);
    await screenshot(page, 'notices-popover-1280', { fullPage: false });

    await popover.getByRole('button', { name: `Отметить прочитанным: ${text}` }).click();
    await page.getByRole('button', { name: 'Уведомления', exact: true }).waitFor();
    // The bell clears at once (optimistic); the server's count follows when the request lands.
    await waitFor(async () => (await call('/notices/get_notices', {}, userToken)).unread === 0, { what: 'the notice read on the server' });
    await page.keyboard.press('Escape');
  });

  it('rings on changed rights; the link opens the screen that acts; "mark all read" clears the count', async () => {
    const [, token] = await captured(e2e.product.url, USER.email, /company-invitation\?token=([^\s"<>]+)/);
    expect((await call('/company/confirmMembership', { token }, userToken)).ok).toBe(true);
    const changed = await call(
      '/company/updateUserToCompany',
      { company_id: companyId, user_id: userId, s_access_z: ['company-settings'] },
      ownerToken,
    );
    expect(changed.ok).toBe(true);
    await page.getByRole('button', { name: 'Уведомления, непрочитанных: 1' }).waitFor({ timeout: 20_000 });
    await bell().click();
    const popover = page.getByRole('dialog', { name: 'Уведомления' });
    await popover.getByRole('link', { name: `Ваши права в компании «${COMPANY}» изменены` }).click();
    await page.waitForURL(/\/companies$/);
    await page.getByRole('button', { name: 'Уведомления', exact: true }).waitFor();

    // Two more, then both read at once.
    expect((await call('/company/updateUserToCompany', { company_id: companyId, user_id: userId, s_access_z: [] }, ownerToken)).ok).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Уведомления, непрочитанных: 1' }).waitFor({ timeout: 20_000 });
    expect(
      (await call('/company/updateUserToCompany', { company_id: companyId, user_id: userId, s_access_z: ['company-settings'] }, ownerToken))
        .ok,
    ).toBe(true);
    await page.getByRole('button', { name: 'Уведомления, непрочитанных: 2' }).waitFor({ timeout: 20_000 });
    await bell().click();
    await page.getByRole('dialog', { name: 'Уведомления' }).getByRole('button', { name: 'Отметить все прочитанными' }).click();
    await page.getByRole('button', { name: 'Уведомления', exact: true }).waitFor();
    await waitFor(async () => (await call('/notices/get_notices', {}, userToken)).unread === 0, {
      what: 'every notice read on the server',
    });
    await page.keyboard.press('Escape');
  });

  it('settings → Notifications: a kind switched off in the app leaves the bell quiet', async () => {
    await page.goto(`${e2e.product.url}/settings/notifications`);
    const inApp = page.getByRole('checkbox', { name: 'Изменение ваших прав в компании: В приложении' });
    await inApp.waitFor();
    // A letter that carries the only link that acts cannot be switched off.
    expect(await page.getByRole('checkbox', { name: 'Приглашение в компанию: Письмо' }).isDisabled()).toBe(true);
    await page.locator('label.ui-check', { hasText: 'Изменение ваших прав в компании: В приложении' }).click();
    await waitFor(async () => !(await inApp.isChecked()), { what: 'the in-app box unticked' });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Настройки уведомлений сохранены').waitFor();
    await screenshot(page, 'notices-settings-1280');
    // At 360 px the tab and the header with the bell fit without scrolling sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
      what: 'settings → Notifications to fit 360 px',
    });
    await screenshot(page, 'notices-settings-360');
    await page.setViewportSize({ width: 1280, height: 800 });

    const rightsMails = async () =>
      (await devMessages(e2e.product.url, USER.email)).filter((message) => /изменены/.test(message.subject ?? '')).length;
    const before = await rightsMails();
    expect((await call('/company/updateUserToCompany', { company_id: companyId, user_id: userId, s_access_z: [] }, ownerToken)).ok).toBe(
      true,
    );
    // The change was handled (its e-mail, still on, arrives) and the bell stayed at zero.
    await waitFor(async () => (await rightsMails()) === before + 1, { what: 'the rights letter' });
    expect((await call('/notices/get_notices', {}, userToken)).unread).toBe(0);
    expect(await page.getByRole('button', { name: 'Уведомления', exact: true }).count()).toBe(1);
  });

  it("a verifier's decision shows in the owner's header and home at once; its notice opens its screen, in its company", async () => {
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, ['dist/src/cli.js', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
        stdio: 'pipe',
      });
    cli('user:create', '--email', VERIFIER.email, '--role', 'verifier', '--password', VERIFIER.password);
    const verifierToken = String(
      (await call('/profile/loginUser', { identifier: VERIFIER.email, password: VERIFIER.password, remember: true })).user_data?.token ??
        '',
    );
    const decide = (decision: Record<string, unknown>) =>
      // The verification context hears of the submission through the outbox: the decision is retried until it has.
      waitFor(
        async () => (await call('/verifier/setVerificationCompany', { company_id: companyId, ...decision }, verifierToken)).ok === true,
        { what: 'the verifier decision' },
      );
    const form = new FormData();
    form.append('company_id', companyId);
    form.append('type', 'edr');
    form.append('file', new Blob([EXTRACT], { type: 'application/pdf' }), 'extract.pdf');
    expect(
      (
        await fetch(`${e2e.product.url}/api/v2/company/add_verificationFileCompany`, {
          method: 'POST',
          headers: { userToken: ownerToken },
          body: form,
        })
      ).status,
    ).toBe(200);
    expect((await call('/company/set_statusCompany', { company_id: companyId, status_id: 2 }, ownerToken)).ok).toBe(true);
    expect((await call('/company/loginCompany', { company_id: companyId }, ownerToken)).ok).toBe(true);
    const owner = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(owner, ownerToken);
    await owner.goto(`${e2e.product.url}/`);
    await owner.getByText('Компания на верификации').waitFor();
    await owner.getByRole('button', { name: `Компания: ${COMPANY}, На рассмотрении` }).waitFor();

    // Rejected: the badge and the banner follow without a reload.
    await decide({ verification: 0, reason_code: 'other', comment: 'Выписка нечитаемая' });
    await owner.getByText('Верификация отклонена').waitFor({ timeout: 20_000 });
    await owner.getByRole('button', { name: `Компания: ${COMPANY}, Отклонена` }).waitFor();
    await screenshot(owner, 'notices-rejected-live-1280', { fullPage: false });
    // The bell's notice opens the screen that fixes it (a click inside the app, not a page load).
    await owner.getByRole('button', { name: /^Уведомления, непрочитанных/ }).click({ timeout: 20_000 });
    await owner
      .getByRole('dialog', { name: 'Уведомления' })
      .getByRole('link', { name: /не прошла верификацию/ })
      .click();
    await owner.getByRole('heading', { level: 1, name: 'Верификация компании' }).waitFor();
    await screenshot(owner, 'notices-rejected-fix-1280', { fullPage: false });

    // Sent again, then the owner leaves the company; verified meanwhile, its notice enters it and opens its home.
    expect((await call('/company/set_statusCompany', { company_id: companyId, status_id: 2 }, ownerToken)).ok).toBe(true);
    expect((await call('/company/logoutCompany', {}, ownerToken)).ok).toBe(true);
    await owner.goto(`${e2e.product.url}/`);
    await owner.getByText('Вы не вошли в компанию:', { exact: false }).waitFor();
    await decide({ verification: 1 });
    await owner.getByRole('button', { name: /^Уведомления, непрочитанных/ }).click({ timeout: 20_000 });
    await owner
      .getByRole('dialog', { name: 'Уведомления' })
      .getByRole('link', { name: `Компания «${COMPANY}» прошла верификацию` })
      .click();
    await owner.getByText('Доступ открыт').waitFor();
    await owner.getByRole('button', { name: `Компания: ${COMPANY}, Верифицирована` }).waitFor();
    expect(new URL(owner.url()).pathname).toBe('/');
    await screenshot(owner, 'notices-verified-home-1280', { fullPage: false });
  });
});
