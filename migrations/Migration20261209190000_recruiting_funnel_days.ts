import { Migration } from '@mikro-orm/migrations';

/*
 * Recompute a company's funnel days from first to last (Kyiv days) from the source tables, written into
 * each trigger function (a function of its own would be a routine the schema's diff does not know).
 * The advisory lock keeps two commits of one company from interleaving their delete and insert; the
 * insert's snapshot is taken after it, so it sees the other's commit.
 */
const LOCK = (company: string) => `perform pg_advisory_xact_lock(hashtextextended('rc_funnel:' || ${company}::text, 0));`;
const refreshStays = (company: string, first: string, last: string) => `
  delete from rc_funnel_stay_day where company_id = ${company} and day between ${first} and ${last};
  insert into rc_funnel_stay_day (company_id, day, kind, step, bucket, name, position, stage_id, entered, stays)
  select ${company}, (st.applied_at at time zone 'Europe/Kyiv')::date, s.kind, case when s.kind = 'step' then lower(s.name) end,
         floor(extract(epoch from st.left_at - st.entered_at) / 8640)::int, min(s.name), min(s.position), min(s.id::text),
         count(*) filter (where not st.again), count(*)
    from rc_application_stay st join rc_stage s on s.id = st.stage_id
   where st.company_id = ${company}
     and st.applied_at >= (${first}::timestamp at time zone 'Europe/Kyiv') and st.applied_at < ((${last} + 1)::timestamp at time zone 'Europe/Kyiv')
   group by 2, 3, 4, 5;`;
const refreshApplications = (company: string, first: string, last: string) => `
  delete from rc_funnel_application_day where company_id = ${company} and day between ${first} and ${last};
  insert into rc_funnel_application_day (company_id, day, status, reason_id, source, count)
  select ${company}, (a.created_at at time zone 'Europe/Kyiv')::date, a.status, a.rejection_reason_id, c.source, count(*)
    from rc_application a join rc_candidate c on c.id = a.candidate_id and c.company_id = ${company}
   where a.company_id = ${company}
     and a.created_at >= (${first}::timestamp at time zone 'Europe/Kyiv') and a.created_at < ((${last} + 1)::timestamp at time zone 'Europe/Kyiv')
   group by 2, 3, 4, 5;`;

/**
 * The company's funnel by Kyiv day (docs/recruiting.md "Reports", "Which rollup"), so a year of a
 * company's report reads some 70,000 rows, not 285,000 stays and 100,000 applications:
 * - `rc_funnel_stay_day`: the stays of the applications begun that day, per funnel row (a fixed stage
 *   by kind, a step by its lowercased name) and tenth of a day, with the stage's name, position and id
 *   as the report shows them (their least, as the per-stay statement takes them);
 * - `rc_funnel_application_day`: the applications begun that day by status, reason and source.
 * Neither is updated by arithmetic: a change recomputes the days it touches from the source tables
 * (the statements below, in each trigger function), under a per-company advisory lock so two commits of one company never
 * interleave their delete and insert. Deferred to the commit like the stays' trigger, which the new
 * version of `rc_application_stay_on_move()` calls after it kept the stay. Filled here from what is there.
 * One vacancy's report keeps reading `rc_application_stay` (it has its own index and 500 rows).
 */
