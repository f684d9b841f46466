#!/usr/bin/env node
// The verifier back office at scale (docs/verification.md, "How it stays fast at a million cases"): `demo:companies --count N` (1,000,000 by
// default) on a fresh database, then the built product in production mode answers, through HTTP,
// one request at a time and 8 at once: quick search (1, 2, 3 and 8+ characters, code prefixes;
// goal p95 < 50 ms), list pages of every tab sorted by every column both ways, first page and
// page 1000 (p95 < 30 ms), counters (p95 < 10 ms) and the case detail (p95 < 30 ms). Then the plan
// (EXPLAIN ANALYZE) of each query. The database is removed afterwards unless --keep; --database
// NAME reuses (and keeps) a database a previous --keep run left. Run `npm run build:api` first:
//   npm run bench:verification -- --count 1000000 [--rounds 3] [--keep | --database NAME]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  benchEnvironment,
  jsonClient,
  KEEP_OPTIONS,
  latencyStats as stats,
  loadAverages as load,
  loginToken,
  requireBuild,
  root,
} from './lib.mjs';

process.chdir(root);
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '3' },
    ...KEEP_OPTIONS,
  },
});
requireBuild('dist/src/cli.js');
const rounds = Number(values.rounds);
const { pageStatement } = await import('../dist/src/verification/queries/list-companies.js');
const { STATEMENTS, containsMatch, containsStatement } = await import('../dist/src/verification/queries/quick-search.js');
const { COUNTERS } = await import('../dist/src/verification/queries/company-rows.js');
const { findConditions } = await import('../dist/src/verification/queries/find-companies.js');
const { CASE_DETAIL } = await import('../dist/src/verification/queries/get-verification-company-info.js');
const { EXTRACT_FILES } = await import('../dist/src/company/queries/extract-files.query.js');
const { CONTACTS } = await import('../dist/src/identity/queries/get-account-contacts.js');

const TABS = ['all', 'UnderConsideration', 'active', 'reject', 'deleted'];
const SORTS = ['id', 'name', 'activity', 'code', 'update_date', 'files', 'status', 'due'];
const QUICK = {
  '1 character': ['а', 'т', 'к', 'п', 'о', 'с', 'б', 'м', 'в', 'ф'],
  '2 characters': ['аг', 'ко', 'бу', 'те', 'ме', 'ка', 'по', 'ли', 'ша', 'во'],
  '3 characters': ['агр', 'сер', 'буд', 'тек', 'мед', 'кар', 'пол', 'лог', 'ене', 'тов'],
  '8+ characters': [
    'агросервіс',
    'коваленко олена',
    'карпатисервіс',
    'будтрейд партнер',
    'медкомплект',
    'львівцентр північ',
    'фоп шевченко',
    'теплосервіс',
  ],
  'code prefix': ['1', '23', '345', '4567', '56789', '678901', '7890123', '3'],
};
const storageDir = mkdtempSync(join(tmpdir(), 'kadry-bench-verification-'));
const bench = benchEnvironment('bench_ver', values);
const db = new pg.Client({ connectionString: bench.databaseUrl });

/**
 * Every body once per round, `concurrency` requests in flight; latency of each, failures, and the
 * load generator's own CPU per request (it shares the cores with the product and PostgreSQL).
 */
