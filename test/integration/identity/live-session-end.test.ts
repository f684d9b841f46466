import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashToken } from '../../../src/identity/domain/secrets.js';
import { LiveHub } from '../../../src/shared/live/live-hub.js';
import { client, linkToken, randomIp, sql, startHarness, waitForMessages, type Harness } from '../../support/harness.js';
import { openLive, type LiveStream } from '../../support/live-stream.js';
import { waitFor } from '../../support/wait-for.js';
import { PASSWORD, signUp } from './support.js';

const NEW_PASSWORD = 'Brand-new-pass-9';

/**
 * The live stream (GET /api/v2/live) lives no longer than the session it was opened with: logout,
 * a password change (the other sessions) and a reset (all of them) end it through the hub's Redis
 * channel, which every API replica listens to (two replicas: test/integration/replicas); a session
 * that expired by time ends at the hub's periodic re-check.
 */
describe('live streams end with their session', () => {
  let h: Harness;
  let baseUrl: string;
  let hub: LiveHub;
  beforeAll(async () => {
    h = await startHarness();
    const server = h.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    hub = h.app.get(LiveHub);
  });
  afterAll(async () => {
    await h?.close();
  });

  const stream = (token: string) => openLive(baseUrl, token, { ip: randomIp(), okOnly: true });
  const login = async (email: string) => {
    const res = await client(h).post('/profile/loginUser', { identifier: email, password: PASSWORD });
    expect(res.status).toBe(200);
    return res.body.user_data.token as string;
  };
  const ended = (live: LiveStream, what: string) => waitFor(() => live.ended, { what });
  /** Closes what is still open and waits until the hub forgot every stream of this suite. */
  const closeAll = async (...streams: LiveStream[]) => {
    for (const live of streams) live.close();
    await waitFor(() => hub.openStreams === 0, { what: 'the streams closed' });
  };

  it('ends the stream of a session that logs out, and only that one', async () => {
    const account = await signUp(h);
    const other = await login(account.email);
    const mine = await stream(account.token);
    const theirs = await stream(other);
    expect((await client(h).post('/profile/logoutUser', {}, { token: account.token })).status).toBe(200);
    await ended(mine, "the logged-out session's stream ended");
    // Both streams were matched against the same message: the other one is still held.
    expect(hub.openStreams).toBe(1);
    expect(theirs.ended).toBe(false);
    // Reconnecting with the ended session is refused.
    expect((await openLive(baseUrl, account.token, { ip: randomIp() })).status).toBe(401);
    await closeAll(theirs);
  });

  it("ends the streams of the other sessions on a password change, and keeps the changing session's (it stays signed in)", async () => {
    const account = await signUp(h);
    const second = await login(account.email);
    const third = await login(account.email);
    const current = await stream(account.token);
    const others = [await stream(second), await stream(third), await stream(second)];
    const changed = await client(h).post(
      '/profile/changePassword',
      { currentPassword: PASSWORD, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
      { token: account.token },
    );
    expect(changed.status).toBe(200);
    for (const live of others) await ended(live, "another session's stream ended");
    expect(hub.openStreams).toBe(1);
    expect(current.ended).toBe(false);
    await closeAll(current);
  });

  it('ends every stream of the account on a password reset', async () => {
    const account = await signUp(h);
    const second = await login(account.email);
    const streams = [await stream(account.token), await stream(second)];
    expect((await client(h).post('/profile/forgotPassword', { email: account.email })).status).toBe(200);
    const [mail] = await waitForMessages(h, account.email, 2, 'the reset link');
    const reset = await client(h).post('/profile/resetPassword', {
      new_password: NEW_PASSWORD,
      reset_password_token: linkToken(mail!, 'reset_password_token'),
    });
    expect(reset.status).toBe(200);
    for (const live of streams) await ended(live, 'a stream of the reset account ended');
    await closeAll();
  });

  it('ends, at the periodic re-check, the stream of a session that expired by time', async () => {
    const account = await signUp(h);
    const other = await login(account.email);
    const expiring = await stream(account.token);
    const live = await stream(other);
    await sql(h, `update identity_session set expires_at = now() - interval '1 second' where token_hash = ?`, [hashToken(account.token)]);
    // What the hub's timer runs every heartbeat period (25 s), run now.
    await hub.recheckSessions();
    await ended(expiring, "the expired session's stream ended");
    expect(hub.openStreams).toBe(1);
    expect(live.ended).toBe(false);
    await closeAll(live);
  });
});
