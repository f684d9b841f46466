#!/usr/bin/env node
// The candidates' search at scale (docs/recruiting.md, "Search"): 1,000,000 candidates, 100,000 of
// them in one company and the rest dealt round 900 others, made set-based in SQL (a share with a CV
// text), on a fresh migrated database; then get_candidates' own query handler (the count and the
// page, as the API runs them) answers typed queries of every kind for the big company, one at a
// time: names, a full name, e-mails, a phone, tags, CV words common and rare, 1–2 characters, and
// the plain list; goal p95 < 50 ms. The header's quick search too. Then EXPLAIN ANALYZE of the
// search's statements. The database is removed afterwards unless --keep; --database NAME reuses
// (and keeps) a database a previous --keep run left. Not part of `npm test`. Run `npm run build:api` first:
//   npm run bench:recruiting-search -- [--total 1000000] [--company 100000] [--rounds 20] [--keep | --database NAME]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { benchEnvironment, KEEP_OPTIONS, latencyStats as stats, loadAverages as load, requireBuild, root } from './lib.mjs';

process.chdir(root);
const { values } = parseArgs({
  options: {
    total: { type: 'string', default: '1000000' },
    company: { type: 'string', default: '100000' },
    others: { type: 'string', default: '900' },
    rounds: { type: 'string', default: '20' },
    'cv-share': { type: 'string', default: '0.3' },
    ...KEEP_OPTIONS,
  },
});
requireBuild('dist/src/cli.js');
const [total, inCompany, others, rounds, cvShare] = ['total', 'company', 'others', 'rounds', 'cv-share'].map((key) => Number(values[key]));

const { MikroORM } = await import('@mikro-orm/postgresql');
const { createOrmConfig } = await import('../dist/src/shared/database/orm-config.js');
const { allEntities } = await import('../dist/src/app.entities.js');
const { migrationsList } = await import('../dist/migrations/index.js');
const { insertDemoCandidates, withoutSearchIndexes } = await import('../dist/src/recruiting/demo/demo-candidates.js');
const { GetCandidatesHandler, GetCandidatesQuery } = await import('../dist/src/recruiting/queries/get-candidates.query.js');
const { QuickSearchCandidatesHandler, QuickSearchCandidatesQuery } = await import(
  '../dist/src/recruiting/queries/quick-search-candidates.query.js'
);
const { candidateMatchesStatement } = await import('../dist/src/recruiting/domain/candidate-search.js');
const { narrowBySearch } = await import('../dist/src/recruiting/queries/candidate-matches.js');

/** Typed queries by kind: what people type into the candidates list. */
const QUERIES = {
  surname: ['Коваленко', 'шевчук', 'Ткаченко', 'бойчук', 'гнатів'],
  'surname start (3–5 letters)': ['ков', 'бонда', 'ткач', 'литв', 'федо'],
  'first name': ['Олена', 'іван', 'Тарас', 'Софія', 'петро'],
  'full name': ['Олена Коваленко', 'Іван Шевчук', 'тарас ткаченко', 'Софія Бойчук', 'Петро Морозенко'],
  'e-mail part': ['gmail', 'olena.', 'ukr.net', 'proton', 'ivan.12'],
  'e-mail exact': ['olena.12345@gmail.com', 'ivan.777@ukr.net', 'taras.4242@i.ua', 'anna.100@meta.ua', 'petro.99999@proton.me'],
  phone: ['+380671234567', '067 123', '(067) 555-12', '0679876543', '4567'],
  tag: ['java', 'devops', 'sales', 'remote', 'senior'],
  'CV skill': ['kubernetes', 'бухгалтерський', 'scrum', 'логістики', 'postgresql'],
  'CV word (rare)': ['хромодинаміка', 'fortran', 'фармаконагляд', 'геодезія', 'хромодинам'],
  '1–2 characters': ['к', 'ш', 'ко', 'ме', 'бо'],
  'no match': ['zzzzqqq', 'абвгдеж', 'nobody@nowhere', 'xyzzy', '0000000000'],
};
/** Words nearly every CV has (found in most of the company's candidates): the worst case, shown apart from the p95 of typed queries. */
const EVERYWHERE = ['досвід', 'університет', 'english'];