async function measure(client, call, bodies, concurrency) {
  const queue = Array.from({ length: rounds }, () => bodies).flat();
  const latencies = [];
  let failures = 0;
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const worker = async () => {
    while (next < queue.length) {
      const body = queue[next++];
      const started = performance.now();
      const answer = await client.post(`/api/v2/verifier/${call}`, body);
      latencies.push(performance.now() - started);
      if (!answer.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  return { ...stats(latencies), failures, 'client µs/req': Math.round((cpu.user + cpu.system) / queue.length) };
}

async function explain(title, text, params) {
  const { rows } = await db.query(`explain (analyze, buffers) ${text}`, params);
  console.log(`\n-- ${title}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
}

let client;
try {
  if (!values.database) {
    bench.cli('seed');
    console.log(`demo:companies --count ${values.count} (load average before: ${load()})`);
    const started = performance.now();
    bench.demoCompanies(values.count, 1, { storageDir, stdout: 'inherit' });
    console.log(`demo:companies took ${((performance.now() - started) / 1000).toFixed(1)} s (load average after: ${load()})`);
  }
  const email = `bench-verifier-${Date.now().toString(36)}@kadry.local`;
  const password = 'Bench-verifier-2026';
  bench.cli('user:create', '--email', email, '--password', password, '--role', 'verifier');
  const { url } = await bench.startProduct({ STORAGE_DIR: storageDir });
  const token = await loginToken(url, email, password);
  client = jsonClient(url, { userToken: token, lang: 'uk' });
  await db.connect();
  const [{ n: companies }] = (await db.query('select count(*)::int as n from verification_company')).rows;
  // A sample of cases for the detail (a page sample on a million rows; every row on a small table).
  const sample = companies > 100_000 ? 'tablesample system (0.5)' : '';
  const ids = (await db.query(`select company_id from verification_company ${sample} order by random() limit 100`)).rows.map(
    (row) => row.company_id,
  );

  const scenarios = [];
  for (const [kind, list] of Object.entries(QUICK))
    scenarios.push([`quick search, ${kind}`, 'searchVerificationCompany', list.map((value) => ({ value }))]);
  for (const page of [1, 1000]) {
    scenarios.push([
      `list, page ${page} (5 tabs × 8 sorts × 2 orders)`,
      'getVerificationCompaniesList',
      TABS.flatMap((type) => SORTS.flatMap((sort) => ['asc', 'desc'].map((order) => ({ type, sort, order, page, page_size: 9 })))),
    ]);
  }
  scenarios.push(['counters', 'getVerificationCounters', Array.from({ length: 40 }, () => ({}))]);
  scenarios.push(['detail (getVerificationCompanyInfo)', 'getVerificationCompanyInfo', ids.map((company_id) => ({ company_id }))]);

  console.log(
    `\nVerifier back office over HTTP: ${companies} cases, ${rounds} rounds per scenario, ${process.platform} ${process.arch}, Node ${process.version}; load average ${load()}`,
  );
  for (const [, call, bodies] of scenarios) await measure(client, call, bodies, 8); // warm-up: caches, prepared plans on every pooled connection
  for (const concurrency of [1, 8]) {
    const table = {};
    for (const [title, call, bodies] of scenarios) table[title] = await measure(client, call, bodies, concurrency);
    console.log(`\n${concurrency === 1 ? 'One request at a time' : `${concurrency} requests at once`} (load average ${load()}):`);
    console.table(table);
  }
  // Page 1000 per sort, one at a time: the slowest column shows here.
  const perSort = {};
  for (const sort of SORTS) {
    perSort[sort] = await measure(
      client,
      'getVerificationCompaniesList',
      TABS.flatMap((type) => ['asc', 'desc'].map((order) => ({ type, sort, order, page: 1000, page_size: 9 }))),
      1,
    );
  }
  console.log('\nList page 1000 by sort column (5 tabs × 2 orders, one at a time):');
  console.table(perSort);

  console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS):');
  for (const sort of SORTS) {
    const { statement } = pageStatement(true, undefined, sort, 'desc');
    await explain(`list UnderConsideration, sort ${sort} desc, page 1000`, statement.text, [2, 8991, 9]);
  }
  for (const sort of ['name', 'update_date']) {
    const { statement } = pageStatement(false, undefined, sort, 'asc');
    await explain(`list all, sort ${sort} asc, page 1000`, statement.text, [8991, 9]);
  }
  await explain(
    'list all, unassigned, sort code asc, page 1000',
    pageStatement(false, 'unassigned', 'code', 'asc').statement.text,
    [8991, 9],
  );
  await explain('list UnderConsideration, mine, sort due asc', pageStatement(true, 'mine', 'due', 'asc').statement.text, [2, ids[0], 0, 9]);
  await explain('counters', COUNTERS.text, []);
  await explain('quick: code prefix "345" with its capped count', STATEMENTS.code, ['345', 1001, 10]);
  await explain('quick: code prefix "3" with its capped count', STATEMENTS.code, ['3', 1001, 10]);
  await explain('quick: name without legal form starts with "аг"', STATEMENTS.keyPrefix, ['аг', 10]);
  await explain('quick: name starts with "ф"', STATEMENTS.namePrefix, ['ф', 10]);
  await explain('quick: prefix count "ко" (capped)', STATEMENTS.prefixCount, ['ко', 1001]);
  await explain('quick: "агр" is in more than 1000 names (verification_name_trigram): its hits alone', STATEMENTS.containsHits, [
    'агр',
    10,
  ]);
  await explain('quick: "фоп шевченко" is in far more names than are counted (the name sample): its hits alone', STATEMENTS.containsHits, [
    'фоп шевченко',
    10,
  ]);
  // Rare texts (the trigram index, then sorted), and a common one as a mid-sized table counts it.
  for (const [value, common] of [
    ['коваленко олена', false],
    ['теплосервіс', false],
    ['олена', true],
  ]) {
    const match = containsMatch(value, common);
    await explain(
      `quick: contains "${value}" (${common ? 'common: 0.8%+ of the name sample' : 'rare'}) with its capped count`,
      containsStatement(match),
      [value, 1001, '-', 10, ...match.words],
    );
  }
  const found = findConditions({ companyName: 'сервіс', activity: 3, dateFrom: '2025-01-01' });
  await explain(
    'advanced: companyName "сервіс", activity 3, dateFrom',
    `select v.company_id from verification_company v where ${found.where.join(' and ')} order by v.seq desc limit 9`,
    found.values,
  );
  await explain('detail: the case, its history, comments and the counters', CASE_DETAIL.text, [ids[0]]);
  await explain('detail: extract files (company context)', EXTRACT_FILES.text, [ids[0]]);
  const [{ owner_id: ownerId }] = (await db.query('select owner_id from verification_company where company_id = $1', [ids[0]])).rows;
  await explain("detail: the owner's contacts (identity context)", CONTACTS.text, [[ownerId]]);
  console.log(`\nLoad average at the end: ${load()}`);
} finally {
  client?.close();
  await db.end().catch(() => {});
  await bench.cleanup();
  rmSync(storageDir, { recursive: true, force: true });
}
