import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { startHttpApp, testConfig } from '../../support/test-app.js';
import { type CatalogueHarness, startCatalogue } from './catalogue.support.js';

/**
 * Each API process keeps the global list items in memory (src/catalogue/queries/global-options.ts).
 * Two processes on one database stand for two replicas: a change made through one of them, by the
 * seed, or by hand in SQL must show on the other's very next read, and a user's local items must
 * never enter the shared copy.
 */
describe('catalogue: in-memory global items across replicas', () => {
  let h: CatalogueHarness;
  let replica: NestFastifyApplication;
  beforeAll(async () => {
    h = await startCatalogue();
    replica = await startHttpApp(testConfig({ DATABASE_URL: h.databaseUrl }));
  });
  afterAll(async () => {
    await replica?.close();
    await h?.close();
  });

  /** The names of a list as replica B answers it (anonymous unless a token is given). */
  const onReplica = async (list: string, token?: string, lang = 'ru'): Promise<string[]> => {
    const test = request(replica.getHttpServer()).post('/api/v2/options/get_selectList').set('lang', lang);
    if (token) test.set('userToken', token);
    const res = await test.send({ source: [list] });
    expect(res.status).toBe(200);
    return res.body.list_data[list].map((item: { name: string }) => item.name);
  };
  const onFirst = async (list: string, token?: string): Promise<string[]> =>
    (await h.post('/options/get_selectList', { source: [list] }, token).expect(200)).body.list_data[list].map(
      (item: { name: string }) => item.name,
    );

  it('shows a rename made through another replica on the next read', async () => {
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Teamwork', 'Openness']);
    const admin = await h.signIn('admin');
    await h
      .post(
        '/admin/catalogue/rename',
        { kind: 'list', list: 's_values', id: 2, ru: 'Командность', en: 'Team spirit', uk: 'Командність' },
        admin.token,
      )
      .expect(200);
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Team spirit', 'Openness']);
    expect(await onReplica('s_values', undefined, 'uk')).toContain('Командність');
  });

  it('shows what the seed restores, and a hand-made SQL change, on the next read', async () => {
    // The seed writes the data files' names back over the rename of the test above.
    await h.seed();
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Teamwork', 'Openness']);
    await h.sql(
      `update catalogue_option set names = jsonb_set(names, '{en}', '"Openness (fixed)"') where list = 's_values' and item_id = 3`,
    );
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Teamwork', 'Openness (fixed)']);
    await h.seed();
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Teamwork', 'Openness']);
  });

  // Replicas keep whole answers serialized with their ETag (queries/list-answers.ts): a kept answer
  // must never outlive the version it was made of, nor be served for another language, list set
  // or list order, nor to a reader with local items.
  it('answers a rename made through another replica with a new body and a new ETag at once', async () => {
    const select = (lang: string, source: string[], etag?: string) => {
      const test = request(replica.getHttpServer()).post('/api/v2/options/get_selectList').set('lang', lang);
      if (etag) test.set('If-None-Match', etag);
      return test.send({ source });
    };
    const before = await select('en', ['s_values', 's_language_levels']);
    expect(before.status).toBe(200);
    const etag = before.headers.etag as string;
    expect((await select('en', ['s_values', 's_language_levels'], etag)).status).toBe(304);
    // Other languages, list sets and orders are answers of their own.
    const uk = await select('uk', ['s_values', 's_language_levels']);
    expect(uk.headers.etag).not.toBe(etag);
    expect(uk.body.list_data.s_values.map((item: { name: string }) => item.name)).toContain('Командна робота');
    const reversed = await select('en', ['s_language_levels', 's_values']);
    expect(Object.keys(reversed.body.list_data)).toEqual(['s_language_levels', 's_values']);
    expect(reversed.headers.etag).not.toBe(etag);
    expect(Object.keys((await select('en', ['s_values'])).body.list_data)).toEqual(['s_values']);

    const admin = await h.signIn('admin');
    await h
      .post(
        '/admin/catalogue/rename',
        { kind: 'list', list: 's_values', id: 1, ru: 'Ответственность!', en: 'Ownership', uk: 'Відповідальність!' },
        admin.token,
      )
      .expect(200);
    const stale = await select('en', ['s_values', 's_language_levels'], etag);
    expect(stale.status).toBe(200);
    expect(stale.headers.etag).not.toBe(etag);
    expect(stale.body.list_data.s_values[0].name).toBe('Ownership');
    expect(Object.keys(stale.body.list_data)).toEqual(['s_values', 's_language_levels']);
    expect((await select('en', ['s_values', 's_language_levels'], stale.headers.etag as string)).status).toBe(304);
    expect((await select('uk', ['s_values', 's_language_levels'])).body.list_data.s_values[0].name).toBe('Відповідальність!');
    await h.seed();
    expect((await select('en', ['s_values', 's_language_levels'])).body.list_data.s_values[0].name).toBe('Responsibility');
  });

  it('answers a reader’s own new item at once, and never keeps it in the answer others get', async () => {
    const author = await h.signIn();
    const other = await h.signIn();
    const lists = (token: string) =>
      request(replica.getHttpServer()).get('/api/v2/get_lists_create_company').set('lang', 'ru').set('userToken', token).expect(200);
    const localNames = (res: request.Response) => res.body.data.local.s_workers.map((item: { name: string }) => item.name);
    // Both readers get the kept answer of readers without local items.
    const empty = await lists(author.token);
    expect((await lists(other.token)).headers.etag).toBe(empty.headers.etag);
    expect(localNames(empty)).toEqual([]);

    await h.post('/add_field_table', { name: 'Курсы пилотов', list: 's_workers' }, author.token).expect(200);
    const mine = await lists(author.token);
    expect(localNames(mine)).toEqual(['Курсы пилотов']);
    expect(mine.headers.etag).not.toBe(empty.headers.etag);
    // The author's answer was made for them alone: the other reader, right after, sees none of it.
    const theirs = await lists(other.token);
    expect(localNames(theirs)).toEqual([]);
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
    expect(localNames(await lists(author.token))).toEqual(['Курсы пилотов']);
  });

  it('keeps local items to their owner on every replica, and shows a promoted one to all at once', async () => {
    const author = await h.signIn();
    const other = await h.signIn();
    // Warm both copies before the item exists.
    expect(await onReplica('s_hobbies')).not.toContain('Скалолазание');
    expect(await onFirst('s_hobbies')).not.toContain('Скалолазание');
    const added = await h.post('/add_field_table', { name: 'Скалолазание', list: 's_hobbies' }, author.token).expect(200);

    expect(await onReplica('s_hobbies', author.token)).toContain('Скалолазание');
    expect(await onFirst('s_hobbies', author.token)).toContain('Скалолазание');
    for (const read of [onReplica, onFirst]) {
      expect(await read('s_hobbies', other.token)).not.toContain('Скалолазание');
      expect(await read('s_hobbies')).not.toContain('Скалолазание');
    }
    const admin = await h.signIn('admin');
    await h.post('/admin/catalogue/promote', { kind: 'list', list: 's_hobbies', id: added.body.data.id }, admin.token).expect(200);
    expect(await onReplica('s_hobbies')).toContain('Скалолазание');
    expect(await onReplica('s_hobbies', other.token)).toContain('Скалолазание');
  });
});
