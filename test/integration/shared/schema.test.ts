import { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '../../../migrations/index.js';
import { allEntities } from '../../../src/app.entities.js';
import { createOrmConfig } from '../../../src/shared/database/orm-config.js';
import { runDatabaseUrl } from '../../support/run-env.js';

describe('database schema', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig({ databaseUrl: runDatabaseUrl(), entities: allEntities, migrations: migrationsList }));
  });
  afterAll(() => orm.close(true));

  it('matches the entities exactly after the migrations ran (empty diff)', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('has applied every listed migration and nothing is pending', async () => {
    const pending = await orm.migrator.getPending();
    expect(pending).toEqual([]);
    const executed = await orm.migrator.getExecuted();
    expect(executed.map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
  });
});
