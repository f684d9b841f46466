#!/usr/bin/env node
// The hiring funnel at scale (docs/recruiting.md, "Reports"): a company with 100,000 applications
// (one per candidate, dealt round 200 vacancies over a year, with their whole history) beside 50
// other companies with 100,000 more, made set-based in SQL on a fresh migrated database (the stays
// of the report made from the history in one statement); then
// get_funnel_report's own query handler (the statement, the stages and the reasons, as the API runs
// them, without HTTP) answers the whole company over a year, over 90 days and one vacancy, one at a
// time; goal p95 < 200 ms. Beside it the baseline: the history read into Node and counted there (as
// the candidate's page reads one application's), and the same statements without the report's
// indexes. Then EXPLAIN ANALYZE. The database is removed afterwards unless --keep; --database NAME
// reuses (and keeps) a database a previous --keep run left. Not part of `npm test`. Run `npm run build:api` first:
//   npm run bench:recruiting-funnel -- [--company 100000] [--others 100000] [--rounds 20] [--keep | --database NAME]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchEnvironment, requireBuild, root } from './lib.mjs';

process.chdir(root);
const { values } = parseArgs({
  options: {
    company: { type: 'string', default: '100000' },
    others: { type: 'string', default: '100000' },
    companies: { type: 'string', default: '50' },
    vacancies: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});
requireBuild('dist/src/cli.js');
const [inCompany, others, companies, vacancies, rounds] = ['company', 'others', 'companies', 'vacancies', 'rounds'].map((key) =>
  Number(values[key]),
);

const { MikroORM } = await import('@mikro-orm/postgresql');
const { createOrmConfig } = await import('../dist/src/shared/database/orm-config.js');
const { allEntities } = await import('../dist/src/app.entities.js');
const { migrationsList } = await import('../dist/migrations/index.js');
const { insertDemoCandidates } = await import('../dist/src/recruiting/demo/demo-candidates.js');
const { insertDemoApplications, insertDemoStages, insertDemoStays } = await import('../dist/src/recruiting/demo/demo-applications.js');
const { GetFunnelReportHandler, GetFunnelReportQuery, figures } = await import('../dist/src/recruiting/queries/get-funnel-report.query.js');
const { Stage } = await import('../dist/src/recruiting/domain/stage.entity.js');
const { RejectionReason } = await import('../dist/src/recruiting/domain/rejection.entity.js');
const funnel = await import('../dist/src/recruiting/queries/read/funnel.sql.js');
const { APPLICATION_PERIOD_INDEX, STAY_PERIOD_INDEX, CANDIDATE_SOURCE_INDEX } = await import(
  '../dist/src/recruiting/domain/report-indexes.js'
);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function stats(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    n: sorted.length,
    'p50 ms': +at(0.5).toFixed(1),
    'p95 ms': +at(0.95).toFixed(1),
    'max ms': +sorted[sorted.length - 1].toFixed(1),
  };
}

