import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrationsList } from '../../migrations/index.js';
import { allEntities } from '../../src/app.entities.js';
import { createOrmConfig } from '../../src/shared/database/orm-config.js';
import { ensureDatabase } from '../../src/shared/database/ensure-database.js';
import { runDatabaseUrl } from './run-env.js';

async function admin<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const nameOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

/** `work` on an ORM of the application's entities at `databaseUrl`, closed after (a copy needs no connection). */
export async function withOrm<T>(databaseUrl: string, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({
    ...createOrmConfig({ databaseUrl, entities: allEntities, migrations: migrationsList }),
    logger: () => undefined,
  });
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

/** `CREATE DATABASE … TEMPLATE …` with the run's test settings (global-setup.mjs; not copied by PostgreSQL). */
async function copyDatabase(client: pg.Client, template: string, name: string): Promise<void> {
  await client.query(`create database "${name}" template "${template}"`);
  await client.query(`alter database "${name}" set synchronous_commit = off`);
}

/**
 * A migrated database of a suite's own beside the run's database (named `<run db>_<tag><random>`),
 * for suites whose fixture content must never meet the real data files; `drop()` removes it (or
 * leaves it to the run's teardown, see dropOwnDatabase).
 * It is a copy of the run's migrated template (global-setup.mjs), which takes milliseconds where
 * the migration chain takes seconds; without a template (a run set up another way) it migrates.
 */
export async function ownDatabase(tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(runDatabaseUrl());
  url.pathname = `${url.pathname}_${tag}${randomBytes(3).toString('hex')}`;
  const name = nameOf(url.toString());
  const template = process.env.KADRY_TEST_TEMPLATE_DATABASE_URL;
  if (template) {
    await admin(url.toString(), (client) => copyDatabase(client, nameOf(template), name));
  } else {
    await ensureDatabase(url.toString());
    await withOrm(url.toString(), (orm) => orm.migrator.up());
  }
  return { url: url.toString(), drop: () => dropOwnDatabase(url.toString()) };
}

/**
 * Drops a suite's own database, or leaves it to the run's global teardown when that will drop it
 * (a name under the run's database, `<run db>_…`: run-databases.mjs drops those side by side).
 * DROP DATABASE makes PostgreSQL run an immediate checkpoint of the whole server and waits for it
 * (pg_stat_bgwriter.checkpoints_req grows by one per drop): a second or two of fsync on a quiet
 * machine, over 30 s while other runs wrote (afterAll hooks of the profiling and seed suites timed
 * out in it). In the teardown the drops' checkpoints coalesce into about one.
 */
export async function dropOwnDatabase(databaseUrl: string): Promise<void> {
  const run = process.env.KADRY_TEST_DATABASE_URL;
  if (run && nameOf(databaseUrl).startsWith(`${nameOf(run)}_`)) return;
  await admin(databaseUrl, (client) => client.query(`drop database if exists "${nameOf(databaseUrl)}" with (force)`));
}

/**
 * Like ownDatabase, with content every suite of a kind starts from (e.g. the shipped catalogue):
 * `prepare` fills a migrated database once per run (`<run db>_prepared_<key>`, made under an
 * advisory lock, so workers side by side wait for the first), and each suite gets a copy of it.
 * `prepare` must close its connections: PostgreSQL copies only a database nobody is connected to.
 */
export async function ownPreparedDatabase(
  tag: string,
  key: string,
  prepare: (url: string) => Promise<void>,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!/^\w+$/.test(key)) throw new Error(`Unsupported key "${key}"`);
  const template = process.env.KADRY_TEST_TEMPLATE_DATABASE_URL;
  if (!template) {
    // A run set up another way: prepared per suite, as before.
    const database = await ownDatabase(tag);
    await prepare(database.url);
    return database;
  }
  const prepared = new URL(template);
  prepared.pathname = `${new URL(process.env.KADRY_TEST_DATABASE_URL ?? template).pathname}_prepared_${key}`;
  const preparedName = nameOf(prepared.toString());
  await admin(template, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [preparedName]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [preparedName]);
      if (found.rowCount) return;
      await copyDatabase(client, nameOf(template), preparedName);
      try {
        await prepare(prepared.toString());
      } catch (error) {
        await client.query(`drop database if exists "${preparedName}" with (force)`);
        throw error;
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [preparedName]);
    }
  });
  const url = new URL(runDatabaseUrl());
  url.pathname = `${url.pathname}_${tag}${randomBytes(3).toString('hex')}`;
  const name = nameOf(url.toString());
  await admin(url.toString(), (client) => copyDatabase(client, preparedName, name));
  return { url: url.toString(), drop: () => dropOwnDatabase(url.toString()) };
}
