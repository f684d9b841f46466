import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { account, addMember, createCompany, startCompanyHarness, type Account, type CompanyHarness } from '../company/company.support.js';

/** Local items belong to the company active in the author's session (asked of the company contract). */
describe('catalogue: local items of the active company', () => {
  let h: CompanyHarness;
  beforeAll(async () => {
    h = await startCompanyHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const values = async (who: Account): Promise<string[]> => {
    const res = await who.c.post('/options/get_selectList', { source: ['s_values'] }, { token: who.token });
    expect(res.status).toBe(200);
    return (res.body.list_data?.s_values ?? res.body.data?.s_values ?? []).map((item: { name: string }) => item.name);
  };

  it('shows a colleague the item, hides it from strangers and from the author outside the company', async () => {
    const author = await account(h);
    const colleague = await account(h);
    const stranger = await account(h);
    const company = await createCompany(author);
    await addMember(h, company.id as string, colleague.id, 'user');
    for (const member of [author, colleague]) {
      expect((await member.c.post('/company/loginCompany', { company_id: company.id }, { token: member.token })).status).toBe(200);
    }

    const name = `Командний дух ${randomBytes(3).toString('hex')}`;
    const added = await author.c.post('/add_field_table', { name, list: 's_values' }, { token: author.token });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name, type: 'local' });

    expect(await values(author)).toContain(name);
    expect(await values(colleague)).toContain(name);
    expect(await values(stranger)).not.toContain(name);

    // The item is the company's, not the author's own: outside the company it is out of sight.
    expect((await author.c.post('/company/logoutCompany', {}, { token: author.token })).status).toBe(200);
    expect(await values(author)).not.toContain(name);
  });
});
