// Plain ESM on purpose: jest loads global setup outside its module mapper, so this file uses the
// product's own migrate command (built to dist/) instead of importing TypeScript sources.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { openRunTemp } from './run-temp.mjs';

const PG_BASE_URL = process.env.TEST_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** A fresh database with every migration applied, a Redis prefix and a temp folder of its own, for this run. */
export default async function globalSetup() {
  if (process.env.KADRY_TEST_DATABASE_URL) return; // a second project in the same run reuses it
  if (!existsSync('dist/src/cli.js')) throw new Error('Build first: npm run build:api (npm test does it for you)');
  const runId = `${Date.now().toString(36)}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = `${PG_BASE_URL}/kadry_test_${runId}`;
  execFileSync(process.execPath, ['dist/src/cli.js', 'migrate'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env.KADRY_TEST_DATABASE_URL = databaseUrl;
  process.env.KADRY_TEST_REDIS_PREFIX = `kadry-test-${runId}`;
  process.env.KADRY_TEST_TMPDIR = openRunTemp(tmpdir(), runId);
  process.env.TMPDIR = process.env.KADRY_TEST_TMPDIR;
}
