import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import { COMPANY_STATUS as S } from '../../company/company.contract.js';
import { nameTrigramsSql, STATUS_COUNTER } from '../read/read-model.js';
import { VERIFICATION_SEARCH_INDEXES } from '../read/search-indexes.js';
import { TIME_ORDERED_UUID_SQL } from '../../shared/database/time-ordered-uuid.js';

/*
 * The verification context's part of `demo:companies`: its read model, history and counters for a
 * batch of demo companies, set-based, in the caller's transaction. The CLI (the composition root)
 * hands over what the company context made (the facts its events would carry, one array literal
 * per column as its demo fill answered them) and the owners' names from identity; this file reads no other
 * context's tables. No events: the rows look as if the projections had seen the companies'
 * registration and submission (and deletion), so the back office shows every demo company at once.
 */

/**
 * The company demo fill's facts (src/company/demo/demo-companies.ts DemoCompanyFacts): each field a
 * PostgreSQL array literal in text, all in the same company order. They are bound as parameters
 * as they are; this context never parses them.
 */
export interface DemoCompanyFactColumns {
  id: string;
  owner_id: string;
  name: string;
  brand: string;
  code: string;
  employees: string;
  activity: string;
  services: string;
  website: string;
  status_id: string;
  created_at: string;
  updated_at: string;
  submitted_at: string;
  deleted_at: string;
  files: string;
}

/** Each status tab's counter, as the projections move them (status 1 counts in "all" only). */
const TAB_COUNTERS = Object.entries(STATUS_COUNTER).flatMap(([id, key]) => (key ? [[Number(id), key] as const] : []));

