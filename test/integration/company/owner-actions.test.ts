import { startHarness, smsCode, sql, waitForMessages, messages, clearLimit, redis, type Harness } from '../../support/harness.js';
import { account, addMember, createCompany, events, type Account } from './company.support.js';

/**
 * Archive, restore and delete confirmed by SMS codes: the real path (code sent by the worker,
 * read from the captured SMS), and every way a code can be wrong.
 */
describe('owner actions confirmed by an SMS code', () => {
  let h: Harness;
  let owner: Account;
  beforeAll(async () => {
    h = await startHarness();
  });
  // A fresh owner (and phone) per test keeps each test within the hourly SMS allowance.
  beforeEach(async () => {
    owner = await account(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const tab = async (who: Account, sort: string) =>
    ((await who.c.post('/company/get_companyList', { sort }, { token: who.token })).body.company_list as Array<{ id: string }>).map(
      (item) => item.id,
    );

  /** Asks for a code and reads it from the SMS the worker sent. */
  async function sendCode(who: Account, companyId: string, action: string): Promise<string> {
    const before = (await messages(h, who.phone)).length;
    const res = await who.c.post('/company/sendActionCode', { company_id: companyId, action }, { token: who.token });
    expect(res.status).toBe(200);
    const [sms] = await waitForMessages(h, who.phone, before + 1);
    return smsCode(sms!);
  }

  /** The resend gap is per action and company; tests that ask again start it over. */
  const clearGap = (who: Account, companyId: string, action: string) =>
    clearLimit(h, `code-cooldown:company-${action}.${companyId}.${who.id}:${who.id}:${who.phone}`, 'company');

  it('archives with the code from the SMS, lists the company under Archive, restores it with a new code', async () => {
    const company = await createCompany(owner);
    const code = await sendCode(owner, company.id, 'archive');
    const [sms] = await messages(h, owner.phone);
    expect(sms!.text).toContain('архивирования');

    const active = async () =>
      (await owner.c.get('/profile/get_userInfo', { token: owner.token })).body.user_data.company as { id: string } | null;
    // Registering logged into it: the company is the one the owner works in (the header's).
    await owner.c.post('/company/loginCompany', { company_id: company.id }, { token: owner.token });
    expect((await active())?.id).toBe(company.id);
    const archived = await owner.c.post(
      '/company/add_companyArchive',
      { company_id: company.id, confirm_code: Number(code) },
      { token: owner.token },
    );
    expect(archived.status).toBe(200);
    expect(await tab(owner, 'archive')).toEqual([company.id]);
    expect(await tab(owner, 'my')).not.toContain(company.id);
    // Archived, it is no longer active: the header does not keep it.
    expect(await active()).toBeNull();
    // Nor can it be chosen again until it is restored.
    expect((await owner.c.post('/company/loginCompany', { company_id: company.id }, { token: owner.token })).body.code).toBe(
      'COMPANY_ALREADY_ARCHIVED',
    );

    const restoreCode = await sendCode(owner, company.id, 'restore');
    // A code is bound to its action: the restore code does not archive, and vice versa.
    expect(
      (await owner.c.post('/company/del_companyArchive', { company_id: company.id, confirm_code: code }, { token: owner.token })).body.code,
    ).toBe('CODE_INVALID');
    const restored = await owner.c.post(
      '/company/del_companyArchive',
      { company_id: company.id, confirm_code: restoreCode },
      { token: owner.token },
    );
    expect(restored.status).toBe(200);
    expect(await tab(owner, 'my')).toContain(company.id);
    expect((await events(h, company.id)).map((event) => event.type)).toEqual(
      expect.arrayContaining(['CompanyArchived', 'CompanyRestored']),
    );
    // Nothing in clear in PostgreSQL: the stored code is a hash.
    const stored = await sql<{ code_hash: string }>(h, 'select code_hash from company_action_code where company_id = ?', [company.id]);
    expect(stored.every((row) => !row.code_hash.includes(code) && row.code_hash.startsWith('$argon2'))).toBe(true);
  });

  it('refuses a wrong code (the attempt counts), a reused code and an expired one, and changes nothing', async () => {
    const company = await createCompany(owner);
    const code = await sendCode(owner, company.id, 'archive');
    const wrong = String((Number(code) % 899_999) + 100_000);
    const res = await owner.c.post(
      '/company/add_companyArchive',
      { company_id: company.id, confirm_code: wrong },
      { token: owner.token, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CODE_INVALID');
    expect(res.body.fields).toHaveProperty('confirm_code');
    expect(
      (
        await sql<{ attempts: number }>(h, 'select attempts from company_action_code where company_id = ? and consumed_at is null', [
          company.id,
        ])
      )[0]!.attempts,
    ).toBe(1);
    expect(await tab(owner, 'archive')).not.toContain(company.id);

    expect(
      (await owner.c.post('/company/add_companyArchive', { company_id: company.id, confirm_code: code }, { token: owner.token })).status,
    ).toBe(200);
    // The spent archive code is worth nothing for restoring.
    expect(
      (await owner.c.post('/company/del_companyArchive', { company_id: company.id, confirm_code: code }, { token: owner.token })).status,
    ).toBe(400);
    const restoreCode = await sendCode(owner, company.id, 'restore');
    await sql(h, `update company_action_code set expires_at = now() - interval '1 second' where company_id = ? and action = 'restore'`, [
      company.id,
    ]);
    const expired = await owner.c.post(
      '/company/del_companyArchive',
      { company_id: company.id, confirm_code: restoreCode },
      { token: owner.token, lang: 'uk' },
    );
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('CODE_EXPIRED');
    expect(await tab(owner, 'archive')).toEqual(expect.arrayContaining([company.id]));

    await clearGap(owner, company.id, 'restore');
    const fresh = await sendCode(owner, company.id, 'restore');
    expect(
      (await owner.c.post('/company/del_companyArchive', { company_id: company.id, confirm_code: fresh }, { token: owner.token })).status,
    ).toBe(200);
    const reused = await owner.c.post(
      '/company/del_companyArchive',
      { company_id: company.id, confirm_code: fresh },
      { token: owner.token },
    );
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('CODE_EXPIRED');
  });

  it('locks a code after 5 wrong attempts', async () => {
    const company = await createCompany(owner);
    const code = await sendCode(owner, company.id, 'archive');
    const wrong = String((Number(code) % 899_999) + 100_000);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await owner.c.post('/company/add_companyArchive', { company_id: company.id, confirm_code: wrong }, { token: owner.token })).body
          .code,
      ).toBe('CODE_INVALID');
    const locked = await owner.c.post(
      '/company/add_companyArchive',
      { company_id: company.id, confirm_code: code },
      { token: owner.token },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect(await tab(owner, 'archive')).not.toContain(company.id);
  });

  it('lets a code be used once even by two calls at the same moment', async () => {
    const company = await createCompany(owner);
    const code = await sendCode(owner, company.id, 'archive');
    const call = () => owner.c.post('/company/add_companyArchive', { company_id: company.id, confirm_code: code }, { token: owner.token });
    const statuses = (await Promise.all([call(), call()])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 400]);
    expect((await events(h, company.id)).filter((event) => event.type === 'CompanyArchived')).toHaveLength(1);
  });

  it('keeps a 90 s resend gap per action and company, not across them', async () => {
    const company = await createCompany(owner);
    const other = await createCompany(owner);
    await sendCode(owner, company.id, 'archive');
    const again = await owner.c.post('/company/sendActionCode', { company_id: company.id, action: 'archive' }, { token: owner.token });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
    await sendCode(owner, company.id, 'delete');
    await sendCode(owner, other.id, 'archive');
  });

  it('allows a working day of codes per phone (the 10th SMS in an hour goes out), then answers 429', async () => {
    const company = await createCompany(owner);
    await redis(h).set(`company:sms:phone:${owner.phone}`, '9', 'EX', 3600);
    await sendCode(owner, company.id, 'archive');
    await redis(h).set(`company:sms:phone:${owner.phone}`, '12', 'EX', 3600);
    const refused = await owner.c.post('/company/sendActionCode', { company_id: company.id, action: 'delete' }, { token: owner.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('tells a user without a confirmed phone to confirm it, in their language', async () => {
    const company = await createCompany(owner);
    const member = await account(h);
    await addMember(h, company.id, member.id, 'user');
    await sql(h, 'update identity_user set phone_confirmed_at = null where id = ?', [member.id]);
    const res = await member.c.post(
      '/company/sendActionCode',
      { company_id: company.id, action: 'archive' },
      { token: member.token, lang: 'en' },
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PHONE_NOT_CONFIRMED');
    expect(res.body.msg).toMatch(/confirm your phone/);
    expect(await messages(h, member.phone)).toEqual([]);
  });

  it('sends delete codes only to the owner and only in status 1 or 3; 404 for strangers; bad input is 400', async () => {
    const company = await createCompany(owner);
    const admin = await account(h);
    const stranger = await account(h);
    await addMember(h, company.id, admin.id, 'administrator');
    expect(
      (await admin.c.post('/company/sendActionCode', { company_id: company.id, action: 'delete' }, { token: admin.token })).body.code,
    ).toBe('COMPANY_FORBIDDEN');
    expect(
      (await stranger.c.post('/company/sendActionCode', { company_id: company.id, action: 'archive' }, { token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await owner.c.post('/company/sendActionCode', { company_id: company.id, action: 'explode' }, { token: owner.token })).status,
    ).toBe(400);
    expect(
      (await owner.c.post('/company/companyRemove', { company_id: company.id, confirm_code: 'abc' }, { token: owner.token })).status,
    ).toBe(400);

    await sql(h, 'update company set status_id = 2 where id = ?', [company.id]);
    expect(
      (await owner.c.post('/company/sendActionCode', { company_id: company.id, action: 'delete' }, { token: owner.token })).body.code,
    ).toBe('COMPANY_NOT_DELETABLE');
    await sql(h, 'update company set status_id = 3 where id = ?', [company.id]);
    const code = await sendCode(owner, company.id, 'delete');
    expect(
      (await owner.c.post('/company/companyRemove', { company_id: company.id, confirm_code: code }, { token: owner.token })).status,
    ).toBe(200);
    expect((await sql(h, 'select status_id from company where id = ?', [company.id]))[0]!.status_id).toBe(5);
  });
  it('lets the owner abandon a draft without a code, and nothing else', async () => {
    const draft = await createCompany(owner);
    const withMember = await createCompany(owner);
    await addMember(h, withMember.id, (await account(h)).id, 'user');
    const submittedOnce = await createCompany(owner);
    await sql(h, 'update company set submitted_at = now() where id = ?', [submittedOnce.id]);

    for (const kept of [withMember, submittedOnce]) {
      const refused = await owner.c.post('/company/companyRemove', { company_id: kept.id }, { token: owner.token });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toHaveProperty('confirm_code');
    }
    expect((await owner.c.post('/company/add_companyArchive', { company_id: draft.id }, { token: owner.token })).status).toBe(400);

    expect((await owner.c.post('/company/companyRemove', { company_id: draft.id }, { token: owner.token })).status).toBe(200);
    const rows = await sql(h, 'select id, status_id from company where id in (?, ?, ?)', [draft.id, withMember.id, submittedOnce.id]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status_id]))).toEqual({
      [draft.id]: 5,
      [withMember.id]: 1,
      [submittedOnce.id]: 1,
    });
  });
});
