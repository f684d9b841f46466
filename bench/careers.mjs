#!/usr/bin/env node
// `npm run bench:careers` — the public posting page (docs/careers.md, "Fast and light") at 10,000
// open postings: the built product (production mode, API and worker in one process) answering
// GET /jobs/<id> against a bare Fastify server answering the same HTML from memory
// (bench/careers-bare.mjs), both asked for br/gzip as browsers do, in alternating rounds at 50
// connections. Goals: the product's rate ≥ 0.5 of the bare server's, its p99 < 50 ms, and the page
// ≤ 30 KB on the wire. The 10,000 postings are written straight into the careers read model (the
// table the page reads), set-based; a fresh database and Redis prefix are removed afterwards.
// Before the load, the /jobs text filter's SQL (the page's own, jobsPageSql) is timed at the same
// 10,000 postings with its pg_trgm index and without it (dropped for the measurement, then made
// again), and the filter's choices (JOBS_CHOICES_SQL) beside the query they replaced.
// Run `npm run build:api` first:   npm run bench:careers -- [--postings 10000] [--seconds 5] [--rounds 3] [--connections 50]
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchEnvironment, freePort, load1, pinLoadGenerator, requireBuild, root } from './lib.mjs';

const { values } = parseArgs({
  options: {
    postings: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
  },
});
const [postings, seconds, rounds, connections] = ['postings', 'seconds', 'rounds', 'connections'].map((key) => Number(values[key]));
requireBuild('dist/src/careers/domain/job-posting.fixture.js');
const { samplePosting } = await import('../dist/src/careers/domain/job-posting.fixture.js');
const { jobsPageSql } = await import('../dist/src/careers/queries/get-jobs.query.js');
const { JOBS_CHOICES_SQL } = await import('../dist/src/careers/queries/get-jobs-choices.query.js');

const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'uk,ru;q=0.8' };

