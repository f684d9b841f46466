import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { OPTION_LIST_NAMES } from '../../../src/catalogue/catalogue.contract.js';
import { seedOptionLists } from '../../../src/catalogue/seed/seed-account-lists.js';
import { startHttpApp, testConfig } from '../../support/test-app.js';

describe('POST /api/v2/options/get_selectList', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await startHttpApp(testConfig());
    await seedOptionLists(app.get(MikroORM).em.fork());
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (body: unknown, lang?: string) => {
    const req = request(app.getHttpServer()).post('/api/v2/options/get_selectList');
    if (lang) req.set('lang', lang);
    return req.send(body as object);
  };

  it('answers every asked list with id, name, type and code in the request language', async () => {
    const res = await post({ source: ['gender', 'office_presence_status'] }, 'en').expect(200);
    expect(res.body).toEqual({
      ok: true,
      list_data: {
        gender: [
          { id: 1, name: 'Male', type: 'global', code: 'male' },
          { id: 2, name: 'Female', type: 'global', code: 'female' },
        ],
        office_presence_status: [
          { id: 1, name: 'In the office', type: 'global', code: 'office' },
          { id: 2, name: 'Working remotely', type: 'global', code: 'remote' },
          { id: 3, name: 'On a business trip', type: 'global', code: 'business-trip' },
          { id: 4, name: 'On vacation', type: 'global', code: 'vacation' },
          { id: 5, name: 'On sick leave', type: 'global', code: 'sick-leave' },
        ],
      },
    });
    const ru = await post({ source: ['gender'] }).expect(200);
    expect(ru.body.list_data.gender.map((item: { name: string }) => item.name)).toEqual(['Мужской', 'Женский']);
    const uk = await post({ source: ['gender'] }, 'ua').expect(200);
    expect(uk.body.list_data.gender.map((item: { name: string }) => item.name)).toEqual(['Чоловіча', 'Жіноча']);
  });

  it('has all seven lists of the specification, each non-empty', async () => {
    const res = await post({ source: [...OPTION_LIST_NAMES] }).expect(200);
    expect(Object.keys(res.body.list_data).sort()).toEqual([...OPTION_LIST_NAMES].sort());
    for (const name of OPTION_LIST_NAMES) expect(res.body.list_data[name].length).toBeGreaterThan(0);
    expect(res.body.list_data.social_media).toHaveLength(9);
    expect(res.body.list_data.messengers.map((item: { id: number }) => item.id)).toEqual([1, 2, 3]);
  });

  it('accepts a form field, repeated fields, a JSON string and a comma list', async () => {
    const form = await request(app.getHttpServer())
      .post('/api/v2/options/get_selectList')
      .type('form')
      .send('source=gender&source=employees')
      .expect(200);
    expect(Object.keys(form.body.list_data).sort()).toEqual(['employees', 'gender']);
    const json = await post({ source: '["activities"]' }).expect(200);
    expect(Object.keys(json.body.list_data)).toEqual(['activities']);
    const comma = await post({ source: 'gender, messengers' }).expect(200);
    expect(Object.keys(comma.body.list_data).sort()).toEqual(['gender', 'messengers']);
  });

  it('refuses a missing, empty or unknown source', async () => {
    expect((await post({}).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { source: 'Обязательное поле' } });
    expect((await post({ source: [] }).expect(400)).body.fields).toEqual({ source: 'Обязательное поле' });
    expect((await post({ source: ['gender', 'passwords'] }, 'en').expect(400)).body.fields).toEqual({ source: 'Invalid value' });
    expect((await post({ source: { a: 1 } }).expect(400)).body.fields).toEqual({ source: 'Неверный формат поля' });
  });

  it('seeds idempotently without changing ids', async () => {
    const before = await post({ source: [...OPTION_LIST_NAMES] }).expect(200);
    await seedOptionLists(app.get(MikroORM).em.fork());
    const after = await post({ source: [...OPTION_LIST_NAMES] }).expect(200);
    expect(after.body).toEqual(before.body);
    const [{ n }] = await app
      .get(MikroORM)
      .em.getConnection()
      .execute<[{ n: number }]>(
        // Other catalogue suites share the run's database and fill other lists.
        `select count(*)::int as n from catalogue_option where list in (${OPTION_LIST_NAMES.map((name) => `'${name}'`).join(', ')})`,
      );
    expect(n).toBe(OPTION_LIST_NAMES.reduce((sum, name) => sum + before.body.list_data[name].length, 0));
  });
});
