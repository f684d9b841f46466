import { type CatalogueHarness, startCatalogue } from './catalogue.support.js';

describe('catalogue lists: get_selectList, get_lists_create_company, get_list_items, add_field_table', () => {
  let h: CatalogueHarness;
  beforeAll(async () => {
    h = await startCatalogue({ API_DOCS: 'true' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it('answers the spec 001 lists from the data files in the request language', async () => {
    const en = await h.post('/options/get_selectList', { source: ['s_values', 's_language_levels'] }, undefined, 'en').expect(200);
    expect(names(en.body.list_data.s_values)).toEqual(['Responsibility', 'Teamwork', 'Openness']);
    expect(en.body.list_data.s_values[1]).toEqual({ id: 2, name: 'Teamwork', type: 'global', code: 'teamwork', help: 'We work together' });
    const uk = await h.post('/options/get_selectList', { source: ['s_values'] }, undefined, 'ua').expect(200);
    expect(names(uk.body.list_data.s_values)).toEqual(['Відповідальність', 'Командна робота', 'Відкритість']);
    const ru = await h.post('/options/get_selectList', { source: ['s_values'] }).expect(200);
    expect(names(ru.body.list_data.s_values)[0]).toBe('Ответственность');
  });

  it('refuses an unknown list name', async () => {
    const res = await h.post('/options/get_selectList', { source: ['s_values', 's_nonsense'] }, undefined, 'en').expect(400);
    expect(res.body.fields).toEqual({ source: 'Invalid value' });
  });

  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const first = await h.post('/options/get_selectList', { source: ['s_values'] }).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await h.post('/options/get_selectList', { source: ['s_values'] }).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers['content-length']).toBe('0');
    const otherLang = await h.post('/options/get_selectList', { source: ['s_values'] }, undefined, 'en').set('If-None-Match', etag);
    expect(otherLang.status).toBe(200);
  });

  describe('add_field_table', () => {
    it('adds a local item the author sees, with isUserAdd, and changes the ETag', async () => {
      const { token } = await h.signIn();
      const before = await h.get('/get_lists_create_company', token).expect(200);
      const res = await h.post('/add_field_table', { name: '  Честность ', list: 's_values' }, token).expect(200);
      expect(res.body.data).toMatchObject({ name: 'Честность', type: 'local', isUserAdd: true });
      expect(res.body.data.id).toBeGreaterThanOrEqual(1_000_000);
      const after = await h.get('/get_lists_create_company', token).expect(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(names(after.body.data.global.s_values)).toEqual(['Ответственность', 'Командная работа', 'Открытость']);
      expect(after.body.data.local.s_values).toEqual([{ id: res.body.data.id, name: 'Честность', type: 'local', isUserAdd: true }]);
      const select = await h.post('/options/get_selectList', { source: ['s_values'] }, token).expect(200);
      expect(names(select.body.list_data.s_values)).toContain('Честность');
    });

    it("keeps another user's local items invisible, also to anonymous callers", async () => {
      const a = await h.signIn();
      const b = await h.signIn();
      await h.post('/add_field_table', { name: 'Секретная ценность', list: 's_values' }, a.token).expect(200);
      const seenByB = await h.get('/get_lists_create_company', b.token).expect(200);
      expect(names(seenByB.body.data.local.s_values)).not.toContain('Секретная ценность');
      const anonymous = await h.post('/options/get_selectList', { source: ['s_values'] }).expect(200);
      expect(names(anonymous.body.list_data.s_values)).not.toContain('Секретная ценность');
      // The same name is free for B: the duplicate rule looks at what B sees.
      await h.post('/add_field_table', { name: 'Секретная ценность', list: 's_values' }, b.token).expect(200);
    });

    it.each([
      ['the same letters in another case', 'ОТВЕТСТВЕННОСТЬ'],
      ['with spaces around and inside', '  командная   работа '],
      ['the English name of a global item', 'openness'],
    ])('answers 409 for a duplicate: %s, in three languages', async (_, name) => {
      const { token } = await h.signIn();
      const count = async () =>
        (await h.sql<{ n: number }>("select count(*)::int as n from catalogue_option where list = 's_values'"))[0]!.n;
      const before = await count();
      const ru = await h.post('/add_field_table', { name, list: 's_values' }, token).expect(409);
      expect(ru.body).toMatchObject({ ok: false, code: 'CATALOGUE_DUPLICATE', msg: 'Это название уже существует в базе данных' });
      expect((await h.post('/add_field_table', { name, list: 's_values' }, token, 'en').expect(409)).body.msg).toBe(
        'This name already exists in the database',
      );
      expect((await h.post('/add_field_table', { name, list: 's_values' }, token, 'uk').expect(409)).body.msg).toBe(
        'Ця назва вже існує в базі даних',
      );
      expect(await count()).toBe(before);
    });

    it('answers 409 for a second local item of the same name', async () => {
      const { token } = await h.signIn();
      await h.post('/add_field_table', { name: 'Гибкость', list: 's_values' }, token).expect(200);
      await h.post('/add_field_table', { name: 'гибкость', list: 's_values' }, token).expect(409);
    });

    it('refuses an empty, too long or missing name and an unknown list, storing nothing', async () => {
      const { token } = await h.signIn();
      const count = async () => (await h.sql<{ n: number }>('select count(*)::int as n from catalogue_option'))[0]!.n;
      const before = await count();
      expect((await h.post('/add_field_table', { name: '   ', list: 's_values' }, token).expect(400)).body.fields).toEqual({
        name: 'Обязательное поле',
      });
      expect((await h.post('/add_field_table', { list: 's_values' }, token).expect(400)).body.fields).toEqual({
        name: 'Обязательное поле',
      });
      expect((await h.post('/add_field_table', { name: 'x'.repeat(201), list: 's_values' }, token, 'en').expect(400)).body.fields).toEqual({
        name: 'Field length exceeded',
      });
      const unknown = await h.post('/add_field_table', { name: 'Что-то', list: 'passwords' }, token, 'en').expect(400);
      expect(unknown.body).toMatchObject({ code: 'CATALOGUE_UNKNOWN_LIST', msg: 'Unknown list' });
      expect(await count()).toBe(before);
    });

    it('takes its fields from the query string as the older calls send them', async () => {
      const { token } = await h.signIn();
      const res = await h.post(`/add_field_table?name=${encodeURIComponent('Эмпатия')}&list=s_values&token=${token}`, {}).expect(200);
      expect(res.body.data).toMatchObject({ name: 'Эмпатия', type: 'local' });
    });

    it('needs a session', async () => {
      await h.post('/add_field_table', { name: 'Без сессии', list: 's_values' }).expect(401);
      await h.get('/get_lists_create_company').expect(401);
      await h.get('/get_list_items').expect(401);
    });
  });

  it('get_list_items answers the position form lists', async () => {
    const { token } = await h.signIn();
    const res = await h.get('/get_list_items', token, 'en').expect(200);
    expect(names(res.body.data.s_language_levels)).toEqual(['A1 — Beginner', 'A2 — Elementary', 'B1 — Intermediate']);
    expect(res.body.data.s_values).toBeUndefined();
  });

  it('seeds again without changing anything and keeps user-added items', async () => {
    const { token } = await h.signIn();
    await h.post('/add_field_table', { name: 'Пунктуальность', list: 's_values' }, token).expect(200);
    const before = await h.sql<object>('select * from catalogue_option order by id');
    const report = await h.seed();
    expect(report.written).toBe(0);
    expect(await h.sql<object>('select * from catalogue_option order by id')).toEqual(before);
  });

  it('documents every catalogue call in OpenAPI', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs-json' });
    const paths = Object.keys(JSON.parse(res.body).paths as object);
    const calls = [
      'options/get_selectList',
      'get_lists_create_company',
      'get_list_items',
      'add_field_table',
      'get_list_vacancy',
      'get_uniwersytet',
      'get_list_cities',
      'get_list_street',
      'add_new_position',
      'add_position_item',
      'remove_position',
      'get_list_all_position',
      'admin/catalogue/promote',
      'admin/catalogue/rename',
    ];
    for (const family of ['func', 'targets', 'result', 'kpi', 'zun', 'cases'])
      calls.push(`get_list_${family}`, `add_new_${family}`, `remove_${family}`);
    for (const call of calls) expect(paths).toContain(`/api/v2/${call}`);
  });
});
