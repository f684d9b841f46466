/// <reference lib="dom" />
// The whole account journey in a real browser against the built product: registered (through the
// API; the form is whole-journey.test.ts's) → confirm the e-mail from the captured letter → create the profile and confirm the phone from the captured SMS
// → the home page greets the user by name → edit the profile in settings → change the password →
// log out → recover the password by phone → log in with the new password. Codes and links are read from /api/v2/dev/messages, as a person reads them.
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, captured as capturedFor, field, useE2e } from '../support/e2e.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EMAIL = `olena.${RUN}@example.com`;
// A fresh database per run, but keep the phone unlike any demo account's.
const PHONE = `093${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const PASSWORD = 'First-secret-1';
const CHANGED_PASSWORD = 'Changed-secret-2';
const NEW_PASSWORD = 'Recovered-secret-3';

/** The text of the focused element if it is the page's heading (focus moves there on a new page). */
async function focusedHeading(page: Page): Promise<string> {
  return waitFor(() => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null)), {
    what: 'focus on the page heading',
  });
}

describe('the account journey in a browser', () => {
  const e2e = useE2e({ seed: true }); // the gender options of the profile form come from the seed
  let page: Page;

  const captured = (to: string, pattern: RegExp, since: number) => capturedFor(e2e.product.url, to, pattern, since);

  beforeAll(async () => {
    page = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
  });

  it('follows the confirmation letter of a registration and lands on the profile form', async () => {
    // Registered through the API: the registration form and its success screen are
    // whole-journey.test.ts's; the person's own way goes on from the letter.
    const since = Date.now() - 1000;
    const registered = await apiCall(e2e.product.url, '/profile/registration', { email: EMAIL, password: PASSWORD, ref: e2e.product.url });
    expect(registered.ok).toBe(true);
    const [link] = await captured(EMAIL, /https?:\/\/\S+\/confirm-email\?token=[\w-]+/, since);
    const path = new URL(link).pathname + new URL(link).search;
    await page.goto(`${e2e.product.url}${path}`);
    await page.waitForURL(/\/profile-create$/);
    await page.getByRole('heading', { name: 'Создание профиля' }).waitFor();
    expect(await page.getByLabel(field('E-mail')).inputValue()).toBe(EMAIL);
    // A link confirms once and signs in (no "remember me" on a link): the token is in localStorage,
    // shared by every tab of the browser (spec 000 §3), and the server keeps the session one day.
    expect(await page.evaluate(() => [Boolean(sessionStorage.getItem('token')), Boolean(localStorage.getItem('token'))])).toEqual([
      false,
      true,
    ]);
    await screenshot(page, 'journey-03-profile-create');
  });

  it('fills the profile, confirms the phone from the captured SMS and saves', async () => {
    await page.getByRole('button', { name: 'Далее' }).click();
    // Nothing is sent while the form breaks the rules of spec §5.
    expect(await page.getByText('Обязательное поле').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'journey-04-profile-errors');

    // Exit asks first; "No" keeps the user and everything typed.
    await page.getByRole('button', { name: 'Выход' }).click();
    const exit = page.getByRole('alertdialog', { name: 'Выход из аккаунта' });
    await exit.getByText('Вы действительно хотите выйти из аккаунта?').waitFor();
    await page.locator('.ui-modal-overlay:not([data-entering])').waitFor();
    await screenshot(page, 'journey-04-profile-exit-question');
    await exit.getByRole('button', { name: 'Нет' }).click();
    await exit.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/profile-create$/);

    // The form fits a 360 px screen.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'journey-04-profile-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByLabel(field('Фамилия')).fill('Коваленко');
    await page.getByLabel(field('Имя')).fill('Олена');
    await page.getByLabel(field('Дата рождения')).pressSequentially('12041988');
    expect(await page.getByLabel(field('Дата рождения')).inputValue()).toBe('12/04/1988');
    await page.getByRole('button', { name: /Пол/ }).click();
    await page.getByRole('option', { name: 'Женский' }).click();
    const phone = page.getByLabel(field('Телефон'));
    await phone.pressSequentially(PHONE.slice(0, 9));
    expect(await page.getByRole('button', { name: 'Подтвердить телефон' }).count()).toBe(0);
    await phone.pressSequentially(PHONE.slice(9));
    expect(await phone.inputValue()).toBe(`+38 (${PHONE.slice(0, 3)}) ${PHONE.slice(3, 6)} ${PHONE.slice(6, 8)} ${PHONE.slice(8)}`);

    // "Next" with the phone not confirmed says what that costs and offers the confirmation.
    await page.getByRole('button', { name: 'Далее' }).click();
    const question = page.getByRole('alertdialog', { name: 'Телефон не подтверждён' });
    await question.getByText('Восстановить пароль по SMS можно только на подтверждённый телефон', { exact: false }).waitFor();
    await page.locator('.ui-modal-overlay:not([data-entering])').waitFor();
    await screenshot(page, 'journey-05-phone-unconfirmed-question', { fullPage: false });
    const since = Date.now() - 1000;
    await question.getByRole('button', { name: 'Подтвердить телефон' }).click();
    await page.waitForURL(/\/confirm-phone$/);
    await page.getByRole('heading', { name: 'Подтверждение телефона' }).waitFor();
    await page.getByText('Режим разработки: SMS не уходят наружу', { exact: false }).waitFor();
    expect(await page.locator('.auth-resend__time').textContent()).toMatch(/^1:[0-3]\d$/);
    await screenshot(page, 'journey-05-confirm-phone');

    const [, code] = await captured(PHONE, /код подтверждения (\d{6})\b/, since);
    await page.getByLabel(field('Код из SMS')).fill(code!);
    await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await page.waitForURL(/\/profile-create$/);
    await page.getByText('Телефон подтверждён', { exact: true }).waitFor();
    // Back from the SMS step, focus is on the page's heading, not lost on the page body.
    expect(await focusedHeading(page)).toBe('Создание профиля');
    await page.getByText('Телефон успешно подтверждён').waitFor();
    // The typed profile survived the trip to the code and back; the phone is now locked.
    expect(await page.getByLabel(field('Фамилия')).inputValue()).toBe('Коваленко');
    expect(await page.getByLabel(field('Телефон')).getAttribute('readonly')).not.toBeNull();
    await screenshot(page, 'journey-06-phone-confirmed');

    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByRole('heading', { name: 'Данные пользователя сохранены' }).waitFor();
    await page.getByRole('button', { name: 'Добавить компанию' }).waitFor();
    await screenshot(page, 'journey-07-profile-saved');
    // The success screen fires its action by itself after 2.5 s: the companies profile.
    await page.waitForURL(/\/companies$/, { timeout: 10_000 });
    // The automatic redirect moves focus to the new page's heading too.
    expect(await focusedHeading(page)).toBe('Мои компании');
  });

  it('greets the user by name on the home page', async () => {
    await page.getByRole('link', { name: 'Главная' }).first().click();
    await page.waitForURL(`${e2e.product.url}/`);
    await page.getByRole('heading', { name: 'Здравствуйте, Олена!' }).waitFor();
    await screenshot(page, 'journey-08-home');
  });

  it('edits the profile in settings and changes the password', async () => {
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Настройки' }).click();
    await page.waitForURL(/\/settings\/myCompanies$/);
    await page.getByRole('heading', { name: /^Коваленко Олена, \d+ (год|года|лет)$/ }).waitFor();
    await page.getByRole('button', { name: 'Редактировать профиль' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редактирование профиля' });
    await dialog.getByLabel(field('Отчество')).fill('Петрівна');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Данные успешно обновлены').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /^Коваленко Олена Петрівна, \d+ (год|года|лет)$/ }).waitFor();
    await screenshot(page, 'journey-09-settings-profile');

    await page.getByRole('tab', { name: 'Пароль' }).click();
    await page.waitForURL(/\/settings\/password$/);
    await page.getByLabel(field('Текущий пароль')).fill(PASSWORD);
    await page.getByLabel(field('Новый пароль')).fill(CHANGED_PASSWORD);
    await page.getByLabel(field('Повторите новый пароль')).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Пароль успешно обновлён').waitFor();
    await screenshot(page, 'journey-10-settings-password');
  });

  it('logs out, recovers the password by phone and logs in with the new one', async () => {
    await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.waitForURL(/\/auth$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'))).toBeNull();

    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await page.waitForURL(/\/forgot$/);
    // The router keeps the previous page on screen while the next one's code loads: wait for the new page.
    await page.getByRole('heading', { name: 'Восстановление пароля' }).waitFor();
    await page.getByLabel(field('E-mail или телефон')).fill(PHONE);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.waitForURL(/\/forgot-by-phone$/);
    await page.getByRole('heading', { name: 'Восстановление по телефону' }).waitFor();
    expect(await page.locator('.auth-resend__time').textContent()).toMatch(/^1:[0-3]\d$/);
    await screenshot(page, 'journey-11-forgot-by-phone');

    // The reset SMS says a reset was requested (unlike the phone confirmation's).
    const [, code] = await captured(PHONE, /запрошен сброс пароля\. Код (\d{6})\b/, since);
    await page.getByLabel(field('Код из SMS')).fill(code!);
    await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await page.waitForURL(/\/recovery-password$/);
    await page.getByRole('heading', { name: 'Придумайте новый пароль' }).waitFor();
    await page.getByLabel(field('Новый пароль')).fill(NEW_PASSWORD);
    await page.getByLabel(field('Повторите пароль')).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('Пароли не совпадают').waitFor();
    await page.getByLabel(field('Повторите пароль')).fill(NEW_PASSWORD);
    await screenshot(page, 'journey-12-recovery-password');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByRole('heading', { name: 'Новый пароль сохранён' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('reset_password_token'))).toBeNull();
    await screenshot(page, 'journey-13-reset-success');

    // Nobody presses "Log in": the success screen opens the sign-in page by itself after 2.5 s.
    await page.waitForURL(/\/auth$/);
    await page.getByRole('heading', { name: 'Вход и регистрация' }).waitFor();
    expect(await focusedHeading(page)).toBe('Вход и регистрация');
    const login = page.getByRole('form', { name: 'Вход' });
    await login.getByLabel(field('E-mail или телефон')).fill(PHONE);
    await login.getByLabel(field('Пароль')).fill(CHANGED_PASSWORD);
    await login.getByRole('button', { name: 'Войти' }).click();
    // The password before the reset no longer opens the account.
    await page.locator('.ui-toast', { hasText: 'Неверный логин или пароль' }).waitFor();
    await login.getByLabel(field('Пароль')).fill(NEW_PASSWORD);
    await login.getByText('Запомнить меня').click();
    await login.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(/\/companies$/);
    // Signed in: focus is on the new page's heading.
    expect(await focusedHeading(page)).toBe('Мои компании');
    // The wrong-password toast belonged to the sign-in page: it does not greet the signed-in user.
    await page.getByRole('heading', { level: 1 }).waitFor();
    // (It would live 5 s; the new page closes it at once.)
    await waitFor(async () => (await page.locator('.ui-toast', { hasText: 'Неверный логин или пароль' }).count()) === 0, {
      timeoutMs: 2_000,
      what: 'the error toast to close',
    });
    // Remembered or not, the token lives in localStorage only.
    expect(await page.evaluate(() => [Boolean(localStorage.getItem('token')), Boolean(sessionStorage.getItem('token'))])).toEqual([
      true,
      false,
    ]);
    await page.getByRole('link', { name: 'Главная' }).first().click();
    await page.getByRole('heading', { name: 'Здравствуйте, Олена!' }).waitFor();
    await screenshot(page, 'journey-14-signed-in-again');
  });
});
