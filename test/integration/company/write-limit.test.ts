import { account, companyBody, createCompany, sql, startCompanyHarness, type Account, type CompanyHarness } from './company.support.js';

/*
 * One account's writes to the company and profiling routes are limited together per window
 * (WRITE_RATE_LIMIT per WRITE_RATE_WINDOW_SECONDS; the suites' default lifts it, this flow sets 5).
 */
const LIMIT = 5;

describe('per-account write limit', () => {
  let h: CompanyHarness;
  let owner: Account;
  beforeAll(async () => {
    h = await startCompanyHarness({ WRITE_RATE_LIMIT: String(LIMIT), WRITE_RATE_WINDOW_SECONDS: '60' });
    owner = await account(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 429 with Retry-After past the limit, changes nothing, and still lets the account read and others write', async () => {
    const company = await createCompany(owner); // the first write of the window
    for (let n = 2; n <= LIMIT; n += 1) {
      const res = await owner.c.post('/company/updateCompany', { company_id: company.id, services: `write ${n}` }, { token: owner.token });
      expect(res.status).toBe(200);
    }

    const refused = await owner.c.post(
      '/company/updateCompany',
      { company_id: company.id, services: 'one too many' },
      { token: owner.token, lang: 'en' },
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, error: true, code: 'TOO_MANY_REQUESTS' });
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body.msg).toBe(`Too many changes in a row. Try again in ${seconds} s`);
    const uk = await owner.c.post('/company/createCompany', companyBody(), { token: owner.token, lang: 'uk' });
    expect(uk.status).toBe(429);
    expect(uk.body.msg).toMatch(/^Забагато змін поспіль\. Повторіть через \d+ с$/);
    expect(
      (await owner.c.post('/company/updateCompany', { company_id: company.id, services: 'x' }, { token: owner.token })).body.msg,
    ).toMatch(/^Слишком много изменений подряд/);
    expect((await sql(h, 'select services from company where id = ?', [company.id]))[0]!.services).toBe(`write ${LIMIT}`);
    expect(await sql(h, 'select 1 from company_membership where user_id = ?', [owner.id])).toHaveLength(1);

    // Reads are not writes.
    const info = await owner.c.post('/company/get_companyInfo', { company_id: company.id }, { token: owner.token });
    expect(info.status).toBe(200);
    expect((await owner.c.post('/company/get_companyList', { sort: 'my' }, { token: owner.token })).status).toBe(200);

    const other = await account(h);
    await createCompany(other);
  });
});
