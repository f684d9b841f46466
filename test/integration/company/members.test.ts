import {
  linkToken,
  messages,
  redis,
  sql,
  startHarness,
  uniqueEmail,
  waitForMessages,
  client,
  type Harness,
} from '../../support/harness.js';
import { waitFor } from '../../support/wait-for.js';
import { account, addMember, createCompany, events, type Account } from './company.support.js';

const PASSWORD = 'Deputy-pass-2026';

/**
 * Administrator, deputies and users: invitations through identity's contract, confirmation by the
 * e-mailed link, rights changes with their e-mail, removal, and the permission matrix.
 */
describe('company members', () => {
  let h: Harness;
  let owner: Account;
  beforeAll(async () => {
    h = await startHarness();
    owner = await account(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const deputy = (overrides: Record<string, unknown> = {}) => ({
    last_name: 'Шевчук',
    first_name: 'Олег',
    middle_name: 'Іванович',
    tel: '+380 99 123 45 67',
    email: uniqueEmail('deputy'),
    password: PASSWORD,
    confirm: PASSWORD,
    s_access_z: ['company-settings'],
    ...overrides,
  });

  const info = (who: { c: Account['c']; token: string }, companyId: string) =>
    who.c.post('/company/get_companyInfo', { company_id: companyId }, { token: who.token });

  const invitation = (email: string) =>
    waitFor(async () => (await messages(h, email)).find((mail) => mail.text.includes('/company-invitation?token=')) ?? null, {
      what: `invitation to ${email}`,
    });

  const OWN_PASSWORD = 'Own-choice-2026';

  /**
   * Confirms the membership with the link from the newest invitation e-mail to `email`; an account
   * made for the invitation chooses `password` on the way.
   */
  async function confirmByLink(email: string, password?: string): Promise<void> {
    const mail = await invitation(email);
    const res = await client(h).post('/company/confirmMembership', {
      token: linkToken(mail, 'token'),
      ...(password ? { password, confirm: password } : {}),
    });
    expect(res.status).toBe(200);
  }

  const login = (email: string, password: string) => client(h).post('/profile/loginUser', { email, password });

  it('adds a deputy with a new account that only its person gives a password, from the e-mailed link; the owner-typed one never signs in', async () => {
    const company = await createCompany(owner);
    const person = deputy();
    const res = await owner.c.post('/company/add_company_deputy', { company_id: company.id, deputies: [person] }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.deputies).toEqual([
      expect.objectContaining({
        email: person.email,
        last_name: 'Шевчук',
        status: 'awaiting',
        s_access_z: ['company-settings'],
        tel: '+380991234567',
      }),
    ]);
    // The password the owner typed is stored nowhere.
    const [stored] = await sql<{ password_hash: string }>(h, 'select password_hash from identity_user where email = ?', [person.email]);
    expect(stored!.password_hash.startsWith('$argon2')).toBe(false);
    expect((await login(person.email, PASSWORD)).status).toBe(401);

    // The link's page learns what it asks before using it.
    const mail = await invitation(person.email);
    const token = linkToken(mail, 'token');
    expect(mail.text).toContain('вы придумаете его сами на странице приглашения');
    const seen = await client(h).post('/company/getInvitation', { token }, { lang: 'en' });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      company: { id: company.id, name: company.name },
      role: { code: 'deputy', name: 'Deputy' },
      email: person.email,
      set_password: true,
    });
    // Without a password, with a short one or an unequal repeat, the link stays unused.
    const bare = await client(h).post('/company/confirmMembership', { token });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: 'PASSWORD_REQUIRED', fields: { password: 'Придумайте пароль для входа' } });
    expect(
      (await client(h).post('/company/confirmMembership', { token, password: 'short', confirm: 'short' })).body.fields.password,
    ).toBeDefined();
    expect(
      (await client(h).post('/company/confirmMembership', { token, password: OWN_PASSWORD, confirm: 'Other-choice-2026' })).body.fields
        .confirm,
    ).toBeDefined();
    expect((await client(h).post('/company/get_companyInfo', { company_id: company.id })).status).toBe(401);

    const used = await client(h).post('/company/confirmMembership', { token, password: OWN_PASSWORD, confirm: OWN_PASSWORD });
    expect(used.body).toEqual({ ok: true, company_id: company.id });
    expect((await login(person.email, PASSWORD)).status).toBe(401);
    const signedIn = await login(person.email, OWN_PASSWORD);
    expect(signedIn.status).toBe(200);
    const c = client(h);
    expect((await info({ c, token: signedIn.body.user_data.token as string }, company.id)).status).toBe(200);
    expect(
      (await owner.c.post('/company/get_company_deputy', { company_id: company.id }, { token: owner.token })).body.deputies[0].status,
    ).toBe('confirmed');
    // The link is single use, and its page says so.
    expect(
      (await client(h).post('/company/confirmMembership', { token, password: 'Third-choice-2026', confirm: 'Third-choice-2026' })).body
        .code,
    ).toBe('INVITE_INVALID');
    expect((await client(h).post('/company/getInvitation', { token })).body.code).toBe('INVITE_INVALID');
    expect((await login(person.email, 'Third-choice-2026')).status).toBe(401);
    const types = (await events(h, company.id)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['CompanyMemberInvited', 'CompanyMemberConfirmed']));
    // No plaintext token in PostgreSQL.
    expect((await sql(h, 'select count(*)::int as n from outbox where payload::text like ?', [`%${token}%`]))[0]!.n).toBe(0);
  });

  it('an expired invitation neither shows nor sets a password', async () => {
    const company = await createCompany(owner);
    const person = deputy();
    expect(
      (await owner.c.post('/company/add_company_deputy', { company_id: company.id, deputies: [person] }, { token: owner.token })).status,
    ).toBe(200);
    const token = linkToken(await invitation(person.email), 'token');
    await sql(h, "update company_membership set invite_expires_at = now() - interval '1 minute' where company_id = ? and role = 'deputy'", [
      company.id,
    ]);
    expect((await client(h).post('/company/getInvitation', { token })).body.code).toBe('INVITE_INVALID');
    expect((await client(h).post('/company/confirmMembership', { token, password: OWN_PASSWORD, confirm: OWN_PASSWORD })).body.code).toBe(
      'INVITE_INVALID',
    );
    expect((await login(person.email, OWN_PASSWORD)).status).toBe(401);
  });

  it('refuses a duplicate deputy e-mail in one request; an address that has an account is invited with it, its password and profile untouched', async () => {
    const company = await createCompany(owner);
    const email = uniqueEmail('dup');
    const dup = await owner.c.post(
      '/company/add_company_deputy',
      { company_id: company.id, deputies: [deputy({ email }), deputy({ email: email.toUpperCase() })] },
      { token: owner.token },
    );
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ code: 'DEPUTY_DUPLICATE', msg: 'Заместитель с таким адресом уже добавлен!' });
    expect(dup.body.fields['deputies.1.email']).toBe('Заместитель с таким адресом уже добавлен!');
    const dupEn = await owner.c.post(
      '/company/add_company_deputy',
      { company_id: company.id, deputies: [deputy({ email }), deputy({ email })] },
      { token: owner.token, lang: 'en' },
    );
    expect(dupEn.body.msg).toBe('A deputy with this address has already been added!');
    expect((await sql(h, 'select count(*)::int as n from identity_user where email = ?', [email]))[0]!.n).toBe(0);

    const existing = await account(h);
    const [before] = await sql<{ password_hash: string; lname: string | null }>(
      h,
      'select password_hash, lname from identity_user where email = ?',
      [existing.email],
    );
    const added = await owner.c.post(
      '/company/add_company_deputy',
      { company_id: company.id, deputies: [deputy(), deputy({ email: existing.email, last_name: 'Чужий' })] },
      { token: owner.token },
    );
    expect(added.status).toBe(200);
    expect(added.body.deputies).toEqual(expect.arrayContaining([expect.objectContaining({ email: existing.email, status: 'awaiting' })]));
    const [after] = await sql<{ password_hash: string; lname: string | null }>(
      h,
      'select password_hash, lname from identity_user where email = ?',
      [existing.email],
    );
    expect(after).toEqual(before);
    const token = linkToken(await invitation(existing.email), 'token');
    expect((await client(h).post('/company/getInvitation', { token })).body).toMatchObject({
      role: { code: 'deputy' },
      set_password: false,
    });
    // An account with its own password keeps it: none is asked, one sent is refused.
    expect((await client(h).post('/company/confirmMembership', { token, password: OWN_PASSWORD, confirm: OWN_PASSWORD })).body.code).toBe(
      'PASSWORD_ALREADY_SET',
    );
    expect((await client(h).post('/company/confirmMembership', { token })).status).toBe(200);
    expect((await info(existing, company.id)).status).toBe(200);
    // Someone already in the company is not invited again.
    const again = await owner.c.post(
      '/company/add_company_deputy',
      { company_id: company.id, deputies: [deputy({ email: existing.email })] },
      { token: owner.token },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MEMBER_EXISTS');
  });

  it('appoints an administrator: another person with a new account or an existing one, or "me"; the form rules hold', async () => {
    const company = await createCompany(owner);
    const email = uniqueEmail('admin');
    const form = {
      company_id: company.id,
      is_admin: 1,
      surname: 'Коваль',
      first_name: 'Ніна',
      middle_name: '',
      tel: '+380 67 765 43 21',
      email,
      password: PASSWORD,
      confirm: PASSWORD,
      agreement: true,
    };
    expect(
      (await owner.c.post('/company/add_company_admin', { ...form, agreement: false }, { token: owner.token })).body.fields.agreement,
    ).toBe('Следует принять соглашение!');
    const res = await owner.c.post('/company/add_company_admin', form, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, role: { id: 2, code: 'administrator' }, status: 'awaiting' })]),
    );
    expect((await login(email, PASSWORD)).status).toBe(401);
    await confirmByLink(email, OWN_PASSWORD);
    expect((await login(email, OWN_PASSWORD)).status).toBe(200);
    const again = await owner.c.post('/company/add_company_admin', form, { token: owner.token, lang: 'uk' });
    expect(again.body).toMatchObject({ code: 'MEMBER_EXISTS', msg: 'Цього користувача вже додано до компанії' });

    const other = await createCompany(owner);
    const existing = await account(h);
    const appointed = await owner.c.post(
      '/company/add_company_admin',
      { ...form, company_id: other.id, email: existing.email },
      { token: owner.token },
    );
    expect(appointed.status).toBe(200);
    expect(appointed.body.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: existing.email, role: { id: 2, code: 'administrator' }, status: 'awaiting' }),
      ]),
    );
    await confirmByLink(existing.email);
    expect((await info(existing, other.id)).status).toBe(200);
    expect(
      (await owner.c.post('/company/add_company_admin', { company_id: company.id, is_admin: 0, agreement: 1 }, { token: owner.token }))
        .status,
    ).toBe(200);
  });

  it('keeps the onboarding step of spec 001 §2 on the active company: 2 after registering, 3 once the administrator is chosen', async () => {
    const company = await createCompany(owner);
    await owner.c.post('/company/loginCompany', { company_id: company.id }, { token: owner.token });
    const active = async () => (await owner.c.get('/profile/get_userInfo', { token: owner.token })).body.user_data.company;
    // user_data.company also says what the member may do (home's actions) and how long a check takes.
    expect(await active()).toMatchObject({ id: company.id, status: { id: 1 }, onboarding_step: 2, verification_sla_minutes: 120 });
    expect((await active()).actions).toEqual(expect.arrayContaining(['edit', 'submit', 'vacancies']));
    const refused = await owner.c.post(
      '/company/add_company_admin',
      { company_id: company.id, is_admin: 0, agreement: false },
      { token: owner.token },
    );
    expect(refused.status).toBe(400);
    expect((await active()).onboarding_step).toBe(2);
    expect(
      (await owner.c.post('/company/add_company_admin', { company_id: company.id, is_admin: 0, agreement: true }, { token: owner.token }))
        .status,
    ).toBe(200);
    expect((await active()).onboarding_step).toBe(3);
  });

  it('invites an existing user by e-mail with rights; searchUser finds exact e-mails only', async () => {
    const company = await createCompany(owner);
    const user = await account(h);
    const found = await owner.c.post(
      '/company/searchUser',
      { company_id: company.id, email: user.email.toUpperCase() },
      { token: owner.token },
    );
    expect(found.body.user).toEqual({
      id: user.id,
      email: user.email,
      last_name: 'Бондар',
      first_name: 'Ірина',
      middle_name: null,
      is_member: 0,
    });
    expect(
      (await owner.c.post('/company/searchUser', { company_id: company.id, email: `x${user.email}` }, { token: owner.token })).body.user,
    ).toBeNull();

    const added = await owner.c.post(
      '/company/addUserToCompany',
      { company_id: company.id, email: user.email, s_access_z: ['verification-documents'] },
      { token: owner.token },
    );
    expect(added.status).toBe(200);
    expect((await info(user, company.id)).status).toBe(404);
    expect(
      (await owner.c.post('/company/addUserToCompany', { company_id: company.id, email: user.email }, { token: owner.token })).body.code,
    ).toBe('MEMBER_EXISTS');
    expect(
      (await owner.c.post('/company/addUserToCompany', { company_id: company.id, email: uniqueEmail('nobody') }, { token: owner.token }))
        .body.code,
    ).toBe('USER_NOT_FOUND');
    expect(
      (
        await owner.c.post(
          '/company/addUserToCompany',
          { company_id: company.id, email: user.email, s_access_z: ['fly'] },
          { token: owner.token },
        )
      ).status,
    ).toBe(400);
    await confirmByLink(user.email);
    expect((await info(user, company.id)).status).toBe(200);
  });

  it('e-mails the member when rights change, and removal ends access at once', async () => {
    const company = await createCompany(owner);
    const user = await account(h);
    await addMember(h, company.id, user.id, 'user');
    await user.c.post('/company/loginCompany', { company_id: company.id }, { token: user.token });
    const changed = await owner.c.post(
      '/company/updateUserToCompany',
      { company_id: company.id, user_id: user.id, s_access_z: ['company-settings'] },
      { token: owner.token },
    );
    expect(changed.status).toBe(200);
    const [mail] = await waitForMessages(h, user.email);
    expect(mail!.subject).toContain('изменены');
    expect((await user.c.post('/company/updateCompany', { company_id: company.id, services: 'Нове' }, { token: user.token })).status).toBe(
      403,
    );

    const removed = await owner.c.post(
      '/company/removeUserFromCompany',
      { company_id: company.id, email: user.email },
      { token: owner.token },
    );
    expect(removed.status).toBe(200);
    expect((await info(user, company.id)).status).toBe(404);
    expect((await user.c.get('/profile/get_userInfo', { token: user.token })).body.user_data.company).toBeNull();
    expect(
      (await owner.c.post('/company/removeUserFromCompany', { company_id: company.id, user_id: owner.id }, { token: owner.token })).status,
    ).toBe(403);
    expect((await events(h, company.id)).map((event) => event.type)).toEqual(
      expect.arrayContaining(['CompanyMemberRightsChanged', 'CompanyMemberRemoved']),
    );
  });

  it('holds the permission matrix: strangers 404, deputies and users 403', async () => {
    const company = await createCompany(owner);
    const stranger = await account(h);
    const dep = await account(h);
    await addMember(h, company.id, dep.id, 'deputy', ['company-settings']);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/company/searchUser', { email: owner.email }],
      ['/company/addUserToCompany', { email: stranger.email }],
      ['/company/updateUserToCompany', { user_id: owner.id, s_access_z: [] }],
      ['/company/removeUserFromCompany', { user_id: owner.id }],
      ['/company/add_company_deputy', { deputies: [deputy()] }],
      ['/company/get_company_deputy', {}],
      ['/company/get_companyUsers', {}],
    ];
    for (const [path, body] of calls) {
      expect((await stranger.c.post(path, { company_id: company.id, ...body }, { token: stranger.token })).status).toBe(404);
      const refused = await dep.c.post(path, { company_id: company.id, ...body }, { token: dep.token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('COMPANY_FORBIDDEN');
    }
    expect((await sql(h, 'select count(*)::int as n from company_membership where company_id = ?', [company.id]))[0]!.n).toBe(2);
  });

  it('caps e-mail lookups per user (searchUser and invitations share the allowance)', async () => {
    const lookups = await account(h);
    const company = await createCompany(lookups);
    await redis(h).set(`company:member-lookup:${lookups.id}`, '60', 'EX', 3600);
    const search = await lookups.c.post('/company/searchUser', { company_id: company.id, email: owner.email }, { token: lookups.token });
    expect(search.status).toBe(429);
    expect(Number(search.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await lookups.c.post('/company/addUserToCompany', { company_id: company.id, email: owner.email }, { token: lookups.token })).status,
    ).toBe(429);
    expect((await sql(h, 'select count(*)::int as n from company_membership where company_id = ?', [company.id]))[0]!.n).toBe(1);
  });
});