export class Migration20261209190000_recruiting_funnel_days extends Migration {
  override name = 'Migration20261209190000_recruiting_funnel_days';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rc_funnel_stay_day" ("id" bigserial primary key, "company_id" uuid not null, "day" date not null, "kind" varchar(255) not null, "step" text null, "bucket" int null, "name" varchar(255) null, "position" int not null, "stage_id" text not null, "entered" int not null, "stays" int not null);`,
    );
    this.addSql(
      `create index "rc_funnel_stay_day_idx" on "rc_funnel_stay_day" ("company_id", "day") include ("kind", "step", "bucket", "name", "position", "stage_id", "entered", "stays");`,
    );
    this.addSql(
      `create table "rc_funnel_application_day" ("id" bigserial primary key, "company_id" uuid not null, "day" date not null, "status" varchar(255) not null, "reason_id" int null, "source" varchar(255) not null, "count" int not null);`,
    );
    this.addSql(
      `create index "rc_funnel_application_day_idx" on "rc_funnel_application_day" ("company_id", "day") include ("status", "reason_id", "source", "count");`,
    );
    // A step renamed or moved changes the rows of the days its stays began on.
    this.addSql(`create index "rc_application_stay_stage_idx" on "rc_application_stay" ("stage_id") include ("company_id", "applied_at");`);
    // The stays' trigger as before (Migration20261209130000_recruiting_reports), then the day it touched.
    this.addSql(`create or replace function rc_application_stay_on_move() returns trigger language plpgsql as $$
declare
  app record;
begin
  update rc_application_stay set left_at = new.at where application_id = new.application_id and left_at is null;
  insert into rc_application_stay (application_id, company_id, vacancy_id, applied_at, stage_id, entered_at, left_at, again)
  select a.id, a.company_id, a.vacancy_id, a.created_at, new.to_stage_id, new.at, null,
         exists (select 1 from rc_application_stay s where s.application_id = a.id and s.stage_id = new.to_stage_id)
    from rc_application a where a.id = new.application_id;
  select company_id, (created_at at time zone 'Europe/Kyiv')::date as day into app from rc_application where id = new.application_id;
  if found then
    ${LOCK('app.company_id')}${refreshStays('app.company_id', 'app.day', 'app.day')}
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function rc_funnel_on_application() returns trigger language plpgsql as $$
declare
  new_day date := (new.created_at at time zone 'Europe/Kyiv')::date;
  old_day date;
begin
  if tg_op = 'UPDATE' and (old.company_id, old.created_at, old.status, old.rejection_reason_id, old.candidate_id)
       is not distinct from (new.company_id, new.created_at, new.status, new.rejection_reason_id, new.candidate_id) then
    return null;
  end if;
  ${LOCK('new.company_id')}${refreshApplications('new.company_id', 'new_day', 'new_day')}
  if tg_op = 'UPDATE' and (old.company_id, (old.created_at at time zone 'Europe/Kyiv')::date) is distinct from (new.company_id, new_day) then
    old_day := (old.created_at at time zone 'Europe/Kyiv')::date;
    ${LOCK('old.company_id')}${refreshApplications('old.company_id', 'old_day', 'old_day')}
  end if;
  return null;
end $$;`);
    this.addSql(
      `create constraint trigger "rc_funnel_on_application" after insert or update on "rc_application" deferrable initially deferred for each row execute function rc_funnel_on_application();`,
    );
    this.addSql(`create or replace function rc_funnel_on_candidate() returns trigger language plpgsql as $$
declare
  d date;
begin
  if old.source is not distinct from new.source then return null; end if;
  for d in select distinct (a.created_at at time zone 'Europe/Kyiv')::date from rc_application a where a.candidate_id = new.id loop
    ${LOCK('new.company_id')}${refreshApplications('new.company_id', 'd', 'd')}
  end loop;
  return null;
end $$;`);
    this.addSql(
      `create constraint trigger "rc_funnel_on_candidate" after update on "rc_candidate" deferrable initially deferred for each row execute function rc_funnel_on_candidate();`,
    );
    this.addSql(`create or replace function rc_funnel_on_stage() returns trigger language plpgsql as $$
declare
  d date;
begin
  if (old.name, old.position, old.kind) is not distinct from (new.name, new.position, new.kind) then return null; end if;
  for d in select distinct (st.applied_at at time zone 'Europe/Kyiv')::date from rc_application_stay st where st.stage_id = new.id loop
    ${LOCK('new.company_id')}${refreshStays('new.company_id', 'd', 'd')}
  end loop;
  return null;
end $$;`);
    this.addSql(
      `create constraint trigger "rc_funnel_on_stage" after update on "rc_stage" deferrable initially deferred for each row execute function rc_funnel_on_stage();`,
    );
    // Every company from what is there, in one statement each (nothing else writes yet: no lock).
    this.addSql(`insert into rc_funnel_stay_day (company_id, day, kind, step, bucket, name, position, stage_id, entered, stays)
select st.company_id, (st.applied_at at time zone 'Europe/Kyiv')::date, s.kind, case when s.kind = 'step' then lower(s.name) end,
       floor(extract(epoch from st.left_at - st.entered_at) / 8640)::int, min(s.name), min(s.position), min(s.id::text),
       count(*) filter (where not st.again), count(*)
  from rc_application_stay st join rc_stage s on s.id = st.stage_id
 group by 1, 2, 3, 4, 5;`);
    this.addSql(`insert into rc_funnel_application_day (company_id, day, status, reason_id, source, count)
select a.company_id, (a.created_at at time zone 'Europe/Kyiv')::date, a.status, a.rejection_reason_id, c.source, count(*)
  from rc_application a join rc_candidate c on c.id = a.candidate_id and c.company_id = a.company_id
 group by 1, 2, 3, 4, 5;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "rc_funnel_on_stage" on "rc_stage";`);
    this.addSql(`drop trigger if exists "rc_funnel_on_candidate" on "rc_candidate";`);
    this.addSql(`drop trigger if exists "rc_funnel_on_application" on "rc_application";`);
    this.addSql(`drop function if exists rc_funnel_on_stage(), rc_funnel_on_candidate(), rc_funnel_on_application();`);
    this.addSql(`create or replace function rc_application_stay_on_move() returns trigger language plpgsql as $$
begin
  update rc_application_stay set left_at = new.at where application_id = new.application_id and left_at is null;
  insert into rc_application_stay (application_id, company_id, vacancy_id, applied_at, stage_id, entered_at, left_at, again)
  select a.id, a.company_id, a.vacancy_id, a.created_at, new.to_stage_id, new.at, null,
         exists (select 1 from rc_application_stay s where s.application_id = a.id and s.stage_id = new.to_stage_id)
    from rc_application a where a.id = new.application_id;
  return null;
end $$;`);
    this.addSql(`drop index if exists "rc_application_stay_stage_idx";`);
    this.addSql(`drop table if exists "rc_funnel_application_day";`);
    this.addSql(`drop table if exists "rc_funnel_stay_day";`);
  }
}
