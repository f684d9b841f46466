import { linkToken, messages, redis, sql, startHarness, uniqueEmail, waitForMessages, client, type Harness } from '../../support/harness.js';
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

  const info = (who: { c: Account['c']; token: string }, companyId: string) => who.c.post('/company/get_companyInfo', { company_id: companyId }, { token: who.token });

  const invitation = (email: string) =>
    waitFor(async () => (await messages(h, email)).find((mail) => mail.text.includes('/company-invitation?token=')) ?? null, { what: `invitation to ${email}` });

  /** Confirms the membership with the link from the newest invitation e-mail to `email`. */
  async function confirmByLink(email: string): Promise<void> {
    const mail = await invitation(email);
    const res = await client(h).post('/company/confirmMembership', { token: linkToken(mail, 'token') });
    expect(res.status).toBe(200);
  }

  it('adds a deputy with a new account: awaiting (404) until the e-mailed link confirms it, then the deputy signs in and sees the company', async () => {
    const company = await createCompany(owner);
    const person = deputy();
    const res = await owner.c.post('/company/add_company_deputy', { company_id: company.id, deputies: [person] }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.deputies).toEqual([expect.objectContaining({ email: person.email, last_name: 'Шевчук', status: 'awaiting', s_access_z: ['company-settings'], tel: '+380991234567' })]);

    // Not signed in yet: the e-mail is unconfirmed, so no session.
    const c = client(h);
    expect((await c.post('/profile/loginUser', { email: person.email, password: PASSWORD })).body.user_data?.token).toBeUndefined();

    await confirmByLink(person.email);
    const login = await c.post('/profile/loginUser', { email: person.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const token = login.body.user_data.token as string;
    const seen = await info({ c, token }, company.id);
    expect(seen.status).toBe(200);
    expect((await owner.c.post('/company/get_company_deputy', { company_id: company.id }, { token: owner.token })).body.deputies[0].status).toBe('confirmed');
    // The link is single use.
    const mail = await invitation(person.email);
    expect((await client(h).post('/company/confirmMembership', { token: linkToken(mail, 'token') })).body.code).toBe('INVITE_INVALID');
    const types = (await events(h, company.id)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['CompanyMemberInvited', 'CompanyMemberConfirmed']));
    // No plaintext token in PostgreSQL.
    expect((await sql(h, 'select count(*)::int as n from outbox where payload::text like ?', [`%${linkToken(mail, 'token')}%`]))[0]!.n).toBe(0);
  });

  it('refuses a duplicate deputy e-mail in one request and an e-mail that already has an account; nothing is created', async () => {
    const company = await createCompany(owner);
    const email = uniqueEmail('dup');
    const dup = await owner.c.post('/company/add_company_deputy', { company_id: company.id, deputies: [deputy({ email }), deputy({ email: email.toUpperCase() })] }, { token: owner.token });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ code: 'DEPUTY_DUPLICATE', msg: 'Заместитель с таким адресом уже добавлен!' });
    expect(dup.body.fields['deputies.1.email']).toBe('Заместитель с таким адресом уже добавлен!');
    const dupEn = await owner.c.post('/company/add_company_deputy', { company_id: company.id, deputies: [deputy({ email }), deputy({ email })] }, { token: owner.token, lang: 'en' });
    expect(dupEn.body.msg).toBe('A deputy with this address has already been added!');
    expect((await sql(h, 'select count(*)::int as n from identity_user where email = ?', [email]))[0]!.n).toBe(0);

    const existing = await account(h);
    const taken = await owner.c.post('/company/add_company_deputy', { company_id: company.id, deputies: [deputy(), deputy({ email: existing.email })] }, { token: owner.token });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'USER_EXISTS', msg: `Ошибка, пользователь ${existing.email} уже существует` });
    expect((await sql(h, 'select count(*)::int as n from company_membership where company_id = ?', [company.id]))[0]!.n).toBe(1);

    const mismatch = await owner.c.post('/company/add_company_deputy', { company_id: company.id, deputies: [deputy({ confirm: 'Other-pass-2026' })] }, { token: owner.token });
    expect(mismatch.body.fields['deputies.0.confirm']).toBe('Пароли не совпадают!');
  });

  it('appoints an administrator: another person with a new account, or "me"; the form rules hold', async () => {
    const company = await createCompany(owner);
    const email = uniqueEmail('admin');
    const form = { company_id: company.id, is_admin: 1, surname: 'Коваль', first_name: 'Ніна', middle_name: '', tel: '+380 67 765 43 21', email, password: PASSWORD, confirm: PASSWORD, agreement: true };
    expect((await owner.c.post('/company/add_company_admin', { ...form, agreement: false }, { token: owner.token })).body.fields.agreement).toBe('Следует принять соглашение!');
    const res = await owner.c.post('/company/add_company_admin', form, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual(expect.arrayContaining([expect.objectContaining({ email, role: { id: 2, code: 'administrator' }, status: 'awaiting' })]));
    const again = await owner.c.post('/company/add_company_admin', form, { token: owner.token, lang: 'uk' });
    expect(again.body).toMatchObject({ code: 'USER_EXISTS', msg: `Помилка, користувач ${email} вже існує` });
    expect((await owner.c.post('/company/add_company_admin', { company_id: company.id, is_admin: 0, agreement: 1 }, { token: owner.token })).status).toBe(200);
  });

  it('keeps the onboarding step of spec 001 §2 on the active company: 2 after registering, 3 once the administrator is chosen', async () => {
    const company = await createCompany(owner);
    await owner.c.post('/company/loginCompany', { company_id: company.id }, { token: owner.token });
    const active = async () => (await owner.c.get('/profile/get_userInfo', { token: owner.token })).body.user_data.company;
    // user_data.company also says what the member may do (home's actions) and how long a check takes.
    expect(await active()).toMatchObject({ id: company.id, status: { id: 1 }, onboarding_step: 2, verification_sla_minutes: 120 });
    expect((await active()).actions).toEqual(expect.arrayContaining(['edit', 'submit', 'vacancies']));
    const refused = await owner.c.post('/company/add_company_admin', { company_id: company.id, is_admin: 0, agreement: false }, { token: owner.token });
    expect(refused.status).toBe(400);
    expect((await active()).onboarding_step).toBe(2);
    expect((await owner.c.post('/company/add_company_admin', { company_id: company.id, is_admin: 0, agreement: true }, { token: owner.token })).status).toBe(200);
    expect((await active()).onboarding_step).toBe(3);
  });

  it('invites an existing user by e-mail with rights; searchUser finds exact e-mails only', async () => {
    const company = await createCompany(owner);
    const user = await account(h);
    const found = await owner.c.post('/company/searchUser', { company_id: company.id, email: user.email.toUpperCase() }, { token: owner.token });
    expect(found.body.user).toEqual({ id: user.id, email: user.email, last_name: 'Бондар', first_name: 'Ірина', middle_name: null, is_member: 0 });
    expect((await owner.c.post('/company/searchUser', { company_id: company.id, email: `x${user.email}` }, { token: owner.token })).body.user).toBeNull();

    const added = await owner.c.post('/company/addUserToCompany', { company_id: company.id, email: user.email, s_access_z: ['verification-documents'] }, { token: owner.token });
    expect(added.status).toBe(200);
    expect((await info(user, company.id)).status).toBe(404);
    expect((await owner.c.post('/company/addUserToCompany', { company_id: company.id, email: user.email }, { token: owner.token })).body.code).toBe('MEMBER_EXISTS');
    expect((await owner.c.post('/company/addUserToCompany', { company_id: company.id, email: uniqueEmail('nobody') }, { token: owner.token })).body.code).toBe('USER_NOT_FOUND');
    expect((await owner.c.post('/company/addUserToCompany', { company_id: company.id, email: user.email, s_access_z: ['fly'] }, { token: owner.token })).status).toBe(400);
    await confirmByLink(user.email);
    expect((await info(user, company.id)).status).toBe(200);
  });

  it('e-mails the member when rights change, and removal ends access at once', async () => {
    const company = await createCompany(owner);
    const user = await account(h);
    await addMember(h, company.id, user.id, 'user');
    await user.c.post('/company/loginCompany', { company_id: company.id }, { token: user.token });
    const changed = await owner.c.post('/company/updateUserToCompany', { company_id: company.id, user_id: user.id, s_access_z: ['company-settings'] }, { token: owner.token });
    expect(changed.status).toBe(200);
    const [mail] = await waitForMessages(h, user.email);
    expect(mail!.subject).toContain('изменены');
    expect((await user.c.post('/company/updateCompany', { company_id: company.id, services: 'Нове' }, { token: user.token })).status).toBe(403);

    const removed = await owner.c.post('/company/removeUserFromCompany', { company_id: company.id, email: user.email }, { token: owner.token });
    expect(removed.status).toBe(200);
    expect((await info(user, company.id)).status).toBe(404);
    expect((await user.c.get('/profile/get_userInfo', { token: user.token })).body.user_data.company).toBeNull();
    expect((await owner.c.post('/company/removeUserFromCompany', { company_id: company.id, user_id: owner.id }, { token: owner.token })).status).toBe(403);
    expect((await events(h, company.id)).map((event) => event.type)).toEqual(expect.arrayContaining(['CompanyMemberRightsChanged', 'CompanyMemberRemoved']));
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
    expect((await lookups.c.post('/company/addUserToCompany', { company_id: company.id, email: owner.email }, { token: lookups.token })).status).toBe(429);
    expect((await sql(h, 'select count(*)::int as n from company_membership where company_id = ?', [company.id]))[0]!.n).toBe(1);
  });
});
