// Plain ESM on purpose: jest loads global setup outside its module mapper, so this file uses the
// product's own migrate command (built to dist/) instead of importing TypeScript sources.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { copyDatabase, createTestDatabase } from './run-databases.mjs';
import { openRunTemp } from './run-temp.mjs';

const PG_BASE_URL = process.env.TEST_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

/**
 * For this run: a migrated template database (`<run db>_template`), the run's database copied
 * from it (and one copy per jest worker when the run has several, see run-env.ts), a Redis prefix
 * and a temp folder of its own. Suites that need a database of their own copy the template too
 * (own-database.ts) instead of running the migration chain again.
 */
export default async function globalSetup(globalConfig) {
  if (process.env.KADRY_TEST_DATABASE_URL) return; // a second project in the same run reuses it
  if (!existsSync('dist/src/cli.js')) throw new Error('Build first: npm run build:api (npm test does it for you)');
  const runId = `${Date.now().toString(36)}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = `${PG_BASE_URL}/kadry_test_${runId}`;
  const templateUrl = `${databaseUrl}_template`;
  // Set first, so global teardown drops whatever was made even when a step below fails.
  process.env.KADRY_TEST_DATABASE_URL = databaseUrl;
  process.env.KADRY_TEST_TEMPLATE_DATABASE_URL = templateUrl;
  process.env.KADRY_TEST_REDIS_PREFIX = `kadry-test-${runId}`;
  await createTestDatabase(templateUrl);
  execFileSync(process.execPath, ['dist/src/cli.js', 'migrate'], {
    env: { ...process.env, DATABASE_URL: templateUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The browser tier's products need the catalogue (option lists, cities ...): seeded once, into
  // the template, so every copy has it (e2e-global-setup.mjs).
  if (process.env.KADRY_TEST_SEED_TEMPLATE === '1') {
    execFileSync(process.execPath, ['dist/src/cli.js', 'seed'], {
      env: { ...process.env, DATABASE_URL: templateUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    process.env.KADRY_TEST_TEMPLATE_SEEDED = '1';
  }
  await copyDatabase(templateUrl, databaseUrl);
  // Workers run files side by side: each gets a database (and a Redis prefix, run-env.ts) of its own.
  const workers = globalConfig?.maxWorkers > 1 && !globalConfig?.runInBand ? globalConfig.maxWorkers : 0;
  for (let worker = 1; worker <= workers; worker += 1) await copyDatabase(templateUrl, `${databaseUrl}_w${worker}`);
  if (workers) {
    process.env.KADRY_TEST_PER_WORKER = '1';
    process.env.KADRY_TEST_WORKERS = String(workers);
  }
  process.env.KADRY_TEST_TMPDIR = openRunTemp(tmpdir(), runId);
  process.env.TMPDIR = process.env.KADRY_TEST_TMPDIR;
}
