import type { EntityManager } from '@mikro-orm/postgresql';
import {
  NAME_PREFIXES,
  NAME_SUFFIXES,
  NAME_TAILS,
  PERSON_NAMES_FEMALE,
  PERSON_NAMES_MALE,
  PERSON_SURNAMES,
  SERVICES,
} from './demo-names.js';
import type { DemoSampleFile } from './sample-extract.js';
import { TIME_ORDERED_UUID_SQL } from '../../shared/database/time-ordered-uuid.js';
import { COMPANY_STATUS as S } from '../company.types.js';

/** Statuses a company reaches once submitted: they carry extract files and a submission time. */
const SUBMITTED = [S.underConsideration, S.rejected, S.verified].join(', ');

/**
 * Codes come from a fixed permutation of the 10^7 seven-digit prefixes: prefix(k) =
 * (k * 7919 + 3141592) mod 10^7 (7919 shares no factor with 10^7, so k ↦ prefix is one-to-one).
 * Each batch continues at the cursor where the previous one stopped, so one run never repeats a
 * code; candidates already held by a live company (an earlier run, a real registration) are
 * skipped, so the partial unique index company_live_code_unique always holds.
 */
const PERMUTATION = { factor: 7919, offset: 3141592, size: 10_000_000 } as const;

/** How many candidates a batch draws beyond its size, to cover codes already taken. */
const SPARE = (size: number) => Math.ceil(size * 0.05) + 1000;

/** SQL for the EDRPOU control digit of the seven-digit prefix `p` (the rule of domain/edrpou.ts). */
function edrpouCheckSql(p: string): string {
  const digit = (i: number) => `((${p} / ${10 ** (6 - i)}) % 10)`;
  // Codes from 30000000 to 60000000 use the weights 7,1,...,6; 6000000x is above that for x > 0,
  // so the prefix 6000000 is never drawn (see the candidates below); nor is 0000000, whose code
  // 00000000 the domain refuses however right its control digit.
  const shifted = `(${p} between 3000000 and 5999999)`;
  const weighted = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `${digit(i)} * (case when ${shifted} then ${i === 0 ? 7 : i} else ${i + 1} end)`)
    .join(' + ');
  const digits = [0, 1, 2, 3, 4, 5, 6].map(digit).join(' + ');
  return `(select case when s % 11 <> 10 then s % 11 when (s + 2 * sd) % 11 <> 10 then (s + 2 * sd) % 11 else 0 end
             from (select ${weighted} as s, ${digits} as sd) w)`;
}

/** A random-looking, repeatable number per (demo index, seed, salt). */
const pick = (salt: number) => `abs(hashint8extended(i, seed + ${salt}))`;
const textArray = (items: readonly string[]) => `{${items.map((item) => `"${item}"`).join(',')}}`;

export interface DemoCompanyBatch {
  /** Identity's new demo accounts; each becomes the owner of one company. */
  ownerIds: readonly string[];
  /** Index of the batch's first company within the run (names and statuses follow seed + index). */
  firstIndex: number;
  seed: number;
  /** Position in the code permutation where this batch starts drawing. */
  cursor: number;
  /** Item ids of the catalogue's `activities` and `employees` lists. */
  activityIds: readonly number[];
  employeeIds: readonly number[];
  sample: DemoSampleFile;
}

/**
 * What the batch made, column by column: each field is one PostgreSQL array literal in text
 * (`{…}`, as `array_agg(…)::text` wrote it), all in the same company order. Handed on exactly as
 * it came from the database: nothing is parsed or built per company in Node, and the receiving
 * fill binds each as a parameter (`$n::uuid[]`, `unnest`). These are the facts the company events
 * would carry, for the composition root to give to other contexts' demo fills (e.g. the
 * verification read model). Timestamps are in the session's time zone, exact to the microsecond.
 */
export interface DemoCompanyFacts {
  id: string; // uuid[]
  owner_id: string; // uuid[]
  name: string; // text[]
  brand: string; // text[], NULL where none
  code: string; // text[]
  employees: string; // int[]
  activity: string; // int[]
  services: string; // text[]
  website: string; // text[]
  status_id: string; // smallint[], 1–5
  created_at: string; // timestamptz[]
  updated_at: string; // timestamptz[]
  submitted_at: string; // timestamptz[]
  deleted_at: string; // timestamptz[]
  /** Register-extract records made for each company (int[]). */
  files: string;
}

const FACT_COLUMNS = [
  'id',
  'owner_id',
  'name',
  'brand',
  'code',
  'employees',
  'activity',
  'services',
  'website',
  'status_id',
  'created_at',
  'updated_at',
  'submitted_at',
  'deleted_at',
  'files',
] as const;
const EMPTY_FACTS = Object.fromEntries(FACT_COLUMNS.map((column) => [column, '{}'])) as unknown as DemoCompanyFacts;