function load(url) {
  return new Promise((done, fail) => {
    autocannon({ url, connections, duration: seconds, headers: HEADERS }, (error, result) => {
      if (error) return fail(error);
      if (result.non2xx || result.errors) return fail(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      done({ rate: result.requests.total / (result.duration || seconds), p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

const summary = (results) => ({
  rate: results.reduce((sum, r) => sum + r.rate, 0) / results.length,
  p50: Math.max(...results.map((r) => r.p50)),
  p99: Math.max(...results.map((r) => r.p99)),
});

/** `count` open postings of 200 companies in the read model, newest first by index. */
async function fillPostings(databaseUrl, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const companies = Array.from({ length: 200 }, () => randomUUID());
  const until = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const ids = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 1000); i += 1) {
      const vacancyId = randomUUID();
      const companyId = companies[i % companies.length];
      ids.push(vacancyId);
      const view = (title) =>
        samplePosting({
          vacancyId,
          companyId,
          title: `${title} ${i}`,
          companyName: `Компанія ${i % companies.length}`,
          validThrough: until,
        });
      rows.push({
        vacancy_id: vacancyId,
        company_id: companyId,
        valid_through: until,
        posted_at: new Date(Date.now() - i * 60_000).toISOString(),
        // As the projection writes it: the titles and the company's name, lower case.
        search: `бухгалтер ${i} accountant ${i} компанія ${i % companies.length}`,
        views: { ru: view('Бухгалтер'), uk: view('Бухгалтер'), en: view('Accountant') },
      });
    }
    await db.query(
      `insert into careers_posting (vacancy_id, company_id, state, valid_through, posted_at, employment_type, remote, city_ids, search, views, updated_at)
       select vacancy_id, company_id, 'open', valid_through, posted_at, 1, false, '[1]', search, views, now()
         from jsonb_to_recordset($1::jsonb) as r(vacancy_id uuid, company_id uuid, valid_through varchar, posted_at timestamptz, search text, views jsonb)`,
      [JSON.stringify(rows)],
    );
  }
  await db.query('analyze careers_posting');
  await db.end();
  return ids;
}

/** `?` placeholders numbered for pg. */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** Median and p95 of `runs` executions of one query, in ms. */
async function timeQuery(db, sql, params, runs = 40) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await db.query(sql, params);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q) => +times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(2);
  return { 'p50 ms': at(0.5), 'p95 ms': at(0.95) };
}

/** The query /jobs read its choices with before JOBS_CHOICES_SQL: every open posting's view. */
const FORMER_CHOICES_SQL = `select distinct on (kind, id) kind, id, name from (
    select 'city' as kind, (office ->> 'cityId')::int as id, office ->> 'city' as name
      from careers_posting p, jsonb_array_elements(p.views -> $1 -> 'offices') office where state = 'open' and valid_through >= $2
    union all
    select 'type', employment_type, views -> $1 -> 'employmentType' ->> 'label'
      from careers_posting where state = 'open' and valid_through >= $2 and employment_type is not null
  ) c where id is not null order by kind, id`;

/** The /jobs text filter with and without its trigram index, and the filter's choices, at `count` postings. */
async function searchFigures(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const today = new Date().toISOString().slice(0, 10);
  const texts = {
    'a rare word (1 posting)': 'бухгалтер 4321',
    'a word of 50 postings': 'компанія 123',
    'no posting': 'юрист',
    'every posting': 'бухгалтер',
  };
  const page = (text) => {
    const { sql, params } = jobsPageSql({ text, cityId: null, employmentType: null, page: 1 }, 'uk', today);
    return [numbered(sql), params];
  };
  const rows = {};
  const index = (await db.query(`select indexdef from pg_indexes where indexname = 'careers_posting_search_trgm_idx'`)).rows[0]?.indexdef;
  if (!index) throw new Error('careers_posting_search_trgm_idx is missing: migrate first');
  for (const [what, text] of Object.entries(texts)) rows[`/jobs?q= ${what}, with the index`] = await timeQuery(db, ...page(text));
  await db.query('drop index careers_posting_search_trgm_idx');
  for (const [what, text] of Object.entries(texts)) rows[`/jobs?q= ${what}, without it`] = await timeQuery(db, ...page(text));
  await db.query(index);
  rows['filter choices (JOBS_CHOICES_SQL)'] = await timeQuery(db, numbered(JOBS_CHOICES_SQL), ['uk', 'uk', today, today], 10);
  rows['filter choices, the former query'] = await timeQuery(db, FORMER_CHOICES_SQL, ['uk', today], 10);
  await db.end();
  return rows;
}

async function startBare(htmlFile, cpus) {
  const port = await freePort();
  const [command, args] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, 'bench/careers-bare.mjs']]
    : [process.execPath, ['bench/careers-bare.mjs']];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, HTML_FILE: htmlFile, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('ready') && done());
    child.once('exit', (code) => fail(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/page`, child };
}

const bench = benchEnvironment('bench_careers');
const dir = mkdtempSync(join(tmpdir(), 'kadry-careers-'));
let bare;
let failed = false;
try {
  const serverCpus = pinLoadGenerator();
  const ids = await fillPostings(bench.databaseUrl, postings);
  const search = await searchFigures(bench.databaseUrl);
  const { url } = await bench.startProduct({}, { cpus: serverCpus });
  const pageUrl = `${url}/jobs/${ids[Math.floor(ids.length / 2)]}`;
  const plain = await fetch(pageUrl, { headers: { 'accept-language': HEADERS['accept-language'], 'accept-encoding': 'identity' } });
  if (plain.status !== 200) throw new Error(`${pageUrl} answered ${plain.status}`);
  const html = await plain.text();
  const htmlFile = join(dir, 'page.html');
  writeFileSync(htmlFile, html);
  bare = await startBare(htmlFile, serverCpus);
  const wire = {};
  for (const encoding of ['br', 'gzip']) {
    const res = await fetch(pageUrl, { headers: { ...HEADERS, 'accept-encoding': encoding } });
    wire[encoding] = (await res.arrayBuffer()).byteLength;
    // fetch decodes the body; its length on the wire is the header's.
    wire[encoding] = Number(res.headers.get('content-length') ?? wire[encoding]);
  }

  console.log(
    `Careers benchmark: ${postings} open postings, ${rounds} alternating rounds of ${seconds} s at ${connections} connections, ${process.platform} ${process.arch}, Node ${process.version}; load average (1 min) ${load1()}`,
  );
  console.log(
    `Posting page: ${Buffer.byteLength(html)} bytes of HTML; on the wire ${wire.br} bytes br, ${wire.gzip} bytes gzip (goal ≤ 30720)`,
  );
  console.log(`The /jobs text filter and choices in SQL at ${postings} postings (load average ${load1()} before):`);
  console.table(search);
  await load(pageUrl);
  await load(bare.url);
  const product = [];
  const yardstick = [];
  for (let round = 0; round < rounds; round += 1) {
    // Alternating, the order flipped each round, so drift of a shared machine hits both alike.
    if (round % 2 === 0) {
      product.push(await load(pageUrl));
      yardstick.push(await load(bare.url));
    } else {
      yardstick.push(await load(bare.url));
      product.push(await load(pageUrl));
    }
  }
  const k = summary(product);
  const b = summary(yardstick);
  const ratio = k.rate / b.rate;
  console.table({
    'Kadry GET /jobs/<id>': { 'req/s': Math.round(k.rate), 'p50 ms': k.p50, 'p99 ms': k.p99 },
    'bare Fastify, same HTML from memory': { 'req/s': Math.round(b.rate), 'p50 ms': b.p50, 'p99 ms': b.p99 },
  });
  const goals = [
    [`rate ratio ${ratio.toFixed(2)} ≥ 0.5`, ratio >= 0.5],
    [`p99 ${k.p99} ms < 50 ms`, k.p99 < 50],
    [`page ${Math.max(wire.br, wire.gzip)} bytes ≤ 30 KB compressed`, Math.max(wire.br, wire.gzip) <= 30 * 1024],
  ];
  for (const [goal, met] of goals) console.log(`${met ? 'MET ' : 'MISSED'} ${goal}`);
  failed = goals.some(([, met]) => !met);
} finally {
  if (bare && bare.child.exitCode === null) {
    const exited = new Promise((done) => bare.child.once('exit', done));
    bare.child.kill('SIGTERM');
    await exited;
  }
  await bench.cleanup();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
