/// <reference lib="dom" />
// One session for every tab of the browser (spec 000 §3: the token is also written to local
// storage). A person signed in without "remember me" opens a link in a new tab (a transfer offer,
// a vacancy approval, their settings) and is still signed in there; signing out in one tab, or the
// server ending the session, sends every tab to sign-in; signing in again in one tab brings the
// others back.
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, createProfiledUser, field, useE2e } from '../support/e2e.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EMAIL = `tabs.${RUN}@example.com`;
const PASSWORD = 'Tabs-secret-1';
const PHONE = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('the session across tabs', () => {
  const e2e = useE2e({ seed: true });
  let first: Page;
  let second: Page;

  const signIn = async (page: Page) => {
    await page.goto(`${e2e.product.url}/auth`);
    const login = page.getByRole('form', { name: 'Вход' });
    await login.getByLabel(field('E-mail или телефон')).fill(EMAIL);
    await login.getByLabel(field('Пароль')).fill(PASSWORD);
    // "Remember me" stays off: the session is the server's one-day, two-hours-idle kind.
    expect(await login.getByRole('checkbox', { name: 'Запомнить меня' }).isChecked()).toBe(false);
    await login.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(/\/companies$/);
    await page.getByRole('heading', { name: 'Мои компании' }).waitFor();
  };

  const onSignIn = async (page: Page) => {
    await page.waitForURL(/\/auth$/, { timeout: 10_000 });
    await page.getByRole('form', { name: 'Вход' }).waitFor();
  };

  beforeAll(async () => {
    await createProfiledUser(e2e.product.url, {
      email: EMAIL,
      password: PASSWORD,
      profile: { lname: 'Ткаченко', name: 'Марія', sname: 'Олегівна', birth_date: '1991-03-12', gender_id: 2, phone: PHONE },
    });
    first = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
  });

  it('a link opened in a new tab finds the person signed in, though not remembered', async () => {
    await signIn(first);
    second = await first.context().newPage();
    // A transfer offer's link: signed out it would show the sign-in form in its place.
    await second.goto(`${e2e.product.url}/company-transfer?token=not-a-real-offer`);
    await second.getByRole('heading', { level: 1 }).waitFor();
    expect(await second.getByRole('form', { name: 'Вход' }).count()).toBe(0);
    await second.goto(`${e2e.product.url}/settings/myCompanies`);
    await second.getByRole('heading', { name: /^Ткаченко Марія Олегівна/ }).waitFor();
    await screenshot(second, 'tabs-01-second-tab-signed-in');
  });

  it('signing out in one tab signs every tab out, without the invalid-token notice', async () => {
    await second.getByRole('button', { name: 'Меню профиля' }).click();
    await second.getByRole('menuitem', { name: 'Выйти' }).click();
    await onSignIn(second);
    await onSignIn(first);
    expect(await first.getByText('Неверный токен пользователя').count()).toBe(0);
    expect(await first.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('signing in in one tab brings the other tab back signed in', async () => {
    await signIn(first);
    await second.waitForURL(/\/companies$/, { timeout: 10_000 });
    await second.getByRole('heading', { name: 'Мои компании' }).waitFor();
  });

  it('a session the server ended sends every tab to sign-in at its next call', async () => {
    const token = await first.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // As the idle timeout would: the server no longer knows the session.
    expect((await apiCall(e2e.product.url, '/profile/logoutUser', {}, token!)).ok).toBe(true);
    await first.goto(`${e2e.product.url}/settings/myCompanies`);
    await onSignIn(first);
    await onSignIn(second);
    await waitFor(async () => (await second.evaluate(() => localStorage.getItem('token'))) === null, {
      timeoutMs: 5_000,
      what: 'the token to be gone',
    });
  });
});
