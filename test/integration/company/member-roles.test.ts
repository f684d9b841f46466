import { startHarness, type Harness } from '../../support/harness.js';
import { account, addMember, createCompany, events, sql, type Account } from './company.support.js';

/**
 * The administrator of spec 001 §6 outside the onboarding: appointed (a registered person invited as
 * administrator, or a member given the role), replaced or made a deputy or user again from the
 * member calls at any time; never by a "users" holder, and the owner stays the owner. The merged
 * `positions` right is read and stored as `vacancies`.
 */
describe('company member roles', () => {
  let h: Harness;
  let owner: Account;
  beforeAll(async () => {
    h = await startHarness();
    owner = await account(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const members = async (companyId: string) =>
    (await owner.c.post('/company/get_companyUsers', { company_id: companyId }, { token: owner.token })).body.users as Array<{
      id: string;
      role: { code: string };
      s_access_z: string[];
    }>;
  const roleOf = async (companyId: string, userId: string) => (await members(companyId)).find((member) => member.id === userId);

  it('invites a registered person as administrator at any time, with no rights of their own', async () => {
    const company = await createCompany(owner);
    const person = await account(h);
    const res = await owner.c.post(
      '/company/addUserToCompany',
      { company_id: company.id, email: person.email, role: 'administrator', s_access_z: ['reports'] },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(await roleOf(company.id, person.id)).toMatchObject({ role: { code: 'administrator' }, s_access_z: [] });
  });

  it('appoints a member administrator, then makes them a deputy again; the change is one event with both roles', async () => {
    const company = await createCompany(owner);
    const person = await account(h);
    await addMember(h, company.id, person.id, 'deputy', ['vacancies']);
    const appoint = await owner.c.post(
      '/company/updateUserToCompany',
      { company_id: company.id, user_id: person.id, role: 'administrator', s_access_z: [] },
      { token: owner.token },
    );
    expect(appoint.status).toBe(200);
    expect(await roleOf(company.id, person.id)).toMatchObject({ role: { code: 'administrator' }, s_access_z: [] });
    const info = await person.c.post('/company/get_companyInfo', { company_id: company.id }, { token: person.token });
    expect(info.body.company_data.actions).toContain('manageMembers');

    const back = await owner.c.post(
      '/company/updateUserToCompany',
      { company_id: company.id, user_id: person.id, role: 'deputy', s_access_z: ['users'] },
      { token: owner.token },
    );
    expect(back.status).toBe(200);
    expect(await roleOf(company.id, person.id)).toMatchObject({ role: { code: 'deputy' }, s_access_z: ['users'] });
    const changes = (await events(h, company.id)).filter((event) => event.type === 'CompanyMemberRightsChanged');
    expect(changes.map((event) => [event.payload.fromRole, event.payload.toRole])).toEqual([
      ['deputy', 'administrator'],
      ['administrator', 'deputy'],
    ]);
    // Rights alone still change as before, the role left as it is.
    expect(
      (
        await owner.c.post(
          '/company/updateUserToCompany',
          { company_id: company.id, user_id: person.id, s_access_z: ['users', 'reports'] },
          { token: owner.token },
        )
      ).status,
    ).toBe(200);
    expect(await roleOf(company.id, person.id)).toMatchObject({ role: { code: 'deputy' }, s_access_z: ['reports', 'users'] });
  });

  it('lets nobody with only "users" appoint an administrator or make anyone a deputy, and nobody change the owner', async () => {
    const company = await createCompany(owner);
    const holder = await account(h);
    const user = await account(h);
    await addMember(h, company.id, holder.id, 'deputy', ['users']);
    await addMember(h, company.id, user.id, 'user', []);
    for (const role of ['administrator', 'deputy']) {
      const res = await holder.c.post(
        '/company/updateUserToCompany',
        { company_id: company.id, user_id: user.id, role, s_access_z: [] },
        { token: holder.token },
      );
      expect([role, res.status]).toEqual([role, 403]);
    }
    const stranger = await account(h);
    expect(
      (
        await holder.c.post(
          '/company/addUserToCompany',
          { company_id: company.id, email: stranger.email, role: 'administrator', s_access_z: [] },
          { token: holder.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await owner.c.post(
          '/company/updateUserToCompany',
          { company_id: company.id, user_id: owner.id, role: 'deputy', s_access_z: [] },
          { token: owner.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await owner.c.post(
          '/company/updateUserToCompany',
          { company_id: company.id, user_id: user.id, role: 'owner', s_access_z: [] },
          { token: owner.token },
        )
      ).status,
    ).toBe(400);
  });

  it('reads the merged "positions" as "vacancies": a grant naming it stores "vacancies" once', async () => {
    const company = await createCompany(owner);
    const person = await account(h);
    const res = await owner.c.post(
      '/company/addUserToCompany',
      { company_id: company.id, email: person.email, s_access_z: ['positions', 'vacancies'] },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    const [row] = await sql<{ rights: string[] }>(h, 'select rights from company_membership where company_id = ? and user_id = ?', [
      company.id,
      person.id,
    ]);
    expect(row!.rights).toEqual(['vacancies']);
    // A grant stored before the merge still opens the vacancy wizard.
    const older = await account(h);
    await addMember(h, company.id, older.id, 'deputy', ['positions']);
    const info = await older.c.post('/company/get_companyInfo', { company_id: company.id }, { token: older.token });
    expect(info.body.company_data.actions).toContain('vacancies');
  });
});
