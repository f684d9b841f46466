/// <reference lib="dom" />
// The public side's rules in a real browser: the validation messages of a bad login in Russian and
// English, the unconfirmed-e-mail message, the route guards of §2, a bad
// confirmation link, recovery by the e-mail link, and the honest social sign-in buttons.
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { captured as capturedFor, field, useE2e } from '../support/e2e.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('sign-in rules and public pages in a browser', () => {
  const e2e = useE2e();
  let page: Page;

  // Every test starts signed out at an address it opens: one page, its storage cleared between tests.
  beforeEach(async () => {
    page = await e2e.reusedPage({ width: 1280, height: 860 });
  });

  async function openLogin(language?: 'en') {
    await page.goto(`${e2e.product.url}/auth`);
    if (language) {
      // The choice a visitor made earlier (localStorage), read when the app starts.
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.reload();
    }
    return page.getByRole('form', { name: language === 'en' ? 'Login' : 'Вход' });
  }

  const captured = (to: string, pattern: RegExp) => capturedFor(e2e.product.url, to, pattern);

  it('shows the Russian validation messages of a bad login', async () => {
    const form = await openLogin();
    await form.getByRole('button', { name: 'Войти' }).click();
    expect(await form.getByText('Обязательное поле').count()).toBe(2);

    await form.getByLabel(field('E-mail или телефон')).fill('olena@');
    await form.getByLabel(field('Пароль')).fill('1234567');
    await form.getByText('Неверный формат поля').waitFor();
    await form.getByText('Длина пароля должна быть не менее 8 символов').waitFor();
    // Numeric means phone: nine digits are not a phone.
    await form.getByLabel(field('E-mail или телефон')).fill('099123456');
    await form.getByText('Неверный формат поля').waitFor();
    await form.getByLabel(field('Пароль')).fill('x'.repeat(51));
    await form.getByText('Длина поля превышена').waitFor();
    await form.getByLabel(field('E-mail или телефон')).fill(`${'a'.repeat(95)}@example.com`);
    expect(await form.getByText('Длина поля превышена').count()).toBe(2);
    await form.getByLabel(field('E-mail или телефон')).fill('olena@');
    await form.getByLabel(field('Пароль')).fill('1234567');
    await screenshot(page, 'auth-validation-ru');

    // Well-formed but wrong: the server's message, as one toast.
    await form.getByLabel(field('E-mail или телефон')).fill(`nobody.${RUN}@example.com`);
    await form.getByLabel(field('Пароль')).fill('wrong-password');
    await form.getByRole('button', { name: 'Войти' }).click();
    const loginToast = page.locator('.ui-toast', { hasText: 'Неверный логин или пароль' });
    await loginToast.waitFor();
    // Not only a toast: both fields are marked invalid, the message written once under the password.
    expect(await form.getByLabel(field('E-mail или телефон')).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel(field('Пароль')).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('Неверный логин или пароль').count()).toBe(1);
    await screenshot(page, 'auth-wrong-password-ru');
    const again = page.waitForResponse((response) => response.url().endsWith('/profile/loginUser'));
    await form.getByRole('button', { name: 'Войти' }).click();
    await again;
    // The login error has a fixed key (§8): the second replaces the first instead of stacking.
    await waitFor(async () => (await loginToast.count()) === 1, { what: 'one login error toast' });
    // Typing again takes the marks away.
    await form.getByLabel(field('Пароль')).fill('another-password');
    expect(await form.getByLabel(field('E-mail или телефон')).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the English validation messages of a bad login', async () => {
    const form = await openLogin('en');
    await form.getByRole('button', { name: 'Log in' }).click();
    expect(await form.getByText('Required field').count()).toBe(2);
    await form.getByLabel(field('E-mail or phone')).fill('olena@');
    await form.getByLabel(field('Password')).fill('1234567');
    await form.getByText('Invalid field format').waitFor();
    await form.getByText('Password must be at least 8 characters long').waitFor();
    await screenshot(page, 'auth-validation-en');
  });

  it('checks the registration form and shows the password on request', async () => {
    await page.goto(`${e2e.product.url}/auth?tab=registration`);
    const form = page.getByRole('form', { name: 'Регистрация' });
    await form.getByLabel(field('E-mail')).fill('not-an-email');
    await form.getByLabel(field('Пароль')).fill('secret-123');
    await form.getByLabel(field('Повторите пароль')).fill('secret-124');
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    // An e-mail field says the e-mail text; the sign-in identifier (e-mail or phone) keeps the format text.
    await form.getByText('Невалидный адрес!').waitFor();
    await form.getByText('Пароли не совпадают').waitFor();
    const password = form.getByLabel(field('Пароль'));
    expect(await password.getAttribute('type')).toBe('password');
    await form.getByRole('button', { name: 'Показать пароль' }).first().click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await form.getByRole('button', { name: 'Скрыть пароль' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'registration-validation-ru');
  });

  it('offers no sign-in through other providers when the installation configures none', async () => {
    // The providers' list is read; with none configured (no OIDC_* variables) no button is drawn.
    const listed = page.waitForResponse((response) => response.url().endsWith('/api/v2/auth/providers'));
    await openLogin();
    await listed;
    expect(await page.getByRole('group', { name: 'Или войдите через' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Google/ }).count()).toBe(0);
  });

  it('a login with an unconfirmed e-mail shows the registration-type message', async () => {
    const email = `pending.${RUN}@example.com`;
    const res = await page.request.post(`${e2e.product.url}/api/v2/profile/registration`, {
      data: { email, password: 'secret-123', ref: e2e.product.url },
    });
    expect(res.ok()).toBe(true);
    const form = await openLogin();
    await form.getByLabel(field('E-mail или телефон')).fill(email);
    await form.getByLabel(field('Пароль')).fill('secret-123');
    await form.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { name: 'Письмо для подтверждения отправлено' }).waitFor();
    await page.getByText(`E-mail ${email} ещё не подтверждён`, { exact: false }).waitFor();
    await page.getByText(/Отправить письмо повторно можно через 1:[0-3]\d/).waitFor();
    await screenshot(page, 'login-unconfirmed');
    await page.getByRole('button', { name: 'Ко входу' }).click();
    await page.getByRole('form', { name: 'Вход' }).waitFor();
  });

  it('sends visitors without a pending phone or a recovery token to /', async () => {
    for (const path of ['/forgot-by-phone', '/recovery-password', '/confirm-phone', '/profile-create']) {
      await page.goto(`${e2e.product.url}${path}`);
      await page.waitForURL(/\/auth$/);
    }
  });

  it('a bad confirmation link says so and offers a new letter', async () => {
    await page.goto(`${e2e.product.url}/confirm-email?token=no-such-token`);
    await page.getByRole('heading', { name: 'Не удалось подтвердить e-mail' }).waitFor();
    await page.getByText('Ссылка недействительна или устарела').waitFor();
    await page.getByRole('button', { name: 'Отправить новое письмо' }).click();
    await page.getByText('Обязательное поле').waitFor();
    await page.getByLabel(field('E-mail')).fill(`someone.${RUN}@example.com`);
    await page.getByRole('button', { name: 'Отправить новое письмо' }).click();
    await page.getByText(/новое письмо уже в пути/).waitFor();
    await screenshot(page, 'confirm-email-bad-link');
  });

  it('recovers a password by the e-mail link', async () => {
    const email = `recover.${RUN}@example.com`;
    await page.request.post(`${e2e.product.url}/api/v2/profile/registration`, {
      data: { email, password: 'secret-123', ref: e2e.product.url },
    });
    await page.goto(`${e2e.product.url}/forgot`);
    await page.getByRole('heading', { name: 'Восстановление пароля' }).waitFor();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByText('Обязательное поле').waitFor();
    await page.getByLabel(field('E-mail или телефон')).fill(email);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByRole('heading', { name: 'Письмо отправлено' }).waitFor();
    await page.getByRole('button', { name: 'Остаться на странице' }).click();
    await screenshot(page, 'forgot-email-sent');
    // Stayed: the screen keeps waiting for the letter, with the way to /dev/messages in development.
    await page.getByRole('link', { name: /^\/dev\/messages/ }).waitFor();
    expect(page.url()).toMatch(/\/forgot$/);

    const [link] = await captured(email, /https?:\/\/\S+\/recovery-password\?reset_password_token=[\w-]+/);
    const url = new URL(link);
    await page.goto(`${e2e.product.url}${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Придумайте новый пароль' }).waitFor();
    // The token is kept for the form but leaves the address bar.
    await page.waitForURL(/\/recovery-password$/);
    await page.getByLabel(field('Новый пароль')).fill('Brand-new-pass-1');
    await page.getByLabel(field('Повторите пароль')).fill('Brand-new-pass-1');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByRole('heading', { name: 'Новый пароль сохранён' }).waitFor();

    // The link works once: opened again it leads to a clear dead end with a way forward.
    await page.goto(`${e2e.product.url}${url.pathname}${url.search}`);
    await page.getByLabel(field('Новый пароль')).fill('Another-pass-22');
    await page.getByLabel(field('Повторите пароль')).fill('Another-pass-22');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByRole('heading', { name: 'Ссылка недействительна' }).waitFor();
    await screenshot(page, 'recovery-link-used');
  });

  it('fits a 360 px screen: registration, forgot and the message screens', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, name] of [
      ['/auth?tab=registration', 'registration-360'],
      ['/forgot', 'forgot-360'],
      ['/confirm-email?token=x', 'confirm-email-360'],
    ] as const) {
      await page.goto(`${e2e.product.url}${path}`);
      await page.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([path, overflow]).toEqual([path, 0]);
      await screenshot(page, name);
    }
  });
});
