// The answers of the account, catalogue and company calls are what the OpenAPI document says they
// are (the web's types are generated from it): each real answer is checked against its documented
// schema, undocumented fields included. Most handlers are held to their classes by the compiler;
// the lists are sent as prepared bytes, so only a check like this one sees them.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createConfirmedAccount } from '../../../src/identity/provisioning/accounts.js';
import { uniquePhone } from '../../support/harness.js';
import { answerProblems } from '../../support/openapi-answer.js';
import { type CatalogueHarness, startCatalogue } from '../catalogue/catalogue.support.js';
import { companyBody, PDF, storedActionCode } from '../company/company.support.js';

const PASSWORD = 'Documented-pass-1';

describe('answers as the OpenAPI document describes them', () => {
  let h: CatalogueHarness;
  let document: Parameters<typeof answerProblems>[0];
  let owner: { id: string; email: string; token: string };
  let recipient: { email: string; token: string };

  async function signUp(): Promise<{ id: string; email: string; token: string }> {
    const email = `doc-${randomBytes(5).toString('hex')}@example.com`;
    const id = await createConfirmedAccount(h.em(), {
      email,
      password: PASSWORD,
      role: 'user',
      profile: { lname: 'Бондар', name: 'Ірина', sname: null, birthDate: '1990-01-01', genderId: 2, phone: uniquePhone() },
    });
    const res = await h.post('/profile/loginUser', { identifier: email, password: PASSWORD }).expect(200);
    expect(answerProblems(document, 'post', '/profile/loginUser', res.body)).toEqual([]);
    return { id: id!, email, token: res.body.user_data.token as string };
  }

  /** Calls and checks; answers the body for further assertions. */
  async function checked(
    method: 'get' | 'post',
    path: string,
    body: object = {},
    token = owner.token,
    query = '',
  ): Promise<Record<string, any>> {
    const res = method === 'get' ? await h.get(`${path}${query}`, token) : await h.post(path, body, token);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    expect({ path, problems: answerProblems(document, method, path, res.body) }).toEqual({ path, problems: [] });
    return res.body as Record<string, any>;
  }

  beforeAll(async () => {
    h = await startCatalogue({ API_DOCS: 'true' });
    document = (await request(h.app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    owner = await signUp();
    recipient = await signUp();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('user_data before and after a company, in every call that answers it', async () => {
    expect((await checked('get', '/profile/get_userInfo')).user_data).toMatchObject({ company: null, is_profile_created: 1, role: 'user' });
    await checked('post', '/profile/get_userInfo');
    await checked('post', '/profile/updateProfile', { office_presence_status_id: 1 });

    const registered = await checked('post', '/company/createCompany', companyBody());
    expect(registered.company.id).toBe(registered.company_data.id);
    const user = (await checked('get', '/profile/get_userInfo')).user_data;
    expect(user.company).toMatchObject({ id: registered.company_data.id, status: { id: 1 }, user: { role: { code: 'owner' } } });
    expect((await checked('post', '/company/loginCompany', { company_id: registered.company_data.id })).company.id).toBe(
      registered.company_data.id,
    );

    // The check itself: a field the document does not name, one it requires and a wrong type show.
    const { email: _email, ...withoutEmail } = user;
    expect(
      answerProblems(document, 'get', '/profile/get_userInfo', {
        ok: true,
        user_data: { ...withoutEmail, step: '1', company: { ...user.company, extra: 1 } },
      }),
    ).toEqual(['answer.user_data.email: missing', 'answer.user_data.step: not a number', 'answer.user_data.company.extra: not documented']);
  });

  it('the company calls that answer only ok', async () => {
    const { company_data: kept } = await checked('post', '/company/createCompany', companyBody());
    await checked('post', '/company/sendActionCode', { company_id: kept.id, action: 'archive' });
    const confirm_code = await storedActionCode(h, owner, kept.id, 'transfer');
    await checked('post', '/company/transferCompany', { company_id: kept.id, email: recipient.email, option: 'no_access', confirm_code });
    const { company_data: draft } = await checked('post', '/company/createCompany', companyBody());
    await checked('post', '/company/companyRemove', { company_id: draft.id });
  });

  it('the dictionary lists and a local item', async () => {
    const { list_data } = await checked('post', '/options/get_selectList', { source: ['gender', 's_access_z'] });
    expect(Object.keys(list_data)).toEqual(['gender', 's_access_z']);
    const added = await checked('post', '/add_field_table', { name: `Цінність ${randomBytes(3).toString('hex')}`, list: 's_values' });
    expect(added.data).toMatchObject({ type: 'local', isUserAdd: true });
    const grouped = await checked('get', '/get_lists_create_company');
    expect(grouped.data.local.s_values).toEqual([added.data]);
    await checked('get', '/get_list_items');
  });

  it('the competency catalogues, global and local', async () => {
    const { data: categories } = await checked('get', '/get_list_all_position');
    expect(categories[0].positions[0].functionality.length).toBeGreaterThan(0);
    const position = (await checked('post', '/add_new_position', { name: `Посада ${randomBytes(3).toString('hex')}`, id_tl_list: 1 })).data;
    expect((await checked('get', '/get_list_vacancy', {}, owner.token, '?idItem=1')).tl_lists).toContainEqual(position);
    for (const family of ['func', 'targets', 'result', 'kpi', 'zun', 'cases']) {
      const item = (await checked('post', `/add_new_${family}`, { name: `Моє ${family}`, id_position: 101 })).data;
      expect((await checked('get', `/get_list_${family}`, {}, owner.token, '?idItem=101')).data.local).toContainEqual(item);
    }
  });

  it('the extract file routes send bytes of a type they document', async () => {
    const { company_data: company } = await checked('post', '/company/createCompany', companyBody());
    const added = await request(h.app.getHttpServer())
      .post('/api/v2/company/add_verificationFileCompany')
      .set('userToken', owner.token)
      .field('company_id', company.id)
      .field('type', 'edr')
      .attach('file', PDF, 'extract.pdf')
      .expect(200);
    for (const path of ['/company/files/{fileId}', '/company/files/{fileId}/view']) {
      const res = await request(h.app.getHttpServer())
        .get(`/api/v2${path.replace('{fileId}', added.body.file.id as string)}`)
        .set('userToken', owner.token)
        .expect(200);
      const documented = Object.keys(document.paths[`/api/v2${path}`]?.get?.responses?.['200']?.content ?? {});
      expect({ path, type: documented.includes(String(res.headers['content-type']).split(';')[0]!) }).toEqual({ path, type: true });
    }
  });
});