export interface DemoCompanyResult {
  companies: number;
  files: number;
  facts: DemoCompanyFacts;
  /** Where the next batch continues drawing codes. */
  nextCursor: number;
}

/**
 * Inserts one batch of demo companies set-based (one statement: companies, owner memberships and
 * register-extract records) inside the caller's transaction. Statuses: about 20 % registered,
 * 25 % under consideration, 10 % rejected, 35 % verified, 10 % deleted; created over the last two
 * years; companies that reached review carry one or two extract records pointing at the shared
 * sample file. No outbox events: a million events would flood the relay and every handler; the
 * answer's `facts` carry what the events would have said, for the other contexts' own fills.
 * Ids are time-ordered (TIME_ORDERED_UUID_SQL), so a batch's rows extend the id indexes at their end.
 */
export async function insertDemoCompanies(em: EntityManager, batch: DemoCompanyBatch): Promise<DemoCompanyResult> {
  if (batch.ownerIds.length === 0) return { companies: 0, files: 0, facts: EMPTY_FACTS, nextCursor: batch.cursor };
  if (!batch.activityIds.length || !batch.employeeIds.length)
    throw new Error('The catalogue lists activities and employees are empty: run npm run seed first');
  const params: unknown[] = [];
  const v = (value: unknown) => {
    params.push(value);
    return '?';
  };
  const size = batch.ownerIds.length;
  const { factor, offset, size: space } = PERMUTATION;
  // Positional parameters: each v() call must run where its `?` stands in the text.
  const prefixes = () => `${v(textArray(NAME_PREFIXES))}::text[]`;
  const suffixes = () => `${v(textArray(NAME_SUFFIXES))}::text[]`;
  const at = (array: string, count: number, salt: number) => `(${array})[1 + ${pick(salt)} % ${count}]`;

  const [result] = await em.execute<
    Array<{ companies: number; files: number; last_k: string | null } & Record<`f_${keyof DemoCompanyFacts}`, string>>
  >(
    `with owners as (
       select o.id as owner_id, o.ord from unnest(${v(`{${batch.ownerIds.join(',')}}`)}::uuid[]) with ordinality o(id, ord)
     ),
     candidates as (
       select k, p from (select k, (k * ${factor} + ${offset}) % ${space} as p
                           from generate_series(${v(batch.cursor)}::bigint, ${v(batch.cursor + size + SPARE(size) - 1)}::bigint) k) x
        where p not in (0, 6000000)
     ),
     coded as (
       select k, lpad((p * 10 + ${edrpouCheckSql('p')})::text, 8, '0') as code from candidates
     ),
     free as (
       select k, code, row_number() over (order by k) as rn from coded
        where not exists (select 1 from company c where c.code = coded.code and c.status_id not in (${S.rejected}, ${S.deleted}))
     ),
     src as materialized (
       select ${TIME_ORDERED_UUID_SQL} as id, o.owner_id, f.k, f.code, ${v(batch.firstIndex)}::bigint + o.ord - 1 as i, ${v(batch.seed)}::bigint as seed
         from owners o join free f on f.rn = o.ord
     ),
     demo as materialized (
       select src.*, r.*,
              case when r.status_id in (${SUBMITTED}) then least(now(), r.created + interval '1 second' * (3600 + ${pick(3)} % (20 * 86400))) end as submitted,
              case when r.status_id = ${S.deleted} then least(now(), r.created + interval '1 second' * (3600 + ${pick(4)} % (60 * 86400))) end as deleted,
              case when r.form = 'ФОП'
                   then 'ФОП ' || ${at(`${v(textArray(PERSON_SURNAMES))}::text[]`, PERSON_SURNAMES.length, 5)} || ' ' ||
                        case when ${pick(6)} % 2 = 0 then ${at(`${v(textArray(PERSON_NAMES_FEMALE))}::text[]`, PERSON_NAMES_FEMALE.length, 7)}
                             else ${at(`${v(textArray(PERSON_NAMES_MALE))}::text[]`, PERSON_NAMES_MALE.length, 7)} end
                   else r.form || ' «' || r.stem ||
                        case when ${pick(8)} % 5 < 2 then ' ' || ${at(`${v(textArray(NAME_TAILS))}::text[]`, NAME_TAILS.length, 9)} else '' end || '»'
              end as name
         from src
         cross join lateral (
           select case when ${pick(1)} % 100 < 20 then ${S.registered} when ${pick(1)} % 100 < 45 then ${S.underConsideration}
                       when ${pick(1)} % 100 < 55 then ${S.rejected} when ${pick(1)} % 100 < 90 then ${S.verified} else ${S.deleted} end as status_id,
                  now() - interval '1 second' * (3600 + ${pick(2)} % (2 * 365 * 86400)) as created,
                  case when ${pick(10)} % 100 < 55 then 'ТОВ' when ${pick(10)} % 100 < 75 then 'ФОП' when ${pick(10)} % 100 < 90 then 'ПП' else 'АТ' end as form,
                  ${at(prefixes(), NAME_PREFIXES.length, 11)} || ${at(suffixes(), NAME_SUFFIXES.length, 12)} as stem
         ) r
     ),
     inserted as (
       insert into company (id, name, company_brand, code, employees, activity, services, website, status_id, is_del,
                            created_at, updated_at, submitted_at, deleted_at)
       select id, name,
              case when form <> 'ФОП' and ${pick(13)} % 5 < 2 then stem end,
              code,
              case when ${pick(14)} % 10 = 0 then null else (${v(`{${batch.employeeIds.join(',')}}`)}::int[])[1 + ${pick(15)} % ${batch.employeeIds.length}] end,
              (${v(`{${batch.activityIds.join(',')}}`)}::int[])[1 + ${pick(16)} % ${batch.activityIds.length}],
              case when ${pick(17)} % 4 = 0 then null else (${v(textArray(SERVICES))}::text[])[1 + ${pick(18)} % ${SERVICES.length}] end,
              case when ${pick(19)} % 10 < 3 then 'https://company-' || code || '.example.com' end,
              status_id, status_id = ${S.deleted}, created, greatest(created, submitted, deleted), submitted, deleted
         from demo
       returning id, name, company_brand, code, employees, activity, services, website, status_id, created_at, updated_at, submitted_at, deleted_at
     ),
     members as (
       insert into company_membership (id, company_id, user_id, role, rights, status, archived_at, created_at)
       select ${TIME_ORDERED_UUID_SQL}, id, owner_id, 'owner', '[]'::jsonb, 'confirmed', null, created from demo
       returning 1
     ),
     files as (
       insert into company_file (id, company_id, type, name, format, mime, size, storage_key, uploaded_by, uploaded_at)
       select ${TIME_ORDERED_UUID_SQL}, demo.id, 'edr', n.name, 'pdf', 'application/pdf', ${v(batch.sample.size)}::int, ${v(batch.sample.storageKey)}::text,
              demo.owner_id, demo.submitted - interval '10 minutes' * n.nr
         from demo
         cross join lateral (values (1, 'Виписка з ЄДР.pdf'), (2, 'Витяг з ЄДР, сторінка 2.pdf')) n(nr, name)
        where demo.status_id in (${SUBMITTED}) and (n.nr = 1 or abs(hashint8extended(demo.i, demo.seed + 20)) % 5 = 0)
       returning company_id
     ),
     file_counts as (select company_id, count(*)::int as n from files group by company_id)
     select (select count(*) from inserted)::int as companies, (select count(*) from files)::int as files, (select max(k) from src)::text as last_k,
            ${FACT_COLUMNS.map((column) => `coalesce(fa.${column}, '{}') as "f_${column}"`).join(', ')}
       from (select array_agg(c.id)::text as id, array_agg(d.owner_id)::text as owner_id, array_agg(c.name)::text as name,
                    array_agg(c.company_brand)::text as brand, array_agg(c.code)::text as code, array_agg(c.employees)::text as employees,
                    array_agg(c.activity)::text as activity, array_agg(c.services)::text as services, array_agg(c.website)::text as website,
                    array_agg(c.status_id)::text as status_id, array_agg(c.created_at)::text as created_at,
                    array_agg(c.updated_at)::text as updated_at, array_agg(c.submitted_at)::text as submitted_at,
                    array_agg(c.deleted_at)::text as deleted_at, array_agg(coalesce(fc.n, 0))::text as files
               -- One aggregation over one scan: every array lists the companies in the same order.
               from inserted c join demo d on d.id = c.id left join file_counts fc on fc.company_id = c.id) fa`,
    params,
  );
  const companies = result?.companies ?? 0;
  const facts = result
    ? (Object.fromEntries(FACT_COLUMNS.map((column) => [column, result[`f_${column}`]])) as unknown as DemoCompanyFacts)
    : EMPTY_FACTS;
  return {
    companies,
    files: result?.files ?? 0,
    facts,
    nextCursor: companies && result?.last_k ? Number(result.last_k) + 1 : batch.cursor + size + SPARE(size),
  };
}
