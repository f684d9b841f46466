// The run's databases on the shared PostgreSQL server, made and dropped by global setup and
// teardown. Plain ESM like them (see global-setup.mjs).
import pg from 'pg';

function nameOf(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[\w-]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  return name;
}

async function withAdmin(databaseUrl, work) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Commits of a test database need not wait for the disk: a crash loses only a run's data. Set on
// the database, never on the shared server's configuration.
const TEST_SETTINGS = 'set synchronous_commit = off';

/** An empty database with the test settings. */
export async function createTestDatabase(databaseUrl) {
  const name = nameOf(databaseUrl);
  await withAdmin(databaseUrl, async (client) => {
    await client.query(`create database "${name}"`);
    await client.query(`alter database "${name}" ${TEST_SETTINGS}`);
  });
}

/**
 * A copy of `templateUrl`'s database (CREATE DATABASE … TEMPLATE: a file copy, no migration run)
 * with the test settings, which PostgreSQL keeps per database and does not copy.
 */
export async function copyDatabase(templateUrl, databaseUrl) {
  const name = nameOf(databaseUrl);
  await withAdmin(databaseUrl, async (client) => {
    await client.query(`create database "${name}" template "${nameOf(templateUrl)}"`);
    await client.query(`alter database "${name}" ${TEST_SETTINGS}`);
  });
}

/** Drops the run's database and every database named after it (`<run db>_…`: template, workers', suites' own). */
export async function dropRunDatabases(databaseUrl) {
  const name = nameOf(databaseUrl);
  await withAdmin(databaseUrl, async (client) => {
    const { rows } = await client.query(
      "select datname from pg_database where datname = $1 or starts_with(datname, $1 || '_') order by datname",
      [name],
    );
    for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
  });
}