/** Each fact column with the array type it is bound as, in the order of the `unnest` below. */
const FACT_TYPES: ReadonlyArray<[keyof DemoCompanyFactColumns, string]> = [
  ['id', 'uuid'],
  ['owner_id', 'uuid'],
  ['name', 'text'],
  ['brand', 'text'],
  ['code', 'text'],
  ['employees', 'int'],
  ['activity', 'int'],
  ['services', 'text'],
  ['website', 'text'],
  ['status_id', 'smallint'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['submitted_at', 'timestamptz'],
  ['deleted_at', 'timestamptz'],
  ['files', 'int'],
];

export interface DemoVerificationBatch {
  facts: DemoCompanyFactColumns;
  /** Owner id → display name ("Surname Name"), for the history's actor. */
  ownerNames: ReadonlyMap<string, string>;
  /** VERIFICATION_SLA_MINUTES: a waiting case is due this long after its submission. */
  slaMinutes: number;
}

export interface DemoVerificationResult {
  cases: number;
  history: number;
}

/**
 * Rows keep the order of creation (the table's number grows with it). History: "registered" at the
 * creation (details.data as CompanyRegistered carries it), "submitted" for companies that reached
 * review, "deleted" for deleted ones; actors are the owners. A verified or rejected company's case
 * holds that verdict on its submission, the company's status being "submitted" (one status,
 * caseStatus in domain/case-status.ts). Counters and the names' three-letter
 * pieces move by the batch's counts in one upsert each (keys in a fixed order, as the projections
 * do), so live projections may run beside it.
 * A company already in the model is left alone (ON CONFLICT), so a batch cannot count twice.
 */
export async function insertDemoVerification(em: EntityManager, batch: DemoVerificationBatch): Promise<DemoVerificationResult> {
  // Real bind parameters ($n, sent apart from the SQL text): MikroORM's `execute` would format
  // the megabytes of facts into the statement's text, which cost more than the fill itself.
  const unnestFacts = FACT_TYPES.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const owners = FACT_TYPES.length;
  const text = `with f as materialized (
       select f.*, o.name as owner_name
         from unnest(${unnestFacts}) as f(${FACT_TYPES.map(([column]) => column).join(', ')})
         left join unnest($${owners + 1}::uuid[], $${owners + 2}::text[]) as o(id, name) on o.id = f.owner_id
     ),
     cases as (
       insert into verification_company (company_id, name, brand, code, activity_id, employees_id, services, website, owner_id, status_id,
                                         company_status_id, verdict, created_at, updated_at, submitted_at, due_at, files_count, name_lower)
       select id, name, brand, code, activity, employees, services, website, owner_id, status_id,
              case when status_id in (${S.rejected}, ${S.verified}) then ${S.underConsideration} else status_id end,
              case status_id when ${S.rejected} then 'rejected' when ${S.verified} then 'verified' end, created_at, updated_at, submitted_at,
              case when status_id = ${S.underConsideration} then submitted_at + $${owners + 3}::int * interval '1 minute' end, files, lower(name)
         from f order by created_at, id
       on conflict (company_id) do nothing
       returning company_id, status_id
     ),
     history as (
       insert into verification_history (company_id, event_id, kind, actor_id, actor_name, at, details)
       select f.id, ${TIME_ORDERED_UUID_SQL}, e.kind, f.owner_id, f.owner_name, e.at, e.details
         from f join cases c on c.company_id = f.id
        cross join lateral (values
          ('registered', f.created_at, jsonb_build_object('data', jsonb_build_object('name', f.name, 'companyBrand', f.brand, 'code', f.code,
                'employees', f.employees, 'activity', f.activity, 'services', f.services, 'website', f.website))),
          ('submitted', f.submitted_at, '{"reason": "submit", "from_status": ${S.registered}}'::jsonb),
          ('deleted', f.deleted_at, '{"from_status": ${S.registered}}'::jsonb)) e(kind, at, details)
        where e.at is not null
       returning 1
     ),
     counted as (
       insert into verification_counter (key, value)
       select key, sum(n) from (
         select 'all' as key, count(*) as n from cases
         union all
         select case status_id ${TAB_COUNTERS.map(([id, key]) => `when ${id} then '${key}'`).join(' ')} end, count(*)
           from cases where status_id in (${TAB_COUNTERS.map(([id]) => id).join(', ')}) group by status_id) c
        group by key order by key
       on conflict (key) do update set value = verification_counter.value + excluded.value
       returning 1
     ),
     trigrams as (
       insert into verification_name_trigram (trigram, companies)
       select t.trigram, count(*)::int from f join cases c on c.company_id = f.id
        cross join lateral (${nameTrigramsSql('lower(f.name)')}) t
        group by t.trigram order by t.trigram
       on conflict (trigram) do update set companies = verification_name_trigram.companies + excluded.companies
       returning 1
     )
     select (select count(*) from cases)::int as cases, (select count(*) from history)::int as history, (select count(*) from counted)::int as counters`;
  const values = [
    ...FACT_TYPES.map(([column]) => batch.facts[column]),
    [...batch.ownerNames.keys()],
    [...batch.ownerNames.values()],
    batch.slaMinutes,
  ];
  // The Kysely instance of this EntityManager runs on its transaction's connection.
  const { rows } = await em.getKysely().executeQuery<{ cases: number; history: number }>(CompiledQuery.raw(text, values));
  return { cases: rows[0]?.cases ?? 0, history: rows[0]?.history ?? 0 };
}

/** Memory for building the indexes after a fill (per build; PostgreSQL's default is 64 MB). */
const FINISH_MAINTENANCE_MEMORY = '512MB';

/**
 * Before a large fill: drops the list and search indexes (search-indexes.ts), which
 * finishDemoVerification builds again. Keeping two dozen indexes (three of them trigram GINs) up
 * to date row by row made a batch of 100 000 cost about 100 s on the shared machine; building them
 * once over a million rows takes well under a minute. Meanwhile the back office lists slowly.
 */
export async function prepareDemoBulkFill(em: EntityManager): Promise<void> {
  for (const index of VERIFICATION_SEARCH_INDEXES) await em.execute(`drop index if exists "${index.name}"`);
}

/**
 * After the last batch (and if a fill failed half-way): the list and search indexes (again, when
 * prepareDemoBulkFill dropped them), fresh statistics for the planner and a visibility map for
 * index-only scans (the list's pages rely on them). VACUUM cannot run inside a transaction.
 * Two connections share the work: the cases' vacuum and the b-trees (PostgreSQL builds each with
 * parallel workers) on one; the history's vacuum and the trigram GINs (one process each) on the other. Two
 * CREATE INDEX on one table do not wait for each other (both take a SHARE lock).
 */
export async function finishDemoVerification(em: EntityManager): Promise<void> {
  const isGin = (index: { expression: string }) => / using gin /.test(index.expression);
  const build = (indexes: typeof VERIFICATION_SEARCH_INDEXES) =>
    em.fork().transactional(async (tx) => {
      // The default 64 MB makes each build over a million rows sort on disk in runs, and the trigram
      // GINs flush their entries many times; a few hundred MB for this transaction avoids both.
      await tx.execute(`set local maintenance_work_mem = '${FINISH_MAINTENANCE_MEMORY}'`);
      for (const index of indexes) {
        await tx.execute(
          index.expression.replace(
            /^create (unique )?index "/,
            (_, unique: string | undefined) => `create ${unique ?? ''}index if not exists "`,
          ),
        );
      }
    });
  await Promise.all([
    (async () => {
      // Before the builds: the visibility map is written without two dozen indexes to visit.
      await em.fork().execute('vacuum verification_company');
      await build(VERIFICATION_SEARCH_INDEXES.filter((index) => !isGin(index)));
    })(),
    (async () => {
      await em.fork().execute('vacuum (analyze) verification_history, verification_counter');
      await build(VERIFICATION_SEARCH_INDEXES.filter(isGin));
    })(),
  ]);
  // After the builds: ANALYZE also samples the expression of the name-key index.
  await em.fork().execute('analyze verification_company');
}
