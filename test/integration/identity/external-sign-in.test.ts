import request from 'supertest';
import { client, sql, startHarness, uniqueEmail, type Harness } from '../../support/harness.js';
import { startOidcPeer, type OidcPeer } from '../../support/oidc-peer.js';
import { signUp } from './support.js';

/**
 * Sign-in through another provider against a real OpenID Connect provider on loopback
 * (oidc-provider): the authorization code flow with PKCE, the state and nonce checks, the
 * hand-over to the web app, and which account a verified e-mail signs in to.
 */
describe('external sign-in (OpenID Connect)', () => {
  const PUBLIC_URL = 'http://localhost:4199';
  const CALLBACK = `${PUBLIC_URL}/api/v2/auth/external/google/callback`;
  let h: Harness;
  let peer: OidcPeer;

  beforeAll(async () => {
    peer = await startOidcPeer([CALLBACK]);
    h = await startHarness({
      PUBLIC_URL,
      OIDC_GOOGLE_ISSUER: peer.issuer,
      OIDC_GOOGLE_CLIENT_ID: peer.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: peer.clientSecret,
    });
  });
  afterAll(async () => {
    await h?.close();
    await peer?.close();
  });

  const http = () => request(h.app.getHttpServer());
  const cookieOf = (res: request.Response): string => {
    const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith('kadry_external='));
    if (!header) throw new Error(`no cookie in ${JSON.stringify(res.headers)}`);
    return header.split(';')[0]!;
  };
  /** Leaves for the provider: its authorization address and the browser's cookie. */
  const start = async (remember = false) => {
    const res = await http().get(`/api/v2/auth/external/google${remember ? '?remember=1' : ''}`);
    expect(res.status).toBe(302);
    return { location: new URL(res.headers.location as string), cookie: cookieOf(res) };
  };
  /** Comes back to the callback with the provider's answer and a cookie. */
  const back = (answer: URL, cookie?: string) => {
    const call = http().get(`/api/v2/auth/external/google/callback${answer.search}`);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const account = (email: string, verified = true) => {
    const id = `acc-${email}`;
    peer.accounts.set(id, { email, email_verified: verified });
    peer.signInAs(id);
  };
  /** The whole way: out, through the provider as `email`, back; answers the callback's response. */
  const signInAs = async (email: string, { verified = true, remember = false } = {}) => {
    account(email, verified);
    const { location, cookie } = await start(remember);
    return back(await peer.authorize(location.href, CALLBACK), cookie);
  };
  const outcome = (res: request.Response) => new URL(res.headers.location as string).searchParams.get('external');
  /** Trades the callback's code for a session, as the web app does. */
  const exchange = (callbackRes: request.Response, cookie = cookieOf(callbackRes)) => {
    const target = new URL(callbackRes.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(`${PUBLIC_URL}/auth/external`);
    const code = new URLSearchParams(target.hash.slice(1)).get('code');
    return http().post('/api/v2/auth/external/session').set('Cookie', cookie).set('lang', 'uk').send({ code });
  };

  it('lists the configured providers only', async () => {
    const res = await http().get('/api/v2/auth/providers').expect(200);
    expect(res.body).toEqual({ ok: true, providers: [{ id: 'google', name: 'Google' }] });
    expect((await http().get('/api/v2/auth/external/facebook')).status).toBe(404);
    expect((await http().get('/api/v2/auth/external/nobody/callback')).status).toBe(404);
  });

  it('leaves with PKCE (S256), a state and a nonce, kept sealed in an HttpOnly cookie', async () => {
    const { location, cookie } = await start(true);
    expect(location.origin).toBe(peer.issuer);
    const params = location.searchParams;
    expect([params.get('client_id'), params.get('redirect_uri'), params.get('response_type'), params.get('code_challenge_method')]).toEqual(
      [peer.clientId, CALLBACK, 'code', 'S256'],
    );
    for (const name of ['code_challenge', 'state', 'nonce']) expect(params.get(name)).toMatch(/^[\w-]{20,}$/);
    // Nothing of the flow is readable in the cookie.
    expect(cookie).not.toContain(params.get('state')!);
    const res = await http().get('/api/v2/auth/external/google');
    expect(([] as string[]).concat(res.headers['set-cookie'])[0]).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('a new verified address gets an account, confirmed, without a password, on to the profile', async () => {
    const email = uniqueEmail('oidc-new');
    const callback = await signInAs(email, { remember: true });
    expect(callback.status).toBe(302);
    const res = await exchange(callback);
    expect(res.status).toBe(200);
    const user = res.body.user_data;
    expect([user.email, user.is_confirm_email, user.is_profile_created, typeof user.token]).toEqual([email, 1, 0, 'string']);
    expect((await client(h).get('/profile/get_userInfo', { token: user.token })).status).toBe(200);
    const [row] = await sql<{ lang: string; password_hash: string; remember: boolean }>(
      h,
      'select u.lang, u.password_hash, s.remember from identity_user u join identity_session s on s.user_id = u.id where u.email = ?',
      [email],
    );
    // The exchange's language; no password signs in; "remember me" travelled through the provider.
    expect([row!.lang, row!.password_hash.startsWith('$argon2'), row!.remember]).toEqual(['uk', false, true]);
    // The code works once.
    const again = await exchange(callback);
    expect([again.status, again.body.code]).toEqual([401, 'EXTERNAL_SIGN_IN_EXPIRED']);
  });

  it('a known, confirmed address signs in to its account', async () => {
    const known = await signUp(h);
    const res = await exchange(await signInAs(known.email.toUpperCase()));
    expect([res.status, res.body.user_data.id]).toEqual([200, known.id]);
    // Its password still works.
    expect((await client(h).post('/profile/loginUser', { identifier: known.email, password: known.password })).status).toBe(200);
  });

  it('an address registered but never confirmed is confirmed, and the password chosen before no longer opens it', async () => {
    const email = uniqueEmail('oidc-squat');
    const password = 'Squatter-pass-1';
    expect((await client(h).post('/profile/registration', { email, password, ref: PUBLIC_URL })).status).toBe(200);
    const res = await exchange(await signInAs(email));
    expect([res.status, res.body.user_data.is_confirm_email]).toEqual([200, 1]);
    const login = await client(h).post('/profile/loginUser', { identifier: email, password });
    expect([login.status, login.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
  });

  it('an address the provider did not verify signs nobody in, and makes no account', async () => {
    const email = uniqueEmail('oidc-unverified');
    const res = await signInAs(email, { verified: false });
    expect([res.status, outcome(res)]).toEqual([302, 'unverified']);
    expect(await sql(h, 'select 1 from identity_user where email = ?', [email])).toHaveLength(0);
  });

  it('platform staff sign in with their password only', async () => {
    const staff = await signUp(h);
    await sql(h, `update identity_user set role = 'verifier' where id = ?`, [staff.id]);
    const res = await exchange(await signInAs(staff.email));
    expect([res.status, res.body.code]).toEqual([403, 'EXTERNAL_SIGN_IN_REFUSED']);
  });

  it('refuses an answer whose state differs from the one it left with', async () => {
    account(uniqueEmail('oidc-state'));
    const { location, cookie } = await start();
    const answer = await peer.authorize(location.href, CALLBACK);
    answer.searchParams.set('state', 'not-the-state-it-left-with');
    expect(outcome(await back(answer, cookie))).toBe('failed');
  });

  it('refuses an ID token whose nonce differs from the one it left with', async () => {
    account(uniqueEmail('oidc-nonce'));
    const { location, cookie } = await start();
    // The same state and PKCE challenge, another nonce: as an ID token replayed from another sign-in.
    location.searchParams.set('nonce', 'a-nonce-of-another-sign-in');
    expect(outcome(await back(await peer.authorize(location.href, CALLBACK), cookie))).toBe('failed');
  });

  it('refuses a code issued for another PKCE challenge (an intercepted code)', async () => {
    account(uniqueEmail('oidc-pkce'));
    const { location, cookie } = await start();
    location.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(outcome(await back(await peer.authorize(location.href, CALLBACK), cookie))).toBe('failed');
  });

  it('refuses an answer that comes back to another browser, and a hand-over without its cookie', async () => {
    account(uniqueEmail('oidc-browser'));
    const { location } = await start();
    const answer = await peer.authorize(location.href, CALLBACK);
    expect(outcome(await back(answer))).toBe('expired');

    const callback = await signInAs(uniqueEmail('oidc-handover'));
    const res = await exchange(callback, 'kadry_external=another-browser');
    expect([res.status, res.body.code]).toEqual([401, 'EXTERNAL_SIGN_IN_EXPIRED']);
  });

  it('a person who cancels at the provider is back on the sign-in page, told so', async () => {
    const { location, cookie } = await start();
    const answer = new URL(CALLBACK);
    answer.search = new URLSearchParams({
      error: 'access_denied',
      state: location.searchParams.get('state')!,
      iss: peer.issuer,
    }).toString();
    const res = await back(answer, cookie);
    expect(new URL(res.headers.location as string).pathname).toBe('/auth');
    expect(outcome(res)).toBe('cancelled');
    expect(([] as string[]).concat(res.headers['set-cookie'])[0]).toMatch(/^kadry_external=; .*Max-Age=0/);
  });
});
