import {
  account,
  addMember,
  confirmedAction,
  createCompany,
  events,
  PDF,
  sql,
  startCompanyHarness,
  upload,
  type Account,
  type CompanyHarness,
} from './company.support.js';

describe('archive, restore and delete', () => {
  let h: CompanyHarness;
  let owner: Account;
  beforeAll(async () => {
    h = await startCompanyHarness();
    owner = await account(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const tab = async (who: Account, sort: string) =>
    ((await who.c.post('/company/get_companyList', { sort }, { token: who.token })).body.company_list as Array<{ id: string }>).map(
      (item) => item.id,
    );

  it("moves the company to the caller's own Archive tab and back; every member may, and others keep their view", async () => {
    const company = await createCompany(owner);
    const user = await account(h);
    await addMember(h, company.id, user.id, 'user');

    const archived = await confirmedAction(h, user, company.id, 'archive');
    expect(archived.status).toBe(200);
    expect(archived.body.company_data.archived).toBe(1);
    expect(await tab(user, 'archive')).toEqual([company.id]);
    expect(await tab(user, 'my')).toEqual([]);
    expect(await tab(owner, 'my')).toContain(company.id);

    expect((await confirmedAction(h, user, company.id, 'archive')).body.code).toBe('COMPANY_ALREADY_ARCHIVED');
    const restored = await confirmedAction(h, user, company.id, 'restore');
    expect(restored.status).toBe(200);
    expect(await tab(user, 'my')).toEqual([company.id]);
    expect((await confirmedAction(h, user, company.id, 'restore')).body.code).toBe('COMPANY_NOT_ARCHIVED');

    const types = (await events(h, company.id)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['CompanyArchived', 'CompanyRestored']));
  });

  it('answers 404 to strangers and for malformed ids, 400 without company_id', async () => {
    const company = await createCompany(owner);
    const stranger = await account(h);
    for (const path of ['/company/add_companyArchive', '/company/del_companyArchive', '/company/companyRemove']) {
      expect((await stranger.c.post(path, { company_id: company.id, confirm_code: '123456' }, { token: stranger.token })).status).toBe(404);
      expect((await owner.c.post(path, { company_id: 'zzz', confirm_code: '123456' }, { token: owner.token })).status).toBe(404);
      expect((await owner.c.post(path, {}, { token: owner.token })).body.fields.company_id).toBe('Обязательное поле');
    }
    expect((await sql(h, 'select status_id from company where id = ?', [company.id]))[0]!.status_id).toBe(1);
  });

  it('lets only the owner delete, only in status 1 or 3; the code is free again and the company is gone for everyone', async () => {
    const company = await createCompany(owner);
    const admin = await account(h);
    await addMember(h, company.id, admin.id, 'administrator');
    const refused = await confirmedAction(h, admin, company.id, 'delete');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('COMPANY_FORBIDDEN');

    await owner.c.post('/company/loginCompany', { company_id: company.id }, { token: owner.token });
    const res = await confirmedAction(h, owner, company.id, 'delete');
    expect(res.status).toBe(200);
    expect((await sql(h, 'select status_id, is_del from company where id = ?', [company.id]))[0]).toEqual({ status_id: 5, is_del: true });
    expect((await events(h, company.id)).at(-1)).toMatchObject({ type: 'CompanyDeleted', payload: { byUserId: owner.id, fromStatus: 1 } });

    expect((await owner.c.post('/company/get_companyInfo', { company_id: company.id }, { token: owner.token })).status).toBe(404);
    expect((await admin.c.post('/company/get_companyInfo', { company_id: company.id }, { token: admin.token })).status).toBe(404);
    expect(await tab(owner, 'my')).not.toContain(company.id);
    expect((await owner.c.get('/profile/get_userInfo', { token: owner.token })).body.user_data.company).toBeNull();
    expect((await confirmedAction(h, owner, company.id, 'delete')).status).toBe(404);
    expect((await createCompany(owner, { code: company.code })).code).toBe(company.code);
  });

  it.each([2, 4])('refuses to delete a company in status %i', async (status) => {
    const company = await createCompany(owner);
    await upload(h, owner, company.id, PDF, 'a.pdf');
    await sql(h, 'update company set status_id = ? where id = ?', [status, company.id]);
    const res = await confirmedAction(h, owner, company.id, 'delete', 'uk');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'COMPANY_NOT_DELETABLE',
      msg: 'Видалити можна лише компанію, не надіслану на верифікацію, або відхилену',
    });
    expect((await sql(h, 'select status_id from company where id = ?', [company.id]))[0]!.status_id).toBe(status);
  });

  it('deletes a rejected company', async () => {
    const company = await createCompany(owner);
    await sql(h, 'update company set status_id = 3 where id = ?', [company.id]);
    expect((await confirmedAction(h, owner, company.id, 'delete')).status).toBe(200);
    expect((await events(h, company.id)).at(-1)!.payload.fromStatus).toBe(3);
  });

  it('hides companies whose membership is still awaiting confirmation', async () => {
    const company = await createCompany(owner);
    const invited = await account(h);
    await addMember(h, company.id, invited.id, 'deputy');
    await sql(h, `update company_membership set status = 'awaiting' where user_id = ?`, [invited.id]);
    expect(await tab(invited, 'my')).toEqual([]);
    expect((await invited.c.post('/company/get_companyInfo', { company_id: company.id }, { token: invited.token })).status).toBe(404);
  });
});