const bench = benchEnvironment('bench_rc', values);
const orm = await MikroORM.init(createOrmConfig({ databaseUrl: bench.databaseUrl, entities: allEntities, migrations: migrationsList }));
try {
  const em = orm.em.fork();
  let companyId;
  const [{ n: existing }] = await em.execute('select count(*)::int as n from rc_candidate');
  if (existing === 0) {
    companyId = randomUUID();
    const otherIds = Array.from({ length: others }, () => randomUUID());
    console.log(
      `Filling ${total} candidates: ${inCompany} in one company, the rest in ${others} others; CVs for ${cvShare * 100}% (load ${load()})`,
    );
    const started = performance.now();
    let files = 0;
    await withoutSearchIndexes(em, async () => {
      const batch = 100_000;
      // The big company's candidates first, then the rest dealt round the others.
      const parts = [
        { ids: [companyId], from: 1, to: inCompany },
        { ids: otherIds, from: inCompany + 1, to: total },
      ];
      for (const part of parts) {
        for (let from = part.from; from <= part.to; from += batch) {
          const count = Math.min(batch, part.to - from + 1);
          await em.transactional(async (tx) => {
            await tx.execute('set local synchronous_commit = off');
            await tx.execute('set local jit = off');
            await tx.execute("set local work_mem = '256MB'");
            files += (await insertDemoCandidates(tx, part.ids, from, count, { seed: 1, cvShare })).files;
          });
          console.log(
            `  ${from + count - 1} candidates, ${files} CVs, ${((performance.now() - started) / 1000).toFixed(0)} s (load ${load()})`,
          );
        }
      }
      console.log(`  building the search indexes and statistics (load ${load()}) ...`);
    });
    await em.execute('vacuum analyze rc_candidate');
    console.log(`Filled in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
  } else {
    [{ company_id: companyId }] = await em.execute(
      'select company_id from rc_candidate group by company_id order by count(*) desc limit 1',
    );
  }
  const [size] = await em.execute(
    `select (select count(*) from rc_candidate)::int as candidates, (select count(*) from rc_candidate where company_id = ?)::int as in_company,
            (select count(*) from rc_candidate_file)::int as cvs, pg_size_pretty(pg_database_size(current_database())) as database`,
    [companyId],
  );
  console.table([size]);

  const access = {
    userId: randomUUID(),
    companyId,
    membership: { role: 'owner', rights: [], actions: ['view', 'viewCandidates', 'manageCandidates'], companyStatusId: 4 },
  };
  const list = new GetCandidatesHandler(orm.em);
  const quick = new QuickSearchCandidatesHandler(orm.em);
  const time = async (run) => {
    const started = performance.now();
    const answer = await run();
    return [performance.now() - started, answer];
  };

  // Warm-up: the indexes into the cache, as a server that has run a while has them.
  for (const queries of Object.values(QUERIES))
    for (const query of queries) await list.execute(new GetCandidatesQuery(access, { query, page: 1 }));

  console.log(`\nget_candidates (count + first page of 20), ${rounds} rounds per query, one at a time; load ${load()}`);
  const table = {};
  const all = [];
  const totals = {};
  for (const [kind, queries] of Object.entries(QUERIES)) {
    const latencies = [];
    for (let round = 0; round < rounds; round++) {
      for (const query of queries) {
        const [ms, answer] = await time(() => list.execute(new GetCandidatesQuery(access, { query, page: 1 })));
        latencies.push(ms);
        totals[query] = answer.total;
      }
    }
    all.push(...latencies);
    table[kind] = { ...stats(latencies), 'found (each query)': queries.map((query) => totals[query]).join(' / ') };
  }
  const everywhere = [];
  for (let round = 0; round < rounds; round++)
    for (const query of EVERYWHERE) {
      const [ms, answer] = await time(() => list.execute(new GetCandidatesQuery(access, { query, page: 1 })));
      everywhere.push(ms);
      totals[query] = answer.total;
    }
  table['CV word in most CVs (worst case)'] = {
    ...stats(everywhere),
    'found (each query)': EVERYWHERE.map((query) => totals[query]).join(' / '),
  };
  const plain = [];
  for (let round = 0; round < rounds; round++)
    for (const page of [1, 2, 50]) plain.push((await time(() => list.execute(new GetCandidatesQuery(access, { page }))))[0]);
  table['no query (pages 1, 2, 50)'] = stats(plain);
  const deep = [];
  for (let round = 0; round < rounds; round++)
    deep.push((await time(() => list.execute(new GetCandidatesQuery(access, { query: 'Коваленко', page: 100 }))))[0]);
  table['surname, page 100'] = stats(deep);
  console.table(table);
  console.log(`All typed queries: ${JSON.stringify(stats(all))}`);

  const quickLatencies = [];
  for (let round = 0; round < rounds; round++)
    for (const queries of Object.values(QUERIES))
      for (const query of queries)
        quickLatencies.push((await time(() => quick.execute(new QuickSearchCandidatesQuery(companyId, query, 5))))[0]);
  console.log(`Quick search (5 hits, no count): ${JSON.stringify(stats(quickLatencies))}`);

  console.log(
    '\nPlans (EXPLAIN ANALYZE, BUFFERS): the matches (at most the cap + 1), then the count and the page as get_candidates runs them:',
  );
  const explain = async (title, text, params) => {
    const rows = await em.execute(`explain (analyze, buffers) ${text}`, params);
    console.log(`\n-- ${title}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  };
  for (const query of ['Коваленко', 'Олена', 'kubernetes', 'хромодинаміка', '067 123', 'ко', 'досвід']) {
    const matches = candidateMatchesStatement(companyId, query);
    await explain(`matches, query "${query}"`, matches.sql, matches.params);
    const search = await narrowBySearch(orm.em.getConnection(), companyId, query, false);
    const where = `c.company_id = ? and c.erased_at is null and ${search.condition.sql}`;
    const params = [companyId, ...search.condition.params];
    if (!search.capped) await explain(`count, query "${query}"`, `select count(*) as total from rc_candidate c where ${where}`, params);
    await explain(
      `page, query "${query}"${search.capped ? ' (more than the cap match: the newest walked)' : ''}`,
      `select c.id, c.name, c.lname from rc_candidate c where ${where} order by c.created_at desc, c.id desc limit 20`,
      params,
    );
  }
  await explain('count, no query', 'select count(*) from rc_candidate c where c.company_id = ? and c.erased_at is null', [companyId]);
} finally {
  await orm.close(true);
  await bench.cleanup();
}
