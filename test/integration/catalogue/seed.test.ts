import { MikroORM } from '@mikro-orm/postgresql';
import { resolve } from 'node:path';
import { migrationsList } from '../../../migrations/index.js';
import { seedOptionLists } from '../../../src/catalogue/seed/seed-account-lists.js';
import { seedCatalogue } from '../../../src/catalogue/seed/seed-catalogue.js';
import { allEntities } from '../../../src/app.entities.js';
import { createOrmConfig } from '../../../src/shared/database/orm-config.js';
import { ensureDatabase } from '../../../src/shared/database/ensure-database.js';
import { dropOwnDatabase } from '../../support/own-database.js';
import { runDatabaseUrl } from '../../support/run-env.js';

/**
 * The real data files of data/ on an empty database of their own (the other catalogue suites use
 * small fixtures): everything loads, a second run writes nothing, user-added items stay.
 * The time is printed, not asserted (bench/catalogue.mjs measures it too).
 */
describe('the catalogue seed on an empty database', () => {
  const url = new URL(runDatabaseUrl());
  url.pathname = `${url.pathname}_seed`;
  let orm: MikroORM;

  beforeAll(async () => {
    await ensureDatabase(url.toString());
    // The migrator reports every step on the console; the suite has nothing to add to it.
    orm = await MikroORM.init({
      ...createOrmConfig({ databaseUrl: url.toString(), entities: allEntities, migrations: migrationsList }),
      logger: () => undefined,
    });
    await orm.migrator.up();
  });
  afterAll(async () => {
    await orm?.close(true);
    // Left to the run's teardown when it drops it: a drop waits for a whole-server checkpoint.
    await dropOwnDatabase(url.toString());
  });

  const seed = async () => {
    await seedOptionLists(orm.em.fork());
    return seedCatalogue(orm.em.fork(), { dataDir: resolve('data') });
  };
  const count = async (table: string) => (await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0]!.n;

  it('loads every list, the competency catalogues, universities and cities, then changes nothing on a second run', async () => {
    const started = performance.now();
    const first = await seed();
    console.log(`catalogue seed on an empty database: ${Math.round(performance.now() - started)} ms`, first);
    expect(first.lists).toBeGreaterThanOrEqual(40);
    expect(first.categories).toBeGreaterThanOrEqual(6);
    expect(first.positions).toBeGreaterThanOrEqual(30);
    expect(first.universities).toBeGreaterThanOrEqual(150);
    expect(first.cities).toBe(29_707);
    expect(await count('catalogue_city')).toBe(29_707);
    expect(await count('catalogue_position')).toBe(first.positions);
    expect(await count('catalogue_competency')).toBe(first.competencyItems);

    // A user-added item survives the next seed untouched.
    const em = orm.em.fork();
    await em.execute(
      `insert into catalogue_option (list, item_id, code, names, type, sort, owner_user_id) values ('s_values', 1000000, 'local-x', '{"ru":"Своё","en":"Своё","uk":"Своё"}', 'local', 0, gen_random_uuid())`,
    );
    const before = await em.execute('select * from catalogue_option order by id');
    const second = await seed();
    expect(second.written).toBe(0);
    expect(await orm.em.fork().execute('select * from catalogue_option order by id')).toEqual(before);
    // Two seeds of some 31,000 rows: about 20 s on a quiet 2-core machine, past jest's 30 s with the
    // suite's other workers beside it at load 20 (seen once).
  }, 120_000);

  it('keeps the ids the account side stored', async () => {
    const rows = await orm.em
      .fork()
      .execute<{ list: string; item_id: number; code: string }[]>(
        "select list, item_id, code from catalogue_option where list in ('gender', 'employees') order by list, item_id",
      );
    expect(rows.filter((row) => row.list === 'gender').map((row) => [row.item_id, row.code])).toEqual([
      [1, 'male'],
      [2, 'female'],
    ]);
    expect(rows.filter((row) => row.list === 'employees').map((row) => row.item_id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
