import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type CatalogueHarness, startCatalogue } from './catalogue.support.js';

const run = promisify(execFile);
const FAMILIES = [
  ['func', 'id_task'],
  ['targets', 'id_target'],
  ['result', 'id_result'],
  ['kpi', 'id_kpi'],
  ['zun', 'id_zun'],
  ['cases', 'id_case'],
] as const;

describe('competency catalogues: positions and the six families', () => {
  let h: CatalogueHarness;
  let author: { token: string; userId: string };
  let other: { token: string; userId: string };
  beforeAll(async () => {
    h = await startCatalogue();
    author = await h.signIn();
    other = await h.signIn();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('get_list_all_position answers categories with positions and their functionality', async () => {
    const res = await h.get('/get_list_all_position', author.token, 'en').expect(200);
    expect(res.body.data.map((category: { name: string }) => category.name)).toEqual(['Sales', 'HR']);
    const [sales] = res.body.data;
    expect(sales.positions.map((position: { id: number; name: string }) => [position.id, position.name])).toEqual([
      [101, 'Sales manager'],
      [102, 'Key account manager'],
    ]);
    expect(sales.positions[0].functionality).toHaveLength(5);
    expect(sales.positions[0].functionality[0]).toMatchObject({
      name: 'Finding clients',
      id_task: expect.any(Number),
      type: 'global',
      isUserAdd: false,
      selected: false,
    });
  });

  it.each(FAMILIES)('get_list_%s answers data.global and data.local with %s', async (family, idField) => {
    const res = await h.get(`/get_list_${family}?idItem=101&type=global`, author.token, 'uk').expect(200);
    expect(res.body.data.local).toEqual([]);
    expect(res.body.data.global.length).toBeGreaterThan(0);
    expect(res.body.data.global[0]).toMatchObject({ type: 'global', isUserAdd: false, disabled: false, selected: false });
    expect(res.body.data.global[0][idField]).toBe(res.body.data.global[0].id);
  });

  it('refuses a bad, missing or unknown position', async () => {
    expect((await h.get('/get_list_func', author.token).expect(400)).body.fields).toEqual({ idItem: 'Обязательное поле' });
    expect((await h.get('/get_list_func?idItem=abc', author.token).expect(400)).body.fields).toEqual({
      idItem: 'Значение должно быть числом',
    });
    expect((await h.get('/get_list_func?idItem=101&type=other', author.token).expect(400)).body.fields).toEqual({
      type: 'Некорректное значение',
    });
    expect((await h.get('/get_list_func?idItem=999', author.token, 'en').expect(404)).body).toMatchObject({
      code: 'CATALOGUE_POSITION_NOT_FOUND',
    });
    expect((await h.get('/get_list_func?idItem=101&type=local', author.token).expect(404)).body.code).toBe('CATALOGUE_POSITION_NOT_FOUND');
    await h.get('/get_list_func?idItem=101').expect(401);
  });

  it('adds local items per family, visible to the author only, and removes them', async () => {
    for (const [family, idField] of FAMILIES) {
      const added = await h
        .post(`/add_new_${family}`, { name: `Моё ${family}`, id_position: 101, type: 'global' }, author.token)
        .expect(200);
      expect(added.body.data).toMatchObject({ name: `Моё ${family}`, type: 'local', isUserAdd: true });
      const mine = await h.get(`/get_list_${family}?idItem=101`, author.token).expect(200);
      expect(mine.body.data.local.map((item: { name: string }) => item.name)).toEqual([`Моё ${family}`]);
      const theirs = await h.get(`/get_list_${family}?idItem=101`, other.token).expect(200);
      expect(theirs.body.data.local).toEqual([]);
      // Another user cannot remove it: they do not even see it.
      await h.post(`/remove_${family}`, { [idField]: added.body.data.id }, other.token).expect(404);
      await h.post(`/remove_${family}`, { [idField]: added.body.data.id }, author.token).expect(200);
      expect((await h.get(`/get_list_${family}?idItem=101`, author.token).expect(200)).body.data.local).toEqual([]);
    }
  });

  it('applies the duplicate rule within the position, against global and local items', async () => {
    const global = await h.post('/add_new_func', { name: '  ПОИСК   клиентов ', id_position: 101 }, author.token).expect(409);
    expect(global.body).toMatchObject({ code: 'CATALOGUE_DUPLICATE', msg: 'Это название уже существует в базе данных' });
    await h.post('/add_new_func', { name: 'Холодные звонки', idItem: 101 }, author.token).expect(200);
    await h.post('/add_new_func', { name: 'холодные звонки', idItem: 101 }, author.token).expect(409);
    await h.post('/add_new_func', { name: 'Холодные звонки', idItem: 102 }, author.token).expect(200);
  });

  it('refuses empty and too long names, a missing position, and removing a global item', async () => {
    expect((await h.post('/add_new_kpi', { name: ' ', id_position: 101 }, author.token).expect(400)).body.fields).toEqual({
      name: 'Обязательное поле',
    });
    expect((await h.post('/add_new_kpi', { name: 'k'.repeat(201), id_position: 101 }, author.token).expect(400)).body.fields).toEqual({
      name: 'Длина поля превышена',
    });
    expect((await h.post('/add_new_kpi', { name: 'KPI' }, author.token).expect(400)).body.fields).toEqual({
      id_position: 'Обязательное поле',
    });
    await h.post('/add_new_kpi', { name: 'KPI', id_position: 424242 }, author.token).expect(404);
    const global = (await h.get('/get_list_kpi?idItem=101', author.token).expect(200)).body.data.global[0];
    const refused = await h.post('/remove_kpi', { id_kpi: global.id }, author.token, 'en').expect(403);
    expect(refused.body).toMatchObject({ code: 'CATALOGUE_GLOBAL_ITEM' });
    expect((await h.post('/remove_kpi', {}, author.token).expect(400)).body.fields).toEqual({ id_kpi: 'Обязательное поле' });
    // An id of another family is not a KPI.
    const func = (await h.get('/get_list_func?idItem=101', author.token).expect(200)).body.data.global[0];
    await h.post('/remove_kpi', { id_kpi: func.id }, author.token).expect(404);
  });

  it('add_position_item adds to the family its list code names', async () => {
    const res = await h
      .post('/add_position_item', { name: 'Знание 1С', list: 'tl_zun', id_position: 101, type: 'global' }, author.token)
      .expect(200);
    expect(res.body.data).toMatchObject({ name: 'Знание 1С', id_zun: res.body.data.id });
    expect(
      (await h.post('/add_position_item', { name: 'x', list: 'tl_other', id_position: 101 }, author.token).expect(400)).body.fields,
    ).toEqual({ list: 'Некорректное значение' });
  });

  describe('positions', () => {
    it('adds a local position to a category; only its author sees, fills and removes it', async () => {
      const added = await h
        .post('/add_new_position', { name: 'Торговый представитель', list: 'tl_dolgnost', id_tl_list: 1, type: 'global' }, author.token)
        .expect(200);
      const id = added.body.data.id as number;
      expect(id).toBeGreaterThanOrEqual(1_000_000);
      expect(added.body.data).toMatchObject({ name: 'Торговый представитель', type: 'local', isUserAdd: true });
      const mine = await h.get('/get_list_vacancy?idItem=1', author.token).expect(200);
      expect(mine.body.tl_lists.map((position: { name: string }) => position.name)).toEqual([
        'Менеджер по продажам',
        'Менеджер по ключевым клиентам',
        'Торговый представитель',
      ]);
      const theirs = await h.get('/get_list_vacancy?idItem=1', other.token).expect(200);
      expect(theirs.body.tl_lists).toHaveLength(2);
      const local = await h.get('/get_list_vacancy?idItem=1&type=local', author.token).expect(200);
      expect(local.body.tl_lists.map((position: { id: number }) => position.id)).toEqual([id]);
      await h.post('/add_new_func', { name: 'Объезд торговых точек', id_position: id, type: 'local' }, author.token).expect(200);
      await h.get(`/get_list_func?idItem=${id}`, other.token).expect(404);
      await h.post('/add_new_func', { name: 'Чужое', id_position: id }, other.token).expect(404);
      await h.post('/add_new_position', { name: 'торговый   представитель', id_tl_list: 1 }, author.token).expect(409);
      await h.post('/remove_position', { id_position: id }, other.token).expect(404);
      await h.post('/remove_position', { id_position: id }, author.token).expect(200);
      expect((await h.sql<{ n: number }>('select count(*)::int as n from catalogue_competency where position_id = ?', [id]))[0]!.n).toBe(0);
    });

    it('refuses an unknown category and a global position removal', async () => {
      expect((await h.post('/add_new_position', { name: 'X', id_tl_list: 77 }, author.token, 'en').expect(404)).body.code).toBe(
        'CATALOGUE_CATEGORY_NOT_FOUND',
      );
      expect((await h.post('/add_new_position', { name: 'X' }, author.token).expect(400)).body.fields).toEqual({
        id_tl_list: 'Обязательное поле',
      });
      await h.get('/get_list_vacancy?idItem=77', author.token).expect(404);
      expect((await h.post('/remove_position', { id_position: 101 }, author.token).expect(403)).body.code).toBe('CATALOGUE_GLOBAL_ITEM');
    });
  });

  describe('promotion by a platform admin', () => {
    it('makes a local item global through the admin call; users cannot call it', async () => {
      const added = await h.post('/add_new_result', { name: 'Рост повторных продаж', id_position: 101 }, author.token).expect(200);
      await h.post('/admin/catalogue/promote', { kind: 'competency', id: added.body.data.id }, author.token).expect(403);
      const admin = await h.signIn('admin');
      await h.post('/admin/catalogue/promote', { kind: 'competency', id: added.body.data.id }, admin.token).expect(200);
      const seen = await h.get('/get_list_result?idItem=101', other.token).expect(200);
      expect(seen.body.data.global.map((item: { name: string }) => item.name)).toContain('Рост повторных продаж');
      await h.post('/remove_result', { id_result: added.body.data.id }, author.token).expect(403);
      await h
        .post(
          '/admin/catalogue/rename',
          {
            kind: 'competency',
            id: added.body.data.id,
            ru: 'Рост повторных продаж',
            en: 'Repeat sales growth',
            uk: 'Зростання повторних продажів',
          },
          admin.token,
        )
        .expect(200);
      const en = await h.get('/get_list_result?idItem=101', other.token, 'en').expect(200);
      expect(en.body.data.global.map((item: { name: string }) => item.name)).toContain('Repeat sales growth');
      expect((await h.post('/admin/catalogue/promote', { kind: 'competency', id: 987654 }, admin.token).expect(404)).body.code).toBe(
        'CATALOGUE_ITEM_NOT_FOUND',
      );
      expect((await h.post('/admin/catalogue/promote', { kind: 'nothing', id: 1 }, admin.token).expect(400)).body.fields).toEqual({
        kind: 'Некорректное значение',
      });
    });

    it('makes a local list item global with npm run cli -- catalogue:promote', async () => {
      const added = await h.post('/add_field_table', { name: 'Инициативность', list: 's_hobbies' }, author.token).expect(200);
      const env = { ...process.env, DATABASE_URL: h.databaseUrl, LOG_LEVEL: 'warn' };
      const result = await run(
        process.execPath,
        ['dist/src/cli.js', 'catalogue:promote', '--kind', 'list', '--list', 's_hobbies', '--id', String(added.body.data.id)],
        { env },
      );
      expect(result.stdout).toContain('is global now');
      const anonymous = await h.post('/options/get_selectList', { source: ['s_hobbies'] }).expect(200);
      expect(anonymous.body.list_data.s_hobbies.map((item: { name: string }) => item.name)).toContain('Инициативность');
      const missing = await run(process.execPath, ['dist/src/cli.js', 'catalogue:promote', '--kind', 'position', '--id', '5555555'], {
        env,
      }).catch((error: { code: number }) => error);
      expect(missing).toMatchObject({ code: 1 });
    });
  });
});
