/// <reference lib="dom" />
// Sign-in through another provider in a real browser: a real OpenID Connect provider (oidc-provider,
// test/support/oidc-peer.ts) on loopback with pages a person fills in, configured as Google for a
// product of this suite's own (the shared products configure no provider, which auth-validation
// proves). The sign-in page shows the provider's button; it goes through the provider's sign-in and
// consent pages and comes back signed in: at home for an account with that e-mail, at the profile
// form for an e-mail Kadry did not know (the account is made from the provider's verified address).
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { apiCall, createProfiledUser, useE2e } from '../support/e2e.js';
import { startOidcPeer, type OidcPeer } from '../support/oidc-peer.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('sign-in through a configured OpenID Connect provider in a browser', () => {
  let peer: OidcPeer | undefined;
  // Filled before the suite's product starts (this hook is registered first, so it runs first).
  const env: Record<string, string> = {};
  beforeAll(async () => {
    // The product's port is chosen when it starts: the peer's client takes its loopback callback on any port.
    peer = await startOidcPeer(['http://127.0.0.1/api/v2/auth/external/google/callback'], { pages: true, anyLoopbackPort: true });
    Object.assign(env, {
      OIDC_GOOGLE_ISSUER: peer.issuer,
      OIDC_GOOGLE_CLIENT_ID: peer.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: peer.clientSecret,
    });
  });
  afterAll(async () => peer?.close());
  const e2e = useE2e({ env });
  let page: Page;

  beforeEach(async () => {
    page = await e2e.reusedPage({ width: 1280, height: 860 });
  });

  /** From the sign-in page through the provider's sign-in (as `email`) and consent pages, back to Kadry. */
  async function throughProvider(email: string): Promise<void> {
    await page.goto(`${e2e.product.url}/auth`);
    const google = page.getByRole('group', { name: 'Или войдите через' }).getByRole('link', { name: 'Войти через Google' });
    await google.waitFor();
    // Only the configured provider is offered.
    expect(await page.getByRole('group', { name: 'Или войдите через' }).getByRole('link').count()).toBe(1);
    await google.click();
    await page.getByRole('heading', { name: 'Sign in to the test provider' }).waitFor();
    expect(new URL(page.url()).origin).toBe(peer!.issuer);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Allow access' }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
  }

  it('an account with the e-mail lands signed in at home', async () => {
    const email = `olena.external.${RUN}@example.com`;
    await createProfiledUser(e2e.product.url, {
      email,
      password: 'External-secret-1',
      profile: {
        lname: 'Коваль',
        name: 'Олена',
        sname: '',
        birth_date: '1990-05-17',
        gender_id: 2,
        phone: `09${String(randomInt(0, 1e8)).padStart(8, '0')}`,
      },
    });
    await page.goto(`${e2e.product.url}/auth`);
    await page.getByRole('link', { name: 'Войти через Google' }).waitFor();
    await screenshot(page, 'external-sign-in-button');
    await throughProvider(email);
    await page.getByRole('heading', { level: 1, name: 'Здравствуйте, Олена!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The session is a real one: the API answers with it.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await apiCall(e2e.product.url, '/profile/get_userInfo', undefined, token ?? '')).ok).toBe(true);
  });

  it('an e-mail Kadry does not know makes an account: the new person goes on to their profile', async () => {
    await throughProvider(`new.external.${RUN}@example.com`);
    await page.getByRole('heading', { name: 'Создание профиля' }).waitFor();
    await screenshot(page, 'external-sign-in-new-account');
  });
});
