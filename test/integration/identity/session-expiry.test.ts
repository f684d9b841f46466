import { POLICY } from '../../../src/identity/domain/policy.js';
import { hashToken } from '../../../src/identity/domain/secrets.js';
import { client, sql, startHarness, type Harness } from '../../support/harness.js';
import { signUp } from './support.js';

/**
 * Session resolution (the auth guard's one prepared statement): absolute expiry, idle expiry with a
 * cheap last-seen update, logout at once, and the cap on live sessions per account.
 */
describe('session lifetime', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const sessionOf = async (token: string) =>
    (
      await sql<{ id: string; last_seen_at: string; remember: boolean }>(
        h,
        'select id, last_seen_at, remember from identity_session where token_hash = ?',
        [hashToken(token)],
      )
    )[0];
  const userInfo = (token: string) => client(h).get('/profile/get_userInfo', { token });
  const login = async (email: string, password: string, remember = false) => {
    const res = await client(h).post('/profile/loginUser', { identifier: email, password, remember: remember ? '1' : '0' });
    expect(res.status).toBe(200);
    return res.body.user_data.token as string;
  };

  it('refuses a session past its absolute expiry at once', async () => {
    const { token } = await signUp(h);
    expect((await userInfo(token)).status).toBe(200);
    await sql(h, `update identity_session set expires_at = now() - interval '1 second' where token_hash = ?`, [hashToken(token)]);
    const res = await userInfo(token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('ends a session unused longer than its idle limit, and a used one lives on', async () => {
    const { email, password } = await signUp(h);
    const idle = await login(email, password);
    const used = await login(email, password);
    const idleSeconds = POLICY.session.idleMs.normal / 1000;
    await sql(h, `update identity_session set last_seen_at = now() - cast(? as int) * interval '1 second' where token_hash = ?`, [
      idleSeconds + 5,
      hashToken(idle),
    ]);
    await sql(h, `update identity_session set last_seen_at = now() - cast(? as int) * interval '1 second' where token_hash = ?`, [
      idleSeconds - 120,
      hashToken(used),
    ]);
    expect((await userInfo(idle)).status).toBe(401);
    expect((await userInfo(used)).status).toBe(200);
  });

  it('gives a remembered session the longer idle limit', async () => {
    const { email, password } = await signUp(h);
    const remembered = await login(email, password, true);
    expect((await sessionOf(remembered))!.remember).toBe(true);
    const normalLimit = POLICY.session.idleMs.normal / 1000;
    await sql(h, `update identity_session set last_seen_at = now() - cast(? as int) * interval '1 second' where token_hash = ?`, [
      normalLimit + 60,
      hashToken(remembered),
    ]);
    expect((await userInfo(remembered)).status).toBe(200);
    const rememberLimit = POLICY.session.idleMs.remember / 1000;
    await sql(h, `update identity_session set last_seen_at = now() - cast(? as int) * interval '1 second' where token_hash = ?`, [
      rememberLimit + 5,
      hashToken(remembered),
    ]);
    expect((await userInfo(remembered)).status).toBe(401);
  });

  it('writes the last use only when it is older than a minute', async () => {
    const { token } = await signUp(h);
    const fresh = (await sessionOf(token))!.last_seen_at;
    expect((await userInfo(token)).status).toBe(200);
    expect((await sessionOf(token))!.last_seen_at).toBe(fresh);

    await sql(h, `update identity_session set last_seen_at = now() - interval '10 minutes' where token_hash = ?`, [hashToken(token)]);
    const old = (await sessionOf(token))!.last_seen_at;
    expect((await userInfo(token)).status).toBe(200);
    const touched = (await sessionOf(token))!.last_seen_at;
    expect(new Date(touched).getTime()).toBeGreaterThan(new Date(old).getTime() + 9 * 60_000);
  });

  it('refuses a logged-out session on the very next request', async () => {
    const { token } = await signUp(h);
    expect((await userInfo(token)).status).toBe(200);
    expect((await client(h).post('/profile/logoutUser', {}, { token })).status).toBe(200);
    expect((await userInfo(token)).status).toBe(401);
  });

  it(`keeps at most ${POLICY.session.maxLive} live sessions per account, ending the oldest`, async () => {
    const { email, password, id, token: first } = await signUp(h);
    const tokens = [first];
    for (let i = 0; i < POLICY.session.maxLive + 2; i += 1) tokens.push(await login(email, password));
    const [{ count }] = (await sql<{ count: string }>(h, 'select count(*) as count from identity_session where user_id = ?', [id])) as [
      { count: string },
    ];
    expect(Number(count)).toBe(POLICY.session.maxLive);
    // The three oldest ended; the newest ten work.
    for (const ended of tokens.slice(0, 3)) expect((await userInfo(ended)).status).toBe(401);
    for (const live of tokens.slice(3)) expect((await userInfo(live)).status).toBe(200);
  });

  it('sweeps expired and idle sessions of the account when it signs in again', async () => {
    const { email, password, id, token } = await signUp(h);
    await sql(h, `update identity_session set expires_at = now() - interval '1 second' where token_hash = ?`, [hashToken(token)]);
    const idle = await login(email, password);
    await sql(h, `update identity_session set last_seen_at = now() - interval '3 days' where token_hash = ?`, [hashToken(idle)]);
    const latest = await login(email, password);
    const rows = await sql<{ token_hash: string }>(h, 'select token_hash from identity_session where user_id = ?', [id]);
    expect(rows.map((row) => row.token_hash)).toEqual([hashToken(latest)]);
  });
});
