#!/usr/bin/env node
// `demo:companies` at scale (goal: N = 1,000,000 in under 5 minutes; docs/company.md, "Demo data at scale"): a fresh database is
// migrated and seeded, the built CLI adds --count companies (its per-batch lines and the total are
// printed, with the load average), a few sanity figures are read, and the database and the storage
// folder are removed. Run `npm run build:api` first, then
//   node_modules/.bin/node bench/demo-companies.mjs --count 1000000
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchEnvironment, loadAverages, requireBuild, root } from './lib.mjs';

process.chdir(root);
const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' }, seed: { type: 'string', default: '1' } } });
requireBuild('dist/src/cli.js');

const storageDir = mkdtempSync(join(tmpdir(), 'kadry-bench-demo-'));
const bench = benchEnvironment('bench_demo');

try {
  bench.cli('seed');
  console.log(`Load average before: ${loadAverages()}`);
  const started = performance.now();
  bench.demoCompanies(values.count, values.seed, { storageDir, stdout: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Wall clock: ${seconds.toFixed(1)} s; load average after: ${loadAverages()}`);
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  await db.connect();
  const {
    rows: [figures],
  } = await db.query(
    `select (select count(*) from company)::int as companies,
            (select count(*) from company_file)::int as files,
            (select count(*) from (select code from company where status_id not in (3, 5) group by code having count(*) > 1) d)::int as duplicate_live_codes,
            pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  await db.end();
  console.table([figures]);
} finally {
  await bench.cleanup();
  rmSync(storageDir, { recursive: true, force: true });
}
