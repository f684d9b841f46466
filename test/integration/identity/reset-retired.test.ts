import { randomBytes } from 'node:crypto';
import { client, linkToken, messages, smsCode, startHarness, uniquePhone, waitForMessages, type Harness } from '../../support/harness.js';
import { confirmPhone, PASSWORD, signUp } from './support.js';

const NEW_PASSWORD = 'Brand-new-pass-9';

/** Issue 7 item 8: a password change or reset retires every reset link and code issued before it. */
describe('a new password retires every outstanding reset link and code', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** An account with a confirmed phone, a reset link in its mailbox and a reset code on its phone. */
  async function accountWithResets() {
    const c = client(h);
    const account = await signUp(h, c);
    const phone = uniquePhone();
    await confirmPhone(h, c, account.token, phone);
    const mails = (await messages(h, account.email)).length;
    const sms = (await messages(h, phone)).length;
    expect((await c.post('/profile/forgotPassword', { email: account.email })).status).toBe(200);
    expect((await c.post('/profile/forgotPassword', { phone })).status).toBe(200);
    const [mail] = await waitForMessages(h, account.email, mails + 1);
    const [code] = await waitForMessages(h, phone, sms + 1);
    return { ...account, c, phone, link: linkToken(mail!, 'reset_password_token'), code: smsCode(code!) };
  }

  /** What a link that never existed answers, to compare with. */
  async function invalidLinkAnswer(c: ReturnType<typeof client>) {
    const res = await c.post('/profile/resetPassword', {
      new_password: 'Another-pass-1',
      reset_password_token: randomBytes(32).toString('base64url'),
    });
    return { status: res.status, body: res.body };
  }

  it('a password change: the earlier reset link answers like an invalid one, the SMS code like a wrong one', async () => {
    const account = await accountWithResets();
    const changed = await account.c.post(
      '/profile/changePassword',
      { currentPassword: PASSWORD, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
      { token: account.token },
    );
    expect(changed.status).toBe(200);

    const viaLink = await account.c.post('/profile/resetPassword', { new_password: 'Another-pass-1', reset_password_token: account.link });
    expect({ status: viaLink.status, body: viaLink.body }).toEqual(await invalidLinkAnswer(account.c));
    expect(viaLink.body.code).toBe('TOKEN_INVALID');

    const viaCode = await account.c.post('/profile/resetPasswordConfirmPhone', { phone: account.phone, confirm_phone_code: account.code });
    expect(viaCode.status).toBe(400);
    expect(viaCode.body.code).toBe('CODE_INVALID');
    // The password is the changed one, not one a stale link could set.
    expect((await client(h).post('/profile/loginUser', { identifier: account.email, password: NEW_PASSWORD })).status).toBe(200);
  }, 60_000);

  it('a reset through the SMS code: the reset link sent earlier stops working', async () => {
    const account = await accountWithResets();
    const exchange = await account.c.post('/profile/resetPasswordConfirmPhone', { phone: account.phone, confirm_phone_code: account.code });
    expect(exchange.status).toBe(200);
    expect(
      (
        await account.c.post('/profile/resetPassword', {
          new_password: NEW_PASSWORD,
          reset_password_token: exchange.body.reset_password_token,
        })
      ).status,
    ).toBe(200);

    const viaLink = await account.c.post('/profile/resetPassword', { new_password: 'Another-pass-1', reset_password_token: account.link });
    expect({ status: viaLink.status, body: viaLink.body }).toEqual(await invalidLinkAnswer(account.c));
  }, 60_000);

  it('a reset through the link: the SMS code sent earlier stops working', async () => {
    const account = await accountWithResets();
    expect(
      (await account.c.post('/profile/resetPassword', { new_password: NEW_PASSWORD, reset_password_token: account.link })).status,
    ).toBe(200);

    const viaCode = await account.c.post('/profile/resetPasswordConfirmPhone', { phone: account.phone, confirm_phone_code: account.code });
    expect(viaCode.status).toBe(400);
    expect(viaCode.body.code).toBe('CODE_INVALID');
  }, 60_000);
});