const bench = benchEnvironment(
  'bench_rf',
  values.keep || values.database ? { database: values.database ?? `kadry_bench_rf_kept_${Date.now().toString(36)}` } : {},
);
const orm = await MikroORM.init(createOrmConfig({ databaseUrl: bench.databaseUrl, entities: allEntities, migrations: migrationsList }));
try {
  const em = orm.em.fork();
  let companyId;
  const [{ n: existing }] = await em.execute('select count(*)::int as n from rc_application');
  if (existing === 0) {
    companyId = randomUUID();
    const otherIds = Array.from({ length: companies }, () => randomUUID());
    console.log(`Filling ${inCompany} applications of one company and ${others} of ${companies} others (load ${load()})`);
    const started = performance.now();
    const batch = 50_000;
    let made = { applications: 0, moves: 0 };
    const fill = async (ids, total) => {
      for (let from = 1; from <= total; from += batch) {
        const count = Math.min(batch, total - from + 1);
        await em.transactional(async (tx) => {
          await tx.execute('set local synchronous_commit = off');
          await tx.execute("set local work_mem = '256MB'");
          await insertDemoCandidates(tx, ids, from, count, { seed: 1, cvShare: 0 });
        });
      }
      for (const id of ids) {
        const own = ids.length === 1 ? total : Math.ceil(total / ids.length);
        await em.transactional(async (tx) => {
          await tx.execute('set local synchronous_commit = off');
          await tx.execute("set local work_mem = '256MB'");
          // The stays' trigger off for the bulk fill; insertDemoStays makes them in one statement.
          await tx.execute("set local session_replication_role = 'replica'");
          await insertDemoStages(tx, id, ids.length === 1 ? vacancies : 10);
          for (let from = 1; from <= own; from += batch) {
            const part = await insertDemoApplications(tx, id, {
              vacancies: ids.length === 1 ? vacancies : 10,
              seed: 1,
              from,
              count: batch,
            });
            made = { applications: made.applications + part.applications, moves: made.moves + part.moves };
          }
          await insertDemoStays(tx, id);
        });
      }
      console.log(
        `  ${made.applications} applications, ${made.moves} moves, ${((performance.now() - started) / 1000).toFixed(0)} s (load ${load()})`,
      );
    };
    await fill([companyId], inCompany);
    await fill(otherIds, others);
    for (const table of [
      'rc_candidate',
      'rc_application',
      'rc_application_move',
      'rc_application_stay',
      'rc_stage',
      'rc_funnel_stay_day',
      'rc_funnel_application_day',
    ])
      await em.execute(`vacuum analyze ${table}`);
    console.log(`Filled in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
  } else {
    [{ company_id: companyId }] = await em.execute(
      'select company_id from rc_application group by company_id order by count(*) desc limit 1',
    );
  }
  const [size] = await em.execute(
    `select (select count(*) from rc_application)::int as applications, (select count(*) from rc_application where company_id = ?)::int as in_company,
            (select count(*) from rc_application_move)::int as moves, pg_size_pretty(pg_database_size(current_database())) as database`,
    [companyId],
  );
  console.table([size]);
  const [{ vacancy_id: vacancyId }] = await em.execute('select vacancy_id from rc_application where company_id = ? limit 1', [companyId]);

  const access = {
    userId: randomUUID(),
    companyId,
    membership: { role: 'owner', rights: [], actions: ['view', 'viewCandidates', 'viewReports'], companyStatusId: 4 },
  };
  // The handler asks profiling for a named vacancy; the bench has no profiling rows, so a stand-in answers.
  const profiling = {
    execute: async ({ vacancyIds }) =>
      new Map(
        vacancyIds.map((id) => [id, { id, companyId, number: 1, name: 'Бухгалтер', status: 'published', authorUserId: access.userId }]),
      ),
  };
  const handler = new GetFunnelReportHandler(orm.em, profiling);
  const time = async (run) => {
    const started = performance.now();
    const answer = await run();
    return [performance.now() - started, answer];
  };
  const cases = {
    'company, a year': () => handler.execute(new GetFunnelReportQuery(access, { from: day(-364), to: day(0) }, 'ru')),
    'company, 90 days': () => handler.execute(new GetFunnelReportQuery(access, {}, 'ru')),
    'one vacancy, a year': () => handler.execute(new GetFunnelReportQuery(access, { vacancyId, from: day(-364), to: day(0) }, 'ru')),
  };
  /** The baseline: every application and move of the period read into Node, the stays counted there. */
  const baseline = async () => {
    const conn = orm.em.fork().getConnection();
    const apps = await conn.execute(
      `select a.id, a.status, a.created_at, a.closed_at, c.source from rc_application a join rc_candidate c on c.id = a.candidate_id
        where a.company_id = ? and a.created_at >= now() - interval '365 days'`,
      [companyId],
    );
    const moves = await conn.execute(
      `select m.application_id, m.to_stage_id, m.at from rc_application_move m join rc_application a on a.id = m.application_id
        where a.company_id = ? and a.created_at >= now() - interval '365 days' order by m.application_id, m.at, m.id`,
      [companyId],
    );
    const entered = new Map();
    const stays = new Map();
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i];
      entered.set(move.to_stage_id, (entered.get(move.to_stage_id) ?? 0) + 1);
      const next = moves[i + 1];
      if (next && next.application_id === move.application_id) {
        const list = stays.get(move.to_stage_id) ?? [];
        list.push(next.at - move.at);
        stays.set(move.to_stage_id, list);
      }
    }
    for (const list of stays.values()) list.sort((a, b) => a - b);
    return { applications: apps.length, stages: entered.size };
  };

  /** Before the funnel's days (Migration20261209190000): the per-stay and per-application statements, as the handler ran them. */
  const perStay = async (from, to) => {
    const fork = orm.em.fork();
    const where = { companyId, vacancyId: null, from, to };
    const connection = fork.getConnection();
    const [stays, applications, [hire], boards, reasons] = await Promise.all([
      connection.execute(funnel.STAYS_SQL, funnel.staysParams(where)),
      connection.execute(funnel.APPLICATIONS_SQL, funnel.applicationsParams(where)),
      connection.execute(funnel.HIRE_SQL, funnel.hireParams(where)),
      fork.find(Stage, { companyId, vacancyId: null, removedAt: null }),
      fork.find(RejectionReason, {}),
    ]);
    return figures({ stays, applications, hire: hire ?? { count: 0, median_s: null } }, boards, reasons, 'ru');
  };
  cases['before (per-stay statements), company, a year'] = () => perStay(day(-364), day(0));
  cases['before (per-stay statements), company, 90 days'] = () => perStay(day(-89), day(0));
  // The same answer both ways (the figures, not the period and vacancy only the handler adds).
  for (const [from, to, key] of [
    [day(-364), day(0), 'company, a year'],
    [day(-89), day(0), 'company, 90 days'],
  ]) {
    const { period, vacancy, ...now } = await cases[key]();
    const same = JSON.stringify(now) === JSON.stringify(await perStay(from, to));
    console.log(`${key}: the funnel's days answer ${same ? 'exactly as' : 'DIFFERENTLY from'} the per-stay statements`);
    if (!same) process.exitCode = 1;
  }
  for (const run of Object.values(cases)) await run(); // Warm-up: the indexes into the cache.
  console.log(`\nget_funnel_report, ${rounds} rounds, one at a time; load ${load()}`);
  const table = {};
  for (const [name, run] of Object.entries(cases)) {
    const latencies = [];
    let answer;
    for (let round = 0; round < rounds; round++) [latencies[round], answer] = await time(run);
    table[name] = { ...stats(latencies), applications: answer.applications };
  }
  const slow = [];
  for (let round = 0; round < Math.min(rounds, 5); round++) slow.push((await time(baseline))[0]);
  table['baseline: history counted in Node, a year'] = stats(slow);
  const indexes = [APPLICATION_PERIOD_INDEX, STAY_PERIOD_INDEX, CANDIDATE_SOURCE_INDEX];
  for (const index of indexes) await em.execute(`drop index "${index.name}"`);
  const bare = [];
  for (let round = 0; round < Math.min(rounds, 5); round++)
    bare.push((await time(cases['before (per-stay statements), company, a year']))[0]);
  table['baseline: the same statements without the report indexes, a year'] = stats(bare);
  for (const index of indexes) await em.execute(index.expression);
  await em.execute('vacuum analyze rc_application, rc_application_stay, rc_candidate');
  console.table(table);

  const filter = { companyId, vacancyId: null, from: day(-364), to: day(0) };
  for (const [title, text, params] of [
    ['stays', funnel.STAYS_SQL, funnel.staysParams(filter)],
    ['applications', funnel.APPLICATIONS_SQL, funnel.applicationsParams(filter)],
    ['time to hire', funnel.HIRE_SQL, funnel.hireParams(filter)],
    ['stays from the funnel days', funnel.STAY_DAYS_SQL, funnel.stayDaysParams(filter)],
    ['applications from the funnel days', funnel.APPLICATION_DAYS_SQL, funnel.applicationDaysParams(filter)],
  ]) {
    const rows = await em.execute(`explain (analyze, buffers) ${text}`, params);
    console.log(`\n-- ${title}, the company over a year (EXPLAIN ANALYZE, BUFFERS)\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  const answer = await cases['company, a year']();
  console.log(
    '\nThe answer:',
    JSON.stringify({
      ...answer,
      stages: answer.stages.map(({ name, entered, conversion, median_days }) => ({ name, entered, conversion, median_days })),
    }),
  );
} finally {
  await orm.close(true);
  await bench.cleanup();
}
