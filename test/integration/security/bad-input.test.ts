import { startSecurityApp, type SecurityApp } from './support.js';

/**
 * Issue 7 item 10: inputs that used to answer 500 answer 400/413/415 in the envelope: deep JSON
 * (class-transformer recursed until the stack overflowed), broken multipart, lone surrogates and
 * NUL bytes in any text field or in the query.
 */
describe('bad input answers 4xx in the envelope', () => {
  let s: SecurityApp;
  let token: string;
  beforeAll(async () => {
    s = await startSecurityApp();
    token = await s.signIn();
  });
  afterAll(async () => {
    await s?.close();
  });

  const envelope = (body: unknown, code: string) => expect(body).toMatchObject({ ok: false, error: true, code, msg: expect.any(String) });

  it('refuses deeply nested JSON before validation', async () => {
    const deep = `${'{"socials":['.repeat(20_000)}${']}'.repeat(20_000)}`;
    const res = await s
      .http()
      .post('/api/v2/profile/updateProfile')
      .set('userToken', token)
      .set('content-type', 'application/json')
      .send(deep);
    expect(res.status).toBe(400);
    envelope(res.body, 'BODY_TOO_DEEP');
    const arrays = await s
      .http()
      .post('/api/v2/profile/loginUser')
      .set('content-type', 'application/json')
      .send(`{"identifier":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(arrays.status).toBe(400);
    envelope(arrays.body, 'BODY_TOO_DEEP');
  });

  it('refuses deeply nested JSON in the legacy data query', async () => {
    const data = encodeURIComponent(`{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`);
    const res = await s.http().post(`/api/v2/profile/loginUser?data=${data}`);
    expect(res.status).toBe(400);
    envelope(res.body, 'BODY_TOO_DEEP');
  });

  it('refuses multipart without a boundary and truncated multipart', async () => {
    const none = await s
      .http()
      .post('/api/v2/profile/uploadFile')
      .set('userToken', token)
      .set('content-type', 'multipart/form-data')
      .send('--x\r\nContent-Disposition: form-data; name="type"\r\n\r\navatar\r\n--x--');
    expect(none.status).toBe(400);
    envelope(none.body, 'MALFORMED_BODY');
    const truncated = await s
      .http()
      .post('/api/v2/profile/uploadFile')
      .set('userToken', token)
      .set('content-type', 'multipart/form-data; boundary=abc')
      .send('--abc\r\nContent-Disposition: form-data; name="type"\r\n\r\navat');
    expect(truncated.status).toBe(400);
    expect(truncated.body).toMatchObject({ ok: false, error: true });
    const header = await s
      .http()
      .post('/api/v2/profile/loginUser')
      .set('content-type', 'multipart/form-data; boundary=abc')
      .send('--abc\r\nbroken header without colon\r\n\r\nx\r\n--abc--\r\n');
    expect([400, 413]).toContain(header.status);
    expect(header.body).toMatchObject({ ok: false, error: true });
  });

  it('refuses a lone surrogate in an e-mail, in JSON and in a form', async () => {
    const json = await s
      .http()
      .post('/api/v2/profile/registration')
      .set('lang', 'en')
      .send({ email: 'a\uD800b@example.com', password: 'Correct-Horse-1', ref: 'http://localhost:5173' });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({
      ok: false,
      error: true,
      code: 'INVALID_TEXT',
      msg: 'The request contains characters that are not allowed',
      fields: { email: 'Characters that are not allowed' },
    });
    const login = await s.http().post('/api/v2/profile/loginUser').send({ identifier: '\uDFFF@example.com', password: 'Correct-Horse-1' });
    expect(login.status).toBe(400);
    envelope(login.body, 'INVALID_TEXT');
    const form = await s.http().post('/api/v2/profile/loginUser').type('form').send('identifier=%ED%A0%80%40example.com&password=x');
    // The form parser already turns the invalid UTF-8 into U+FFFD, which is well-formed text.
    expect(form.status).toBeLessThan(500);
  });

  it('refuses NUL bytes in any text field: JSON, form, multipart, nested, and keys', async () => {
    const cases = [
      s.http().post('/api/v2/profile/loginUser').send({ identifier: 'a\u0000@example.com', password: 'Correct-Horse-1' }),
      s.http().post('/api/v2/profile/loginUser').type('form').send('identifier=a%00%40example.com&password=Correct-Horse-1'),
      s.http().post('/api/v2/profile/loginUser').field('identifier', 'a\u0000@example.com').field('password', 'Correct-Horse-1'),
      s
        .http()
        .post('/api/v2/profile/updateProfile')
        .set('userToken', token)
        .send({
          lname: 'A',
          name: 'B',
          birth_date: '1990-01-01',
          gender_id: 1,
          phone: '0501234567',
          socials: [{ type: 1, name: 'x\u0000' }],
        }),
      s
        .http()
        .post('/api/v2/profile/loginUser')
        .send({ ['identifier\u0000']: 'a@example.com' }),
      s
        .http()
        .post('/api/v2/profile/profileCreate')
        .set('userToken', token)
        .send({ lname: '\u0000', name: 'B', birth_date: '1990-01-01', gender_id: 1, phone: '0501234567' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(400);
      envelope(res.body, 'INVALID_TEXT');
    }
  });

  it('refuses NUL bytes in the query string (invalid UTF-8 there stays percent-encoded text)', async () => {
    for (const path of [
      '/api/v2/dev/messages?to=a%00b',
      '/api/v2/profile/get_userInfo?x=ok%00',
      `/api/v2/profile/loginUser?data=${encodeURIComponent(JSON.stringify({ identifier: 'a\u0000' }))}`,
    ]) {
      const res = path.includes('loginUser') ? await s.http().post(path) : await s.http().get(path).set('userToken', token);
      expect(res.status).toBe(400);
      envelope(res.body, 'INVALID_TEXT');
    }
  });
});
