import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import request from 'supertest';
import { GetActiveCompanyQuery, GetCompanyMembershipQuery } from '../../../src/company/company.contract.js';
import { requestId } from '../../../src/shared/domain/id.js';
import { account, addMember, createCompany, sql, startCompanyHarness, type Account, type CompanyHarness } from './company.support.js';

describe('the company contract and the OpenAPI document', () => {
  let h: CompanyHarness;
  let owner: Account;
  beforeAll(async () => {
    h = await startCompanyHarness({ API_DOCS: 'true' });
    owner = await account(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  // As a caller in another context would: inside a request's (or an event handler's) ORM context.
  const ask = <T>(query: object) =>
    RequestContext.create(h.app.get(MikroORM).em, () => h.app.get(QueryBus).execute(query as never) as Promise<T>);

  it('answers the membership of a user in a company: role, rights and allowed actions, or null', async () => {
    const company = await createCompany(owner);
    const deputy = await account(h);
    const stranger = await account(h);
    await addMember(h, company.id, deputy.id, 'deputy', ['verification-documents']);

    expect(await ask(new GetCompanyMembershipQuery(owner.id, company.id))).toMatchObject({
      role: 'owner',
      companyStatusId: 1,
      actions: expect.arrayContaining(['delete']),
    });
    const member = await ask<{ role: string; rights: string[]; actions: string[] }>(new GetCompanyMembershipQuery(deputy.id, company.id));
    expect(member).toMatchObject({ role: 'deputy', rights: ['verification-documents'] });
    expect(member.actions).toEqual(expect.arrayContaining(['view', 'manageFiles', 'submit']));
    expect(member.actions).not.toContain('edit');
    expect(await ask(new GetCompanyMembershipQuery(stranger.id, company.id))).toBeNull();
    expect(await ask(new GetCompanyMembershipQuery(owner.id, requestId('not-a-uuid')))).toBeNull();

    await sql(h, 'update company set status_id = 5, is_del = true where id = ?', [company.id]);
    expect(await ask(new GetCompanyMembershipQuery(owner.id, company.id))).toBeNull();
  });

  it('answers the active company of a session', async () => {
    const company = await createCompany(owner, { name: 'Contract Co' });
    const [session] = await sql(h, 'select id from identity_session where user_id = ? order by created_at desc limit 1', [owner.id]);
    // Registering made it the session's active company; logging out of it leaves none.
    expect(await ask(new GetActiveCompanyQuery(owner.id, session!.id, 'en'))).toMatchObject({ id: company.id });
    await owner.c.post('/company/logoutCompany', {}, { token: owner.token });
    expect(await ask(new GetActiveCompanyQuery(owner.id, session!.id, 'en'))).toBeNull();
    await owner.c.post('/company/loginCompany', { company_id: company.id }, { token: owner.token });
    expect(await ask(new GetActiveCompanyQuery(owner.id, session!.id, 'en'))).toMatchObject({
      id: company.id,
      name: 'Contract Co',
      status: { id: 1, name: 'Registered' },
    });
  });

  it('documents every company call in OpenAPI', async () => {
    const res = await request(h.app.getHttpServer()).get('/api/docs-json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths as Record<string, unknown>);
    for (const call of [
      'createCompany',
      'updateCompany',
      'get_companyList',
      'get_companyInfo',
      'loginCompany',
      'logoutCompany',
      'set_statusCompany',
      'add_verificationFileCompany',
      'remove_verificationFileCompany',
      'add_companyArchive',
      'del_companyArchive',
      'companyRemove',
      'sendActionCode',
      'searchUser',
      'addUserToCompany',
      'updateUserToCompany',
      'removeUserFromCompany',
      'add_company_admin',
      'add_company_deputy',
      'get_company_deputy',
      'get_companyUsers',
      'getInvitation',
      'confirmMembership',
      'files/{fileId}',
    ]) {
      expect(paths).toContain(`/api/v2/company/${call}`);
    }
  });
});
