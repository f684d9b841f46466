import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { migrationsList } from '../../../migrations/index.js';
import { allEntities } from '../../../src/app.entities.js';
import { createOrmConfig } from '../../../src/shared/database/orm-config.js';
import { NameSample, SAMPLE_SIZE } from '../../../src/verification/read/name-sample.js';
import { ownDatabase } from '../../support/own-database.js';

/*
 * The quick search's name sample over a table larger than the sample (read by TABLESAMPLE), on a
 * database of this suite's own: 60 000 cases, a fifth of them holding "спільна", forty "рідкісна".
 */
describe('the name sample of a large table', () => {
  let db: { url: string; drop(): Promise<void> };
  let orm: MikroORM;

  beforeAll(async () => {
    db = await ownDatabase('sample');
    orm = await MikroORM.init({
      ...createOrmConfig({ databaseUrl: db.url, entities: allEntities, migrations: migrationsList }),
      logger: () => undefined,
    });
    await orm.em.getConnection().execute(
      `insert into verification_company (company_id, name, code, owner_id, status_id, created_at, updated_at, name_lower)
       select gen_random_uuid(), n, lpad(i::text, 8, '0'), ?, 1, now(), now(), lower(n)
         from generate_series(1, 60000) i,
              lateral (select case when i % 5 = 0 then 'ТОВ «Спільна ' || i || '»' when i % 1500 = 0 then 'ТОВ «Рідкісна ' || i || '»'
                              else 'ТОВ «Інша ' || i || '»' end as n) x`,
      [randomUUID()],
    );
    await orm.em.getConnection().execute('analyze verification_company');
  }, 60_000);
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  it('reads a sample, not the table, and tells common from rare texts', async () => {
    const sample = new NameSample(orm);
    // 12 000 of 60 000 names hold "спільна": far beyond a cap of 1 000 (the sample's ~20% stands for ~12 000).
    expect(await sample.judge('спільна', 0.008, 1000)).toEqual({ common: true, beyondCap: true });
    // The same text against a cap it may not be far beyond: counted, never claimed.
    expect(await sample.judge('спільна', 0.008, 5000)).toEqual({ common: true, beyondCap: false });
    // 40 of 60 000: rare, and nowhere near the cap.
    expect(await sample.judge('рідкісна', 0.008, 1000)).toEqual({ common: false, beyondCap: false });
    const held = (sample as unknown as { size: number }).size;
    expect(held).toBeGreaterThan(SAMPLE_SIZE / 2);
    expect(held).toBeLessThanOrEqual(SAMPLE_SIZE);
  });
});
