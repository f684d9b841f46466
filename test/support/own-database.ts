import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrationsList } from '../../migrations/index.js';
import { allEntities } from '../../src/app.entities.js';
import { createOrmConfig } from '../../src/shared/database/orm-config.js';
import { ensureDatabase } from '../../src/shared/database/ensure-database.js';
import { runDatabaseUrl } from './run-env.js';

/**
 * A migrated database of a suite's own beside the run's database (named `<run db>_<tag><random>`),
 * for suites whose fixture content must never meet the real data files; `drop()` removes it.
 */
export async function ownDatabase(tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(runDatabaseUrl());
  url.pathname = `${url.pathname}_${tag}${randomBytes(3).toString('hex')}`;
  await ensureDatabase(url.toString());
  const orm = await MikroORM.init({ ...createOrmConfig({ databaseUrl: url.toString(), entities: allEntities, migrations: migrationsList }), logger: () => undefined });
  try {
    await orm.migrator.up();
  } finally {
    await orm.close(true);
  }
  return {
    url: url.toString(),
    async drop() {
      const admin = new URL(url.toString());
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`drop database if exists "${decodeURIComponent(url.pathname.slice(1))}" with (force)`);
      await client.end();
    },
  };
}
