#!/usr/bin/env node
// `demo:companies` at scale (goal: N = 1,000,000 in under 5 minutes; docs/company.md, "Demo data at scale"): a fresh database is
// migrated and seeded, the built CLI adds --count companies (its per-batch lines and the total are
// printed, with the load average), a few sanity figures are read, and the database and the storage
// folder are removed. Run `npm run build:api` first, then
//   node_modules/.bin/node bench/demo-companies.mjs --count 1000000
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' }, seed: { type: 'string', default: '1' } } });

if (!existsSync('dist/src/cli.js')) {
  console.error('Build first: npm run build:api');
  process.exit(1);
}

const database = `kadry_bench_demo_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
const pgBase = process.env.BENCH_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${pgBase}/${database}`;
const storageDir = mkdtempSync(join(tmpdir(), 'kadry-bench-demo-'));
const env = { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, STORAGE_DIR: storageDir, LOG_LEVEL: 'warn' };

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

try {
  execFileSync(process.execPath, ['dist/src/cli.js', 'migrate'], { env, stdio: 'ignore' });
  execFileSync(process.execPath, ['dist/src/cli.js', 'seed'], { env, stdio: 'ignore' });
  console.log(
    `Load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const started = performance.now();
  const result = spawnSync(process.execPath, ['dist/src/cli.js', 'demo:companies', '--count', values.count, '--seed', values.seed], {
    env,
    stdio: 'inherit',
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`demo:companies exited with ${result.status}`);
  console.log(
    `Wall clock: ${seconds.toFixed(1)} s; load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const [figures] = await query(
    databaseUrl,
    `select (select count(*) from company)::int as companies,
            (select count(*) from company_file)::int as files,
            (select count(*) from (select code from company where status_id not in (3, 5) group by code having count(*) > 1) d)::int as duplicate_live_codes,
            pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  console.table([figures]);
} finally {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  await query(admin.toString(), `drop database if exists "${database}" with (force)`);
  rmSync(storageDir, { recursive: true, force: true });
}
