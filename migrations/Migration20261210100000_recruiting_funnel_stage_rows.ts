import { Migration } from '@mikro-orm/migrations';

/*
 * A step renamed or moved recounts only the funnel rows it can change, not whole days.
 *
 * A row of `rc_funnel_stay_day` is a (day, kind, step name lowercased, tenth of a day) of the company,
 * with the least name, position and id of the stages in it. A stage whose name, position or kind
 * changed can change only the rows of its group before the change (kind, old name) and after it
 * (kind, new name), on the days its stays began on: every other row counts other stages. So the
 * trigger deletes those rows and counts them again from the stays of the stages now in either
 * group, in one statement for all the days, instead of recounting every stay of each such day one
 * day at a time (Migration20261209190000_recruiting_funnel_days): renaming a step of a company with
 * a year of 100,000 applications read all its 285,000 stays, 365 statements, 3.2 s. Still a count
 * from the source tables, never arithmetic on the counters, under the same per-company advisory lock.
 */
const LOCK = `perform pg_advisory_xact_lock(hashtextextended('rc_funnel:' || new.company_id::text, 0));`;

export class Migration20261210100000_recruiting_funnel_stage_rows extends Migration {
  override name = 'Migration20261210100000_recruiting_funnel_stage_rows';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function rc_funnel_on_stage() returns trigger language plpgsql as $$
declare
  old_step text := case when old.kind = 'step' then lower(old.name) end;
  new_step text := case when new.kind = 'step' then lower(new.name) end;
  days date[];
begin
  if (old.name, old.position, old.kind) is not distinct from (new.name, new.position, new.kind) then return null; end if;
  select array_agg(distinct (st.applied_at at time zone 'Europe/Kyiv')::date) into days from rc_application_stay st where st.stage_id = new.id;
  if days is null then return null; end if;
  ${LOCK}
  delete from rc_funnel_stay_day d
   where d.company_id = new.company_id and d.day = any(days)
     and ((d.kind = old.kind and d.step is not distinct from old_step) or (d.kind = new.kind and d.step is not distinct from new_step));
  insert into rc_funnel_stay_day (company_id, day, kind, step, bucket, name, position, stage_id, entered, stays)
  select new.company_id, (st.applied_at at time zone 'Europe/Kyiv')::date, s.kind, case when s.kind = 'step' then lower(s.name) end,
         floor(extract(epoch from st.left_at - st.entered_at) / 8640)::int, min(s.name), min(s.position), min(s.id::text),
         count(*) filter (where not st.again), count(*)
    from rc_stage s join rc_application_stay st on st.stage_id = s.id
   where s.company_id = new.company_id
     and ((s.kind = old.kind and (case when s.kind = 'step' then lower(s.name) end) is not distinct from old_step)
       or (s.kind = new.kind and (case when s.kind = 'step' then lower(s.name) end) is not distinct from new_step))
     and (st.applied_at at time zone 'Europe/Kyiv')::date = any(days)
   group by 2, 3, 4, 5;
  return null;
end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create or replace function rc_funnel_on_stage() returns trigger language plpgsql as $$
declare
  d date;
begin
  if (old.name, old.position, old.kind) is not distinct from (new.name, new.position, new.kind) then return null; end if;
  for d in select distinct (st.applied_at at time zone 'Europe/Kyiv')::date from rc_application_stay st where st.stage_id = new.id loop
    ${LOCK}
  delete from rc_funnel_stay_day where company_id = new.company_id and day between d and d;
  insert into rc_funnel_stay_day (company_id, day, kind, step, bucket, name, position, stage_id, entered, stays)
  select new.company_id, (st.applied_at at time zone 'Europe/Kyiv')::date, s.kind, case when s.kind = 'step' then lower(s.name) end,
         floor(extract(epoch from st.left_at - st.entered_at) / 8640)::int, min(s.name), min(s.position), min(s.id::text),
         count(*) filter (where not st.again), count(*)
    from rc_application_stay st join rc_stage s on s.id = st.stage_id
   where st.company_id = new.company_id
     and st.applied_at >= (d::timestamp at time zone 'Europe/Kyiv') and st.applied_at < ((d + 1)::timestamp at time zone 'Europe/Kyiv')
   group by 2, 3, 4, 5;
  end loop;
  return null;
end $$;`);
  }
}
