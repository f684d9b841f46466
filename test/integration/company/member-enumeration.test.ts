import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { redis, sql, startHarness, uniqueEmail, type Harness } from '../../support/harness.js';
import { account, addMember, createCompany, type Account } from './company.support.js';

/**
 * Naming a member by e-mail (removeUserFromCompany, updateUserToCompany) must not tell whether the
 * address has an account: membership and rights are checked first, then the e-mail, and "no such
 * account" answers like "not a member". Each lookup counts against searchUser's allowance.
 */
describe('member calls by e-mail tell nothing of accounts', () => {
  let h: Harness;
  let owner: Account;
  let company: Record<string, any>;
  /** An account that is no member of the company, and an address with no account at all. */
  let outsiderAccount: Account;
  const nobody = uniqueEmail('nobody');
  beforeAll(async () => {
    h = await startHarness();
    owner = await account(h);
    company = await createCompany(owner);
    outsiderAccount = await account(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const calls: Array<[string, Record<string, unknown>]> = [
    ['/company/removeUserFromCompany', {}],
    ['/company/updateUserToCompany', { s_access_z: ['company-settings'] }],
  ];
  const answer = (res: request.Response) => ({ status: res.status, code: res.body.code as string, msg: res.body.msg as string });

  /** The answers to `who` naming an account holder and an unknown address, per route and language. */
  async function bothAnswers(who: Account, companyId: string): Promise<Array<[ReturnType<typeof answer>, ReturnType<typeof answer>]>> {
    const pairs: Array<[ReturnType<typeof answer>, ReturnType<typeof answer>]> = [];
    for (const [path, body] of calls) {
      for (const lang of ['ru', 'en', 'uk']) {
        const known = await who.c.post(path, { company_id: companyId, email: outsiderAccount.email, ...body }, { token: who.token, lang });
        const unknown = await who.c.post(path, { company_id: companyId, email: nobody, ...body }, { token: who.token, lang });
        pairs.push([answer(known), answer(unknown)]);
      }
    }
    return pairs;
  }

  const memberships = async () =>
    (await sql<{ n: number }>(h, 'select count(*)::int as n from company_membership where company_id = ?', [company.id]))[0]!.n;

  it('answers a stranger alike, for this company and for a random id: 404 COMPANY_NOT_FOUND', async () => {
    const stranger = await account(h);
    for (const companyId of [company.id as string, randomUUID()]) {
      for (const [known, unknown] of await bothAnswers(stranger, companyId)) {
        expect(known).toEqual(unknown);
        expect(known).toMatchObject({ status: 404, code: 'COMPANY_NOT_FOUND' });
      }
    }
    // A stranger's calls look nothing up, so they spend no allowance.
    expect(await redis(h).get(`company:member-lookup:${stranger.id}`)).toBeNull();
  });

  it('answers a member without the users right alike: 403 COMPANY_FORBIDDEN', async () => {
    const deputy = await account(h);
    await addMember(h, company.id, deputy.id, 'deputy', ['company-settings']);
    for (const [known, unknown] of await bothAnswers(deputy, company.id)) {
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ status: 403, code: 'COMPANY_FORBIDDEN' });
    }
  });

  it('answers the owner alike for an account that is not a member and an address without an account: 404 MEMBER_NOT_FOUND', async () => {
    const before = await memberships();
    const pairs = await bothAnswers(owner, company.id);
    for (const [known, unknown] of pairs) {
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ status: 404, code: 'MEMBER_NOT_FOUND' });
    }
    expect(new Set(pairs.map(([known]) => known.msg))).toEqual(
      new Set(['Пользователь компании не найден', 'Company user not found', 'Користувача компанії не знайдено']),
    );
    expect(await memberships()).toBe(before);
  });

  it('counts each e-mail against the searchUser allowance: 429 with Retry-After past it, nothing changed', async () => {
    const manager = await account(h);
    const own = await createCompany(manager);
    const member = await account(h);
    await addMember(h, own.id, member.id, 'user', ['company-settings']);
    // Two lookups short of the hourly cap (MEMBER_LOOKUPS: 60).
    await redis(h).set(`company:member-lookup:${manager.id}`, '58', 'EX', 3600);
    expect(
      (await manager.c.post('/company/removeUserFromCompany', { company_id: own.id, email: nobody }, { token: manager.token })).status,
    ).toBe(404);
    expect(
      (
        await manager.c.post(
          '/company/updateUserToCompany',
          { company_id: own.id, email: nobody, s_access_z: [] },
          { token: manager.token },
        )
      ).status,
    ).toBe(404);
    for (const [path, body] of calls) {
      const refused = await manager.c.post(
        path,
        { company_id: own.id, email: member.email, ...body },
        { token: manager.token, lang: 'en' },
      );
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(
      (await manager.c.post('/company/searchUser', { company_id: own.id, email: member.email }, { token: manager.token })).status,
    ).toBe(429);
    const rows = await sql<{ rights: string[] }>(h, 'select rights from company_membership where company_id = ? and user_id = ?', [
      own.id,
      member.id,
    ]);
    expect(rows).toEqual([{ rights: ['company-settings'] }]);
  });
});
