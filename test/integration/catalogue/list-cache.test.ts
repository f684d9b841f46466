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
    (await h.post('/options/get_selectList', { source: [list] }, token).expect(200)).body.list_data[list].map((item: { name: string }) => item.name);

  it('shows a rename made through another replica on the next read', async () => {
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Teamwork', 'Openness']);
    const admin = await h.signIn('admin');
    await h.post('/admin/catalogue/rename', { kind: 'list', list: 's_values', id: 2, ru: 'Командность', en: 'Team spirit', uk: 'Командність' }, admin.token).expect(200);
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Team spirit', 'Openness']);
    expect(await onReplica('s_values', undefined, 'uk')).toContain('Командність');
  });

  it('shows what the seed restores, and a hand-made SQL change, on the next read', async () => {
    // The seed writes the data files' names back over the rename of the test above.
    await h.seed();
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Teamwork', 'Openness']);
    await h.sql(`update catalogue_option set names = jsonb_set(names, '{en}', '"Openness (fixed)"') where list = 's_values' and item_id = 3`);
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Teamwork', 'Openness (fixed)']);
    await h.seed();
    expect(await onReplica('s_values', undefined, 'en')).toEqual(['Responsibility', 'Teamwork', 'Openness']);
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
