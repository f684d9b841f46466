// The run's databases on the shared PostgreSQL server, made and dropped by global setup and
// teardown. Plain ESM like them (see global-setup.mjs).
import pg from 'pg';

function nameOf(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[\w-]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  return name;
}

function adminUrl(databaseUrl) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  return admin.toString();
}

async function withAdmin(databaseUrl, work) {
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
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
    // Side by side, each on a connection of its own: every DROP DATABASE waits for an immediate
    // checkpoint, and requests made while one runs are served by the next one, so a dozen drops
    // wait for about two checkpoints instead of a dozen in a row.
    const names = rows.map((row) => row.datname);
    const dropping = Array.from({ length: Math.min(DROPS_AT_ONCE, names.length) }, async () => {
      const own = new pg.Client({ connectionString: adminUrl(databaseUrl) });
      await own.connect();
      try {
        for (let next = names.shift(); next !== undefined; next = names.shift())
          await own.query(`drop database if exists "${next}" with (force)`);
      } finally {
        await own.end();
      }
    });
    await Promise.all(dropping);
  });
}

/** Connections the teardown drops databases on at once (each holds one of the server's connections). */
const DROPS_AT_ONCE = 6;
