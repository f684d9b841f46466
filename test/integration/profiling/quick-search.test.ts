import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { createConfirmedAccount } from '../../../src/identity/provisioning/accounts.js';
import { uniqueEmail } from '../../support/harness.js';
import { PASSWORD } from '../identity/support.js';
import { storedVacancy } from '../../support/vacancies.js';
import {
  account,
  addMember,
  createCompany,
  sql,
  startCompanyHarness,
  type Account,
  type CompanyHarness,
} from '../company/company.support.js';

/**
 * The header's quick search (docs/profiling.md, "Quick search and home figures"): per kind — the caller's companies, and
 * in the active company its vacancies (name or number), colleagues and departments — and nothing
 * of a company the caller is not in, nor of one they are in but have not chosen.
 */
describe('profiling: quick search', () => {
  let h: CompanyHarness;
  let owner: Account;
  let colleague: Account;
  let stranger: Account;
  let companyId: string;
  let otherId: string;
  let vacancyNumber: number;
  beforeAll(async () => {
    h = await startCompanyHarness();
    [owner, colleague, stranger] = await Promise.all([account(h), account(h), account(h)]);
    await sql(h, `update identity_user set lname = 'Яковенко', name = 'Соломія' where id = ?`, [colleague.id]);
    companyId = (await createCompany(owner, { name: 'ТОВ «Зоряна Гавань»' })).id as string;
    otherId = (await createCompany(stranger, { name: 'ТОВ «Зоряний Чужинець»' })).id as string;
    // Registering makes a company the session's active one: the first case starts with none chosen.
    for (const who of [owner, stranger]) expect((await who.c.post('/company/logoutCompany', {}, { token: who.token })).status).toBe(200);
    await sql(h, 'update company set status_id = 4 where id in (?, ?)', [companyId, otherId]);
    await addMember(h, companyId, colleague.id, 'user');
    vacancyNumber = (await storedVacancy(h.app, companyId, owner.id, { name: 'Зоряний бухгалтер' })).number;
    await storedVacancy(h.app, otherId, stranger.id, { name: 'Зоряний чужий бухгалтер' });
    for (const [company, name] of [
      [companyId, 'Відділ зоряних продажів'],
      [otherId, 'Зоряний чужий відділ'],
    ] as const) {
      await sql(
        h,
        `insert into profiling_department (id, company_id, name, name_key, addresses, sort, created_at, updated_at) values (?, ?, ?, lower(?), '[]', 0, now(), now())`,
        [randomUUID(), company, name, name],
      );
    }
  });
  afterAll(() => h.close());

  const search = (who: Account, value: unknown, lang?: string) =>
    who.c.post('/profiling/quick_search', { value }, { token: who.token, ...(lang ? { lang } : {}) });
  const kinds = (body: { results: Array<{ kind: string; name: string }> }) => body.results.map((hit) => `${hit.kind}: ${hit.name}`);

  it("without an active company finds only the caller's companies", async () => {
    const res = await search(owner, 'зорян');
    expect(res.status).toBe(200);
    expect(kinds(res.body)).toEqual(['company: ТОВ «Зоряна Гавань»']);
  });

  it("in the active company: vacancies by name and by number, colleagues, departments — never another company's", async () => {
    expect((await owner.c.post('/company/loginCompany', { company_id: companyId }, { token: owner.token })).status).toBe(200);
    const res = await search(owner, 'ЗОРЯН');
    expect(kinds(res.body)).toEqual(['company: ТОВ «Зоряна Гавань»', 'vacancy: Зоряний бухгалтер', 'department: Відділ зоряних продажів']);
    expect(res.body.results[1]).toMatchObject({ kind: 'vacancy', number: vacancyNumber, status: 'draft', company_id: companyId });
    expect(kinds((await search(owner, String(vacancyNumber))).body)).toContain('vacancy: Зоряний бухгалтер');
    expect(kinds((await search(owner, 'соломі')).body)).toEqual(['colleague: Яковенко Соломія']);
    // The caller is not their own colleague.
    expect(kinds((await search(owner, 'бондар')).body)).toEqual([]);
  });

  it('names a colleague without a profile by the e-mail only to those who may list members; never sends the e-mail to the rest', async () => {
    const email = uniqueEmail('invitee');
    const local = email.split('@')[0]!;
    const invitee = await createConfirmedAccount(h.app.get(MikroORM).em.fork(), { email, password: PASSWORD, role: 'user' });
    await addMember(h, companyId, invitee!, 'user');
    const plain = await account(h);
    await addMember(h, companyId, plain.id, 'user');
    expect((await plain.c.post('/company/loginCompany', { company_id: companyId }, { token: plain.token })).status).toBe(200);
    expect((await owner.c.post('/company/loginCompany', { company_id: companyId }, { token: owner.token })).status).toBe(200);

    for (const [lang, needle, name] of [
      ['ru', 'приглашённый', 'приглашённый коллега'],
      ['en', 'invited', 'invited colleague'],
      ['uk', 'запрошений', 'запрошений колега'],
    ] as const) {
      const res = await search(plain, needle, lang);
      expect(res.body.results).toEqual([{ kind: 'colleague', id: invitee, name, company_id: companyId }]);
      expect(JSON.stringify(res.body)).not.toContain(local);
    }
    // Nor does the e-mail find them: the answer would tell whose address it is.
    expect((await search(plain, local)).body.results).toEqual([]);
    expect((await search(owner, local)).body.results).toEqual([{ kind: 'colleague', id: invitee, name: email, company_id: companyId }]);
  });

  it('a member who left finds nothing of the company they had chosen', async () => {
    expect((await colleague.c.post('/company/loginCompany', { company_id: companyId }, { token: colleague.token })).status).toBe(200);
    expect(kinds((await search(colleague, 'бухгалтер')).body)).toEqual(['vacancy: Зоряний бухгалтер']);
    await sql(h, 'delete from company_membership where company_id = ? and user_id = ?', [companyId, colleague.id]);
    expect(kinds((await search(colleague, 'зорян')).body)).toEqual([]);
  });

  it("home info: colleagues, departments, vacancies by status and the colleagues' birthdays (day and month only)", async () => {
    const [fresh, mate] = await Promise.all([account(h), account(h)]);
    const id = (await createCompany(fresh, { name: 'ТОВ «Домашня»' })).id as string;
    await addMember(h, id, mate.id, 'deputy');
    await sql(h, `update identity_user set birth_date = '1992-12-03' where id = ?`, [mate.id]);
    await storedVacancy(h.app, id, fresh.id, { name: 'Перша' });
    await storedVacancy(h.app, id, fresh.id, { name: 'Друга', status: 'published' });
    const info = await fresh.c.post('/profiling/home_info', { company_id: id }, { token: fresh.token });
    expect(info.status).toBe(200);
    expect(info.body.info).toEqual({
      colleagues: 1,
      departments: 0,
      vacancies: { draft: 1, approval: 0, returned: 0, published: 1 },
      birthdays: [{ user_id: mate.id, name: 'Бондар Ірина', date: '12-03' }],
    });
    // The caller's own birthday is not a colleague's.
    expect((await mate.c.post('/profiling/home_info', { company_id: id }, { token: mate.token })).body.info.birthdays).toEqual([
      { user_id: fresh.id, name: 'Бондар Ірина', date: '01-01' },
    ]);
    const foreign = await stranger.c.post('/profiling/home_info', { company_id: id }, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('COMPANY_NOT_FOUND');
  });

  it('refuses an empty or too long value, and a caller without a session', async () => {
    const empty = await search(owner, '   ', 'en');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { value: 'Required field' } });
    expect((await search(owner, 'я'.repeat(101))).body.code).toBe('VALIDATION_FAILED');
    expect((await owner.c.post('/profiling/quick_search', { value: 'зорян' })).status).toBe(401);
  });
});
