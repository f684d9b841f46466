import {
  client,
  linkToken,
  messages,
  smsCode,
  uniqueEmail,
  uniquePhone,
  waitForMessages,
  type Client,
  type Harness,
} from '../../support/harness.js';

/* The identity flows several suites start from, on the generic harness of test/support/harness.ts. */

export const PASSWORD = 'Correct-Horse-1';

/** Registers, confirms from the captured e-mail and returns the session token of a new account. */
export async function signUp(
  h: Harness,
  c: Client = client(h),
  options: { email?: string; password?: string; lang?: string } = {},
): Promise<{ email: string; password: string; token: string; id: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  await c
    .post('/profile/registration', { email, password, ref: 'http://localhost:5173' }, { lang: options.lang })
    .then((res) => expect(res.status).toBe(200));
  const [mail] = await waitForMessages(h, email);
  const confirmed = await c.post('/profile/confirmEmail', { token: linkToken(mail!, 'token') });
  expect(confirmed.status).toBe(200);
  return { email, password, token: confirmed.body.user_data.token as string, id: confirmed.body.user_data.id as string };
}

export function profileBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lname: 'Коваленко',
    name: 'Олена',
    sname: 'Петрівна',
    birth_date: '1990-05-17',
    gender_id: 2,
    phone: uniquePhone(),
    ...overrides,
  };
}

/** A signed-up user with a created profile. */
export async function withProfile(h: Harness, c: Client = client(h), overrides: Record<string, unknown> = {}) {
  const account = await signUp(h, c);
  const body = profileBody(overrides);
  const res = await c.post('/profile/profileCreate', body, { token: account.token });
  expect(res.status).toBe(200);
  return { ...account, phone: String(body.phone) };
}

/** Sends a confirmation code to `phone` and confirms it from the captured SMS. */
export async function confirmPhone(h: Harness, c: Client, token: string, phone: string): Promise<void> {
  const before = (await messages(h, phone)).length;
  expect((await c.post('/profile/confirmPhoneSendSms', { phone }, { token })).status).toBe(200);
  const [sms] = await waitForMessages(h, phone, before + 1);
  const res = await c.post('/profile/confirmPhone', { confirm_phone_code: smsCode(sms!) }, { token });
  expect(res.status).toBe(200);
}
