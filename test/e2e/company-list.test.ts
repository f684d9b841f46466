/// <reference lib="dom" />
// The company list's owner actions in a real browser against the built product: the owner
// archives a company with the SMS code read from the captured SMS (a wrong code first), finds it
// under Archive and restores it; then transfers it, confirmed by an SMS code as deleting is, sees
// it pending under Transferred companies, cancels another pending offer there, and the recipient
// accepts through the captured e-mail's link, signing in on the way; the former owner, now
// administrator, is not offered the transfer.
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, captured, createProfiledUser, devMessages, field, seedSession, useE2e } from '../support/e2e.js';
import { waitFor } from '../support/wait-for.js';
import { uniqueEdrpou } from '../support/edrpou.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const OWNER = `olena.owner.${RUN}@example.com`;
const RECIPIENT = `petro.recipient.${RUN}@example.com`;
const phone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const OWNER_PHONE = phone();
const PASSWORD = 'First-secret-1';
const COMPANY = `ТОВ «Передача ${RUN}»`;
const CODE = uniqueEdrpou();
const WITHDRAWN = `ТОВ «Скасування ${RUN}»`;
const OTHER = `ivan.other.${RUN}@example.com`;

describe('company list in a browser (archive and restore by SMS code, transfer and acceptance)', () => {
  const e2e = useE2e({ seed: true });
  let page: Page;
  let companyId: string;
  let ownerToken: string;

  const call = (path: string, body?: unknown, token?: string) => apiCall(e2e.product.url, path, body, token);
  const profile = (name: string, tel: string) => ({
    lname: 'Коваль',
    name,
    sname: 'Іванівна',
    birth_date: '1987-05-14',
    gender_id: 2,
    phone: tel,
  });

  async function screenshots(name: string): Promise<void> {
    await screenshot(page, `company-list-${name}-1440`);
    await page.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { what: `${name} to fit 360 px` });
    await screenshot(page, `company-list-${name}-360`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  /** The newest SMS code for `action` sent at `since` or later. */
  const smsCode = async (since: number): Promise<string> => (await captured(e2e.product.url, OWNER_PHONE, /код (\d{6}) для/, since))[1]!;
  /** Whether an SMS code went to the owner after `since` (asked once, without waiting). */
  const capturedSince = async (since: number): Promise<boolean> =>
    (await devMessages(e2e.product.url, OWNER_PHONE)).some(
      (message) => Date.parse(message.created_at) >= since && /код (\d{6}) для/.test(message.text ?? ''),
    );

  beforeAll(async () => {
    const token = await createProfiledUser(e2e.product.url, { email: OWNER, password: PASSWORD, profile: profile('Олена', OWNER_PHONE) });
    // SMS codes go to a confirmed phone only: confirm it as the settings would.
    const since = Date.now();
    expect((await call('/profile/confirmPhoneSendSms', { phone: OWNER_PHONE }, token)).ok).toBe(true);
    const code = (await captured(e2e.product.url, OWNER_PHONE, /код подтверждения (\d{6})/, since))[1];
    expect((await call('/profile/confirmPhone', { confirm_phone_code: code }, token)).ok).toBe(true);
    const created = await call('/company/createCompany', { name: COMPANY, code: CODE, services: 'Підбір персоналу' }, token);
    companyId = (created.company_data as { id: string }).id;
    ownerToken = token;
    // Registering made it the session's active company; the list is opened without one.
    expect((await call('/company/logoutCompany', {}, token)).ok).toBe(true);
    await createProfiledUser(e2e.product.url, { email: RECIPIENT, password: PASSWORD, profile: profile('Петро', phone()) });

    page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, token);
  });

  const item = () => page.getByRole('listitem').filter({ hasText: COMPANY });

  it('archives the company with the SMS code (a wrong one is refused first) and finds it under Archive', async () => {
    await page.goto(`${e2e.product.url}/companies`);
    await item().waitFor();
    await screenshots('my');
    const since = Date.now();
    await page.getByRole('button', { name: `В архив: ${COMPANY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Архивирование компании' });
    // The dialog asks first; the SMS goes out only once the member confirms.
    await dialog.getByText(`Перенести компанию ${COMPANY} в архив?`, { exact: false }).waitFor();
    await screenshots('archive-ask');
    expect(await capturedSince(since)).toBe(false);
    await dialog.getByRole('button', { name: 'Отправить SMS-код' }).click();
    const input = dialog.getByRole('textbox', { name: field('Код из SMS') });
    await input.waitFor();
    const code = await smsCode(since);
    // The resend link waits 90 s, counting down in minutes and seconds.
    const timer = dialog.getByRole('timer');
    const first = (await timer.textContent()) ?? '';
    expect(first).toMatch(/1:(30|2\d)/);
    await waitFor(async () => ((await timer.textContent()) ?? '') !== first, { what: 'the countdown to move' });
    await input.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await dialog.getByText('Неверный код').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await screenshots('code-wrong');
    await input.fill(code);
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    const done = page.getByRole('dialog', { name: 'Готово' });
    await done.getByText(`Компания ${COMPANY} перемещена в архив.`).waitFor();
    await screenshots('archived');
    await done.getByRole('button', { name: 'Закрыть' }).first().click();
    await waitFor(async () => (await item().count()) === 0, { what: 'the company to leave My companies' });
    await page.getByText('У вас пока нет компаний. Добавьте компанию, чтобы начать работу.').waitFor();

    await page.getByRole('tab', { name: 'Архив' }).click();
    await page.waitForURL(/\/companies\/archive$/);
    await item().waitFor();
  });

  it('restores it from the Archive with a new code', async () => {
    const since = Date.now();
    await page.getByRole('button', { name: `Восстановить: ${COMPANY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Восстановление компании' });
    await dialog.getByRole('button', { name: 'Отправить SMS-код' }).click();
    await dialog.getByRole('textbox', { name: field('Код из SMS') }).fill(await smsCode(since));
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByRole('dialog', { name: 'Готово' }).getByRole('button', { name: 'Закрыть' }).first().click();
    await page.getByText('В архиве пусто.').waitFor();
    await page.getByRole('tab', { name: 'Мои компании' }).click();
    await item().waitFor();
  });

  it('offers the company to another user, confirmed by the SMS code; it waits under Transferred companies', async () => {
    await page.getByRole('button', { name: `Передать: ${COMPANY}` }).click();
    const dialog = page.getByRole('dialog', { name: `Передача компании ${COMPANY}` });
    await dialog.getByRole('button', { name: 'Далее' }).click();
    await dialog.getByText('Обязательное поле').first().waitFor();
    await dialog.getByRole('textbox', { name: field('E-mail нового владельца') }).fill(RECIPIENT);
    await dialog.getByRole('button', { name: /Что останется у вас после передачи/ }).click();
    await page.getByRole('option', { name: 'Полная передача прав: вы остаётесь администратором' }).click();
    await screenshots('transfer-form');
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Далее' }).click();
    // The offer is made only with the code, as a deletion is.
    const codeStep = page.getByRole('dialog', { name: 'Передача компании', exact: true });
    const input = codeStep.getByRole('textbox', { name: field('Код из SMS') });
    await input.waitFor();
    await codeStep.getByText(`чтобы передать компанию ${COMPANY} пользователю ${RECIPIENT}`, { exact: false }).waitFor();
    const code = (await captured(e2e.product.url, OWNER_PHONE, /код (\d{6}) для передачи/, since))[1]!;
    await screenshots('transfer-code');
    await input.fill(code === '000000' ? '111111' : '000000');
    await codeStep.getByRole('button', { name: 'Подтвердить' }).click();
    await codeStep.getByText('Неверный код').waitFor();
    expect((await call('/company/get_companyList', { sort: 'transfer' }, ownerToken)).company_list).toEqual([]);
    await input.fill(code);
    await codeStep.getByRole('button', { name: 'Подтвердить' }).click();
    const done = page.getByRole('dialog', { name: 'Готово' });
    await done.getByText(`Предложение отправлено на ${RECIPIENT}.`, { exact: false }).waitFor();
    await screenshots('transfer-sent');
    await done.getByRole('button', { name: 'Закрыть' }).first().click();
    await waitFor(async () => (await item().count()) === 0, { what: 'the offered company to leave My companies' });
    await page.getByRole('tab', { name: 'Переданные компании' }).click();
    await page.waitForURL(/\/companies\/transfer$/);
    await item().getByText(`Ожидает принятия пользователем ${RECIPIENT}`, { exact: false }).waitFor();
    await screenshots('transferred');
  });

  it('the owner cancels a pending offer from Transferred companies; the company is back in My companies', async () => {
    const created = await call(
      '/company/createCompany',
      { name: WITHDRAWN, code: uniqueEdrpou(), services: 'Підбір персоналу' },
      ownerToken,
    );
    const withdrawnId = (created.company_data as { id: string }).id;
    // Registering made it active, which would reopen its onboarding; the list is used without one.
    expect((await call('/company/logoutCompany', {}, ownerToken)).ok).toBe(true);
    // Offered to someone else, so the recipient's newest offer stays the one they accept below.
    await createProfiledUser(e2e.product.url, { email: OTHER, password: PASSWORD, profile: profile('Іван', phone()) });
    const since = Date.now();
    expect((await call('/company/sendActionCode', { company_id: withdrawnId, action: 'transfer' }, ownerToken)).ok).toBe(true);
    const code = (await captured(e2e.product.url, OWNER_PHONE, /код (\d{6}) для передачи/, since))[1];
    expect(
      (
        await call(
          '/company/transferCompany',
          { company_id: withdrawnId, email: OTHER, option: 'no_access', confirm_code: code },
          ownerToken,
        )
      ).ok,
    ).toBe(true);
    await page.reload();
    const withdrawn = page.getByRole('listitem').filter({ hasText: WITHDRAWN });
    await withdrawn.getByText(`Ожидает принятия пользователем ${OTHER}`, { exact: false }).waitFor();
    await item().waitFor();
    await page.getByRole('button', { name: `Отменить передачу: ${WITHDRAWN}` }).click();
    await page.getByText(`Передача компании ${WITHDRAWN} отменена`, { exact: false }).first().waitFor();
    await waitFor(async () => (await withdrawn.count()) === 0, { what: 'the withdrawn offer to leave Transferred companies' });
    await screenshots('transfer-cancelled');
    await page.getByRole('tab', { name: 'Мои компании' }).click();
    await withdrawn.waitFor();
    await page.getByRole('tab', { name: 'Переданные компании' }).click();
    await item().waitFor();
  });

  it('the recipient opens the e-mailed link, signs in and becomes the owner', async () => {
    const link = (await captured(e2e.product.url, RECIPIENT, /(\/company-transfer\?token=[\w%-]+)/))[1]!;
    const recipient = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await recipient.goto(`${e2e.product.url}${link}`);
    await recipient.getByText('Войдите в аккаунт, которому передают компанию, и она будет принята сразу.').waitFor();
    await screenshot(recipient, 'company-list-accept-sign-in-1440');
    await recipient.getByRole('textbox', { name: field('E-mail или телефон') }).fill(RECIPIENT);
    await recipient.getByLabel(field('Пароль')).fill(PASSWORD);
    await recipient.getByRole('button', { name: 'Войти' }).click();
    await recipient.waitForURL(/\/companies$/);
    const mine = recipient.getByRole('listitem').filter({ hasText: COMPANY });
    await mine.getByText('Владелец').waitFor();
    await screenshot(recipient, 'company-list-accepted-1440');

    // The new owner has no confirmed phone yet: the SMS step says so and leads to the profile.
    await recipient.getByRole('button', { name: `В архив: ${COMPANY}` }).click();
    const dialog = recipient.getByRole('dialog', { name: 'Архивирование компании' });
    await dialog.getByRole('button', { name: 'Отправить SMS-код' }).click();
    await dialog.getByRole('alert').getByText('Подтвердите номер телефона в профиле', { exact: false }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Подтвердить телефон в профиле' }).getAttribute('href')).toBe('/settings/myCompanies');
    await screenshot(recipient, 'company-list-phone-required-1440');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await waitFor(async () => (await recipient.getByRole('dialog').count()) === 0, { what: 'the modal to close' });
    await mine.waitFor();

    // The former owner: nothing pending, and the company back in My companies as administrator.
    await page.reload();
    await page.getByText('Вы пока не передавали компании.').waitFor();
    await page.getByRole('tab', { name: 'Мои компании' }).click();
    await item().getByText('Администратор').waitFor();
    // Giving the company away is the owner's act: the administrator is not offered it.
    await item()
      .getByRole('button', { name: `В архив: ${COMPANY}` })
      .waitFor();
    expect(await page.getByRole('button', { name: `Передать: ${COMPANY}` }).count()).toBe(0);
    await screenshots('administrator');
    const accepted = await captured(e2e.product.url, OWNER, /принял\(а\) передачу компании/);
    expect(accepted).toBeTruthy();
    expect(companyId).toBeTruthy();
  });
});
