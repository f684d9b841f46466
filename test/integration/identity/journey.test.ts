import { client, type Harness, linkToken, smsCode, uniqueEmail, uniquePhone, useHarness, waitForMessages } from '../../support/harness.js';

describe('the whole account journey, through the captured e-mails and SMS', () => {
  let h: Harness;
  useHarness((started) => (h = started));

  it('register → confirm → profile → phone → login by phone → change password → forgot → reset → login', async () => {
    const c = client(h);
    const email = uniqueEmail('journey');
    const phone = uniquePhone();
    const spaced = `+38 (${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;

    // 1. Register; the confirmation letter arrives in Ukrainian.
    expect(
      (await c.post('/profile/registration', { email, password: 'First-pass-11', ref: 'http://localhost:5173' }, { lang: 'ua' })).status,
    ).toBe(200);
    const [confirmation] = await waitForMessages(h, email, 1, 'the confirmation e-mail');
    expect(confirmation!.subject).toBe('Підтвердьте e-mail у Kadry');

    // 2. Confirm from the link; the answer signs the user in.
    const confirmed = await c.post('/profile/confirmEmail', { token: linkToken(confirmation!, 'token') });
    expect(confirmed.body.user_data).toMatchObject({ email, is_confirm_email: 1, is_profile_created: 0 });
    const firstSession = confirmed.body.user_data.token as string;

    // 3. The profile (the screen fetches the gender list first).
    const lists = await c.post('/options/get_selectList', { source: ['gender'] }, { lang: 'uk' });
    const female = (lists.body.list_data.gender as Array<{ id: number; name: string }>).find((g) => g.name === 'Жіноча')!;
    const profile = await c.post(
      '/profile/profileCreate',
      { lname: 'Мельник', name: 'Оксана', birth_date: '1992-11-03', gender_id: female.id, phone: spaced },
      { token: firstSession, lang: 'uk' },
    );
    expect(profile.body.user_data).toMatchObject({ is_profile_created: 1, phone, is_confirm_phone: 0 });

    // 4. Confirm the phone with the code from the SMS.
    expect((await c.post('/profile/confirmPhoneSendSms', { phone: spaced }, { token: firstSession })).status).toBe(200);
    const [sms] = await waitForMessages(h, phone, 1, 'the confirmation SMS');
    expect(sms!.text).toContain('код підтвердження');
    const phoneConfirmed = await c.post('/profile/confirmPhone', { confirm_phone_code: smsCode(sms!) }, { token: firstSession });
    expect(phoneConfirmed.body.user_data.is_confirm_phone).toBe(1);

    // 5. Sign in by phone, in any spelling.
    const byPhone = await c.post(
      '/profile/loginUser',
      { identifier: `38${phone}`, password: 'First-pass-11', remember: '1' },
      { lang: 'uk' },
    );
    expect(byPhone.status).toBe(200);
    const phoneSession = byPhone.body.user_data.token as string;

    // 6. Change the password from the phone session: the first session ends, this one stays.
    const changed = await c.post(
      '/profile/changePassword',
      { currentPassword: 'First-pass-11', password: 'Second-pass-22', password_repeat: 'Second-pass-22' },
      { token: phoneSession },
    );
    expect(changed.status).toBe(200);
    expect((await c.get('/profile/get_userInfo', { token: firstSession })).status).toBe(401);
    expect((await c.get('/profile/get_userInfo', { token: phoneSession })).status).toBe(200);
    await waitForMessages(h, email, 2, 'the password-changed e-mail');

    // 7. Forgot by e-mail: the reset link arrives.
    expect((await c.post('/profile/forgotPassword', { email, ref: 'http://localhost:5173' })).status).toBe(200);
    const [resetMail] = await waitForMessages(h, email, 3, 'the reset e-mail');
    expect(resetMail!.subject).toBe('Відновлення пароля Kadry');
    const resetToken = linkToken(resetMail!, 'reset_password_token');

    // 8. Reset: every session ends, the change is announced.
    expect((await c.post('/profile/resetPassword', { new_password: 'Third-pass-333', reset_password_token: resetToken })).status).toBe(200);
    expect((await c.get('/profile/get_userInfo', { token: phoneSession })).status).toBe(401);
    const [announced] = await waitForMessages(h, email, 4, 'the second password-changed e-mail');
    expect(announced!.subject).toBe('Пароль Kadry змінено');

    // 9. Only the newest password works, by e-mail and by phone.
    expect((await c.post('/profile/loginUser', { identifier: email, password: 'Second-pass-22' })).status).toBe(401);
    const final = await c.post('/profile/loginUser', { identifier: email, password: 'Third-pass-333' });
    expect(final.status).toBe(200);
    expect(final.body.user_data).toMatchObject({
      email,
      phone,
      is_confirm_email: 1,
      is_confirm_phone: 1,
      is_profile_created: 1,
      lname: 'Мельник',
    });
    expect((await c.post('/profile/loginUser', { phone, password: 'Third-pass-333' })).status).toBe(200);
  });
});
