import {
  clearLimit,
  client,
  linkToken,
  messages,
  smsCode,
  sql,
  startHarness,
  uniqueEmail,
  waitForMessages,
  type Harness,
} from '../../support/harness.js';
import { waitFor } from '../../support/wait-for.js';
import { account, addMember, confirmedAction, createCompany, events, storedActionCode, type Account } from './company.support.js';

/**
 * Transfer of a company: the owner's offer, confirmed by an SMS code, with its checks
 * (the owner's alone: an administrator could otherwise evict the owner), the Transferred tab, the
 * e-mailed link accepted only by the signed-in recipient, what the former owner keeps under each
 * option, cancelling; and the company-deleted e-mail with the clean-up of active choices.
 */
describe('company transfer', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  /** transferCompany with a freshly stored code (the SMS path itself is proven below), unless the body brings its own. */
  const offer = async (who: Account, body: Record<string, unknown>, lang?: string) => {
    const companyId = body.company_id;
    const code =
      typeof companyId === 'string' && UUID.test(companyId) && !('confirm_code' in body)
        ? await storedActionCode(h, who, companyId, 'transfer')
        : undefined;
    return who.c.post(
      '/company/transferCompany',
      { ...(code ? { confirm_code: code } : {}), ...body },
      { token: who.token, ...(lang ? { lang } : {}) },
    );
  };
  const transferRows = async (companyId: string) =>
    (await sql(h, 'select count(*)::int as n from company_transfer where company_id = ?', [companyId]))[0]!.n as number;
  /** Asks for a transfer code and reads it from the SMS the worker sent. */
  async function sendCode(who: Account, companyId: string): Promise<string> {
    const before = (await messages(h, who.phone)).length;
    const res = await who.c.post('/company/sendActionCode', { company_id: companyId, action: 'transfer' }, { token: who.token });
    expect(res.status).toBe(200);
    const [sms] = await waitForMessages(h, who.phone, before + 1);
    return smsCode(sms!);
  }
  const list = async (who: Account, sort: string) =>
    (await who.c.post('/company/get_companyList', { sort }, { token: who.token })).body.company_list as Array<Record<string, any>>;
  const accept = (who: Account, token: string) => who.c.post('/company/acceptCompanyTransfer', { token }, { token: who.token });
  const offerMail = (email: string) =>
    waitFor(async () => (await messages(h, email)).find((mail) => mail.text.includes('/company-transfer?token=')) ?? null, {
      what: `transfer offer to ${email}`,
    });

  it('refuses bad offers: missing or malformed fields, an unknown e-mail, oneself, a stranger', async () => {
    const owner = await account(h);
    const admin = await account(h);
    const stranger = await account(h);
    const company = await createCompany(owner);
    await addMember(h, company.id, admin.id, 'administrator');

    const missing = await offer(owner, { company_id: company.id });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['email', 'option']);
    const bad = await offer(owner, { company_id: company.id, email: 'not-an-email', option: 'everything' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'option']);

    const unknown = await offer(owner, { company_id: company.id, email: uniqueEmail('nobody'), option: 'full_rights' }, 'en');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'USER_NOT_FOUND', msg: 'No user is registered with this e-mail' });

    const self = await offer(owner, { company_id: company.id, email: owner.email.toUpperCase(), option: 1 });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'TRANSFER_SELF', msg: 'Нельзя передать компанию самому себе' });

    expect((await offer(stranger, { company_id: company.id, email: admin.email, option: 'full_rights' })).body.code).toBe(
      'COMPANY_NOT_FOUND',
    );
    expect(
      (await offer(owner, { company_id: '00000000-0000-4000-8000-000000000000', email: admin.email, option: 'no_access' })).status,
    ).toBe(404);
    expect(
      (await offer(owner, { company_id: 'not-a-uuid', email: admin.email, option: 'no_access', confirm_code: '123456' })).body.code,
    ).toBe('COMPANY_NOT_FOUND');
    expect((await offer(owner, { company_id: company.id, email: admin.email, option: 4 })).body.fields).toHaveProperty('option');
    expect((await owner.c.post('/company/cancelCompanyTransfer', {}, { token: owner.token })).status).toBe(400);
    expect((await owner.c.post('/company/cancelCompanyTransfer', { company_id: 'nope' }, { token: owner.token })).body.code).toBe(
      'COMPANY_NOT_FOUND',
    );
    expect((await sql(h, 'select count(*)::int as n from company_transfer where company_id = ?', [company.id]))[0]!.n).toBe(0);
  });

  it('full_rights: pending in the Transferred tab, one offer at a time, accepted by the recipient only, the former owner stays administrator', async () => {
    const owner = await account(h);
    const recipient = await account(h);
    const other = await account(h);
    const company = await createCompany(owner);

    const res = await offer(owner, { company_id: company.id, email: recipient.email, option: 'full_rights' });
    expect(res.status).toBe(200);
    expect((await list(owner, 'my')).map((item) => item.id)).not.toContain(company.id);
    const [pending] = (await list(owner, 'transfer')).filter((item) => item.id === company.id);
    expect(pending).toMatchObject({ role: { id: 1 }, transfer: { email: recipient.email, option: 'full_rights' } });
    expect(Date.parse(pending!.transfer.date)).toBeGreaterThan(Date.now() - 60_000);

    const again = await offer(owner, { company_id: company.id, email: other.email, option: 'no_access' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TRANSFER_PENDING');

    const mail = await offerMail(recipient.email);
    const token = linkToken(mail, 'token');
    // Only the SHA-256 is stored; the clear token never reaches PostgreSQL.
    expect((await sql(h, 'select count(*)::int as n from outbox where payload::text like ?', [`%${token}%`]))[0]!.n).toBe(0);
    expect((await sql(h, 'select count(*)::int as n from company_transfer where token_hash = ?', [token]))[0]!.n).toBe(0);

    expect((await client(h).post('/company/acceptCompanyTransfer', { token })).status).toBe(401);
    const foreign = await accept(other, token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('TRANSFER_FOREIGN');
    expect((await accept(recipient, 'x'.repeat(43))).body.code).toBe('TRANSFER_INVALID');
    expect((await recipient.c.post('/company/acceptCompanyTransfer', {}, { token: recipient.token })).status).toBe(400);

    const done = await accept(recipient, token);
    expect(done.status).toBe(200);
    expect(done.body.company_id).toBe(company.id);
    expect((await list(recipient, 'my')).find((item) => item.id === company.id)?.role.id).toBe(1);
    expect((await list(owner, 'my')).find((item) => item.id === company.id)?.role.code).toBe('administrator');
    expect(await list(owner, 'transfer')).toEqual([]);
    // The new owner holds the owner's rights, the former one an administrator's (no deletion).
    const formerInfo = await owner.c.post('/company/get_companyInfo', { company_id: company.id }, { token: owner.token });
    expect(formerInfo.body.company_data.actions).not.toContain('delete');
    const info = await recipient.c.post('/company/get_companyInfo', { company_id: company.id }, { token: recipient.token });
    expect(info.body.company_data.actions).toEqual(expect.arrayContaining(['delete', 'transfer']));

    expect((await accept(recipient, token)).body.code).toBe('TRANSFER_INVALID');
    const accepted = await waitFor(async () => (await messages(h, owner.email)).find((m) => m.text.includes(recipient.email)) ?? null, {
      what: 'transfer accepted e-mail',
    });
    expect(accepted.subject).toContain('передана');
    const types = (await events(h, company.id)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['CompanyTransferOffered', 'CompanyTransferred']));
  });

  it('no_access: the former owner loses the company and its active choice; an existing member recipient becomes owner', async () => {
    const owner = await account(h);
    const deputy = await account(h);
    const company = await createCompany(owner);
    await addMember(h, company.id, deputy.id, 'deputy', ['company-settings']);
    expect((await owner.c.post('/company/loginCompany', { company_id: company.id }, { token: owner.token })).status).toBe(200);

    expect((await offer(owner, { company_id: company.id, email: deputy.email, option: 'no_access' })).status).toBe(200);
    expect((await accept(deputy, linkToken(await offerMail(deputy.email), 'token'))).status).toBe(200);

    expect((await owner.c.post('/company/get_companyInfo', { company_id: company.id }, { token: owner.token })).status).toBe(404);
    expect([...(await list(owner, 'my')), ...(await list(owner, 'archive'))].map((item) => item.id)).not.toContain(company.id);
    expect(await sql(h, 'select company_id from company_active_choice where user_id = ?', [owner.id])).toEqual([{ company_id: null }]);
    const rows = await sql(h, 'select user_id, role, rights from company_membership where company_id = ?', [company.id]);
    expect(rows).toEqual([{ user_id: deputy.id, role: 'owner', rights: [] }]);
  });

  it('remove_from_list: the former owner keeps administrator access with the company in their Archive', async () => {
    const owner = await account(h);
    const recipient = await account(h);
    const company = await createCompany(owner);
    expect((await offer(owner, { company_id: company.id, email: recipient.email, option: 3 })).status).toBe(200);
    expect((await accept(recipient, linkToken(await offerMail(recipient.email), 'token'))).status).toBe(200);
    expect((await list(owner, 'my')).map((item) => item.id)).not.toContain(company.id);
    expect((await list(owner, 'archive')).find((item) => item.id === company.id)?.role.code).toBe('administrator');
  });

  it('cancel: only the owner, only a pending offer; the link stops working', async () => {
    const owner = await account(h);
    const admin = await account(h);
    const deputy = await account(h);
    const recipient = await account(h);
    const company = await createCompany(owner);
    await addMember(h, company.id, admin.id, 'administrator');
    await addMember(h, company.id, deputy.id, 'deputy', ['users', 'company-settings']);
    const cancel = (who: Account) => who.c.post('/company/cancelCompanyTransfer', { company_id: company.id }, { token: who.token });

    expect((await cancel(owner)).body.code).toBe('TRANSFER_NOT_FOUND');
    expect((await offer(owner, { company_id: company.id, email: recipient.email, option: 'full_rights' })).status).toBe(200);
    expect((await cancel(deputy)).status).toBe(403);
    const byAdmin = await cancel(admin);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.code).toBe('COMPANY_FORBIDDEN');
    expect((await cancel(recipient)).status).toBe(404);
    expect(await transferRows(company.id)).toBe(1);
    expect((await cancel(owner)).status).toBe(200);
    expect(await list(owner, 'transfer')).toEqual([]);
    expect((await list(owner, 'my')).map((item) => item.id)).toContain(company.id);
    const res = await accept(recipient, linkToken(await offerMail(recipient.email), 'token'));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('TRANSFER_INVALID');
    expect((await events(h, company.id)).map((event) => event.type)).toContain('CompanyTransferCancelled');
  });

  it('accept and cancel at the same moment: exactly one wins, neither fails', async () => {
    const owner = await account(h);
    const recipient = await account(h);
    const company = await createCompany(owner);
    expect((await offer(owner, { company_id: company.id, email: recipient.email, option: 'full_rights' })).status).toBe(200);
    const token = linkToken(await offerMail(recipient.email), 'token');
    const [accepted, cancelled] = await Promise.all([
      accept(recipient, token),
      owner.c.post('/company/cancelCompanyTransfer', { company_id: company.id }, { token: owner.token }),
    ]);
    const outcome = [accepted.status, cancelled.status].sort().join();
    // Accepted first: the former owner is administrator now (403), or cancelled first: the link is void (404).
    expect(['200,403', '200,404']).toContain(outcome);
    const owners = await sql(h, `select user_id from company_membership where company_id = ? and role = 'owner'`, [company.id]);
    expect(owners.map((row) => row.user_id)).toEqual([accepted.status === 200 ? recipient.id : owner.id]);
  });

  it('an expired offer is void and makes room for a new one', async () => {
    const owner = await account(h);
    const recipient = await account(h);
    const company = await createCompany(owner);
    expect((await offer(owner, { company_id: company.id, email: recipient.email, option: 'full_rights' })).status).toBe(200);
    const token = linkToken(await offerMail(recipient.email), 'token');
    await sql(h, `update company_transfer set expires_at = now() - interval '1 second' where company_id = ?`, [company.id]);
    expect((await accept(recipient, token)).body.code).toBe('TRANSFER_INVALID');
    expect(await list(owner, 'transfer')).toEqual([]);
    expect((await offer(owner, { company_id: company.id, email: recipient.email, option: 'full_rights' })).status).toBe(200);
  });

  it('deleting a company e-mails its other members, clears their active choice and voids a pending transfer', async () => {
    const owner = await account(h);
    const member = await account(h);
    const recipient = await account(h);
    const company = await createCompany(owner, { name: 'ТОВ «Видалена»' });
    await addMember(h, company.id, member.id, 'user');
    expect((await member.c.post('/company/loginCompany', { company_id: company.id }, { token: member.token })).status).toBe(200);
    expect((await offer(owner, { company_id: company.id, email: recipient.email, option: 'full_rights' })).status).toBe(200);
    await sql(h, `update identity_user set lang = 'en' where id = ?`, [member.id]);

    expect((await confirmedAction(h as never, owner, company.id, 'delete')).status).toBe(200);
    const mail = await waitFor(async () => (await messages(h, member.email)).find((m) => (m.subject ?? '').includes('deleted')) ?? null, {
      what: 'company deleted e-mail',
    });
    expect(mail.subject).toBe('The company "ТОВ «Видалена»" was deleted');
    expect(await sql(h, 'select company_id from company_active_choice where user_id = ?', [member.id])).toEqual([{ company_id: null }]);
    expect((await sql(h, 'select count(*)::int as n from company_transfer where company_id = ?', [company.id]))[0]!.n).toBe(0);
    expect((await accept(recipient, linkToken(await offerMail(recipient.email), 'token'))).body.code).toBe('TRANSFER_INVALID');
    // The owner who deleted it is not told what they just did.
    expect((await messages(h, owner.email)).filter((m) => (m.subject ?? '').includes('удалена'))).toEqual([]);
  });

  it('only the owner gives the company away: an administrator, a deputy and a user are refused, code or not', async () => {
    const owner = await account(h);
    const admin = await account(h);
    const deputy = await account(h);
    const user = await account(h);
    const recipient = await account(h);
    const company = await createCompany(owner);
    await addMember(h, company.id, admin.id, 'administrator');
    await addMember(h, company.id, deputy.id, 'deputy', ['users', 'company-settings']);
    await addMember(h, company.id, user.id, 'user', ['users']);

    for (const member of [admin, deputy, user]) {
      // No SMS is spent on an act the caller may not do.
      const before = (await messages(h, member.phone)).length;
      const send = await member.c.post(
        '/company/sendActionCode',
        { company_id: company.id, action: 'transfer' },
        { token: member.token, lang: 'en' },
      );
      expect(send.status).toBe(403);
      expect(send.body).toMatchObject({ code: 'COMPANY_FORBIDDEN', msg: 'You have no right to do this in the company' });
      // Even with a valid code of their own (the evicting offer the outside probe made).
      const res = await offer(member, { company_id: company.id, email: recipient.email, option: 'no_access' }, 'uk');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'COMPANY_FORBIDDEN', msg: 'У вас немає прав на цю дію в компанії' });
      expect((await messages(h, member.phone)).length).toBe(before);
    }
    expect(await transferRows(company.id)).toBe(0);
    expect((await messages(h, recipient.email)).filter((mail) => mail.text.includes('/company-transfer?token='))).toEqual([]);
    expect((await events(h, company.id)).map((event) => event.type)).not.toContain('CompanyTransferOffered');
    const adminInfo = await admin.c.post('/company/get_companyInfo', { company_id: company.id }, { token: admin.token });
    expect(adminInfo.body.company_data.actions).not.toContain('transfer');
  });

  it("an offer an administrator made before transfer was the owner's alone is void: shown nowhere, refused on acceptance, replaced by the owner's", async () => {
    const owner = await account(h);
    const admin = await account(h);
    const recipient = await account(h);
    const company = await createCompany(owner);
    await addMember(h, company.id, admin.id, 'administrator');
    const token = 'y'.repeat(43);
    await sql(
      h,
      `insert into company_transfer (id, company_id, from_user_id, to_user_id, to_email, option, token_hash, created_at, expires_at)
       values (gen_random_uuid(), ?, ?, ?, ?, 'no_access', encode(sha256(convert_to(?, 'UTF8')), 'hex'), now(), now() + interval '7 days')`,
      [company.id, admin.id, recipient.id, recipient.email, token],
    );
    expect(await list(admin, 'transfer')).toEqual([]);
    expect((await list(admin, 'my')).map((item) => item.id)).toContain(company.id);
    expect((await accept(recipient, token)).body.code).toBe('TRANSFER_INVALID');
    expect(
      (await sql(h, `select role from company_membership where company_id = ? and user_id = ?`, [company.id, owner.id]))[0]!.role,
    ).toBe('owner');
    // The owner's own offer takes its place.
    expect((await offer(owner, { company_id: company.id, email: recipient.email, option: 'full_rights' })).status).toBe(200);
    expect((await list(owner, 'transfer')).map((item) => item.transfer.option)).toEqual(['full_rights']);
  });

  it("the owner confirms the offer with the SMS code: missing, wrong, expired or another action's code changes nothing; then lists and cancels it", async () => {
    const owner = await account(h);
    const recipient = await account(h);
    const company = await createCompany(owner);
    const body = { company_id: company.id, email: recipient.email, option: 'no_access' };
    const nothingStored = async () => {
      expect(await transferRows(company.id)).toBe(0);
      expect((await events(h, company.id)).map((event) => event.type)).not.toContain('CompanyTransferOffered');
      expect((await list(owner, 'my')).map((item) => item.id)).toContain(company.id);
      expect(await list(owner, 'transfer')).toEqual([]);
    };

    const missing = await offer(owner, { ...body, confirm_code: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(missing.body.fields)).toEqual(['confirm_code']);

    const code = await sendCode(owner, company.id);
    expect((await messages(h, owner.phone))[0]!.text).toContain('передачи');
    const wrong = await offer(owner, { ...body, confirm_code: String((Number(code) % 899_999) + 100_000) }, 'en');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'CODE_INVALID', msg: 'Wrong code', fields: { confirm_code: 'Wrong code' } });
    // The attempt counts, as delete's does.
    expect(
      (
        await sql(h, `select attempts from company_action_code where company_id = ? and action = 'transfer' and consumed_at is null`, [
          company.id,
        ])
      )[0]!.attempts,
    ).toBe(1);
    await nothingStored();

    // A code of another action is worth nothing here.
    const deleteCode = await storedActionCode(h, owner, company.id, 'delete');
    expect((await offer(owner, { ...body, confirm_code: deleteCode })).status).toBe(400);
    await sql(h, `update company_action_code set expires_at = now() - interval '1 second' where company_id = ? and action = 'transfer'`, [
      company.id,
    ]);
    const expired = await offer(owner, { ...body, confirm_code: code }, 'uk');
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'CODE_EXPIRED', msg: 'Код недійсний або минув. Запросіть новий код' });
    await nothingStored();

    await clearLimit(h, `code-cooldown:company-transfer.${company.id}.${owner.id}:${owner.id}:${owner.phone}`, 'company');
    const fresh = await sendCode(owner, company.id);
    expect((await offer(owner, { ...body, confirm_code: fresh })).status).toBe(200);
    // Single use: the spent code offers nothing twice.
    expect((await offer(owner, { ...body, confirm_code: fresh })).body.code).toBe('TRANSFER_PENDING');
    const [pending] = await list(owner, 'transfer');
    expect(pending).toMatchObject({ id: company.id, role: { id: 1 }, transfer: { email: recipient.email, option: 'no_access' } });
    expect(Date.parse(pending!.transfer.expires)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    // No SMS for a second offer while one is pending.
    const again = await owner.c.post('/company/sendActionCode', { company_id: company.id, action: 'transfer' }, { token: owner.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TRANSFER_PENDING');

    expect((await owner.c.post('/company/cancelCompanyTransfer', { company_id: company.id }, { token: owner.token })).status).toBe(200);
    expect(await list(owner, 'transfer')).toEqual([]);
    expect((await list(owner, 'my')).map((item) => item.id)).toContain(company.id);
    expect((await accept(recipient, linkToken(await offerMail(recipient.email), 'token'))).body.code).toBe('TRANSFER_INVALID');
  });

  it('an invitation whose membership cannot be saved leaves no account behind', async () => {
    const owner = await account(h);
    const company = await createCompany(owner);
    const email = uniqueEmail('orphan');
    // The membership insert fails inside the transaction, after the account was made.
    await sql(
      h,
      `create or replace function co_list_fail_membership() returns trigger language plpgsql as $$ begin raise exception 'membership save failed'; end $$`,
    );
    await sql(
      h,
      `create trigger co_list_fail_membership before insert on company_membership for each row when (new.company_id = '${company.id}') execute function co_list_fail_membership()`,
    );
    try {
      const deputy = {
        last_name: 'Шевчук',
        first_name: 'Олег',
        tel: '+380 99 123 45 67',
        email,
        password: 'Deputy-pass-2026',
        confirm: 'Deputy-pass-2026',
        s_access_z: [],
      };
      const res = await owner.c.post('/company/add_company_deputy', { company_id: company.id, deputies: [deputy] }, { token: owner.token });
      expect(res.status).toBe(500);
    } finally {
      await sql(h, 'drop trigger co_list_fail_membership on company_membership');
    }
    expect((await sql(h, 'select count(*)::int as n from identity_user where email = ?', [email]))[0]!.n).toBe(0);
    expect(
      (await sql(h, `select count(*)::int as n from outbox where type = 'UserRegistered' and payload::text like ?`, [`%${email}%`]))[0]!.n,
    ).toBe(0);
  });
});
