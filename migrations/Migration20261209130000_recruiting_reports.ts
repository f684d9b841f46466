import { Migration } from '@mikro-orm/migrations';

/**
 * The hiring report's read model and indexes (src/recruiting/domain/report-indexes.ts and
 * queries/read/application-stay.entity.ts, written out here so this migration never changes after it
 * ran): `rc_application_stay`, one row per stay of an application in a stage, kept by a trigger on
 * the history and filled here from the history there is; the company's applications of a period and
 * its candidates' sources, each read without the table's rows.
 */
export class Migration20261209130000_recruiting_reports extends Migration {
  override name = 'Migration20261209130000_recruiting_reports';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rc_application_stay" ("id" bigserial primary key, "application_id" uuid not null, "company_id" uuid not null, "vacancy_id" uuid not null, "applied_at" timestamptz not null, "stage_id" uuid not null, "entered_at" timestamptz not null, "left_at" timestamptz null, "again" boolean not null);`,
    );
    this.addSql(`create index "rc_application_stay_application_index" on "rc_application_stay" ("application_id");`);
    this.addSql(
      `create index "rc_application_stay_period_idx" on "rc_application_stay" ("company_id", "applied_at") include ("vacancy_id", "stage_id", "entered_at", "left_at", "again");`,
    );
    this.addSql(
      `create index "rc_application_stay_vacancy_idx" on "rc_application_stay" ("company_id", "vacancy_id", "applied_at") include ("stage_id", "entered_at", "left_at", "again");`,
    );
    // Deferred to the commit: the command that opens an application writes it and its first move in
    // one flush, in whatever order the unit of work chooses; at the commit both are there.
    this.addSql(`create or replace function rc_application_stay_on_move() returns trigger language plpgsql as $$
begin
  update rc_application_stay set left_at = new.at where application_id = new.application_id and left_at is null;
  insert into rc_application_stay (application_id, company_id, vacancy_id, applied_at, stage_id, entered_at, left_at, again)
  select a.id, a.company_id, a.vacancy_id, a.created_at, new.to_stage_id, new.at, null,
         exists (select 1 from rc_application_stay s where s.application_id = a.id and s.stage_id = new.to_stage_id)
    from rc_application a where a.id = new.application_id;
  return null;
end $$;`);
    this.addSql(
      `create constraint trigger "rc_application_stay_on_move" after insert on "rc_application_move" deferrable initially deferred for each row execute function rc_application_stay_on_move();`,
    );
    this.addSql(`insert into rc_application_stay (application_id, company_id, vacancy_id, applied_at, stage_id, entered_at, left_at, again)
select m.application_id, a.company_id, a.vacancy_id, a.created_at, m.to_stage_id, m.at,
       lead(m.at) over (partition by m.application_id order by m.at, m.id),
       row_number() over (partition by m.application_id, m.to_stage_id order by m.at, m.id) > 1
  from rc_application_move m join rc_application a on a.id = m.application_id;`);
    this.addSql(
      `create index "rc_application_company_created_idx" on "rc_application" ("company_id", "created_at") include ("id", "vacancy_id", "candidate_id", "status", "rejection_reason_id", "closed_at");`,
    );
    this.addSql(`create index "rc_candidate_company_source_idx" on "rc_candidate" ("company_id", "id") include ("source");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "rc_candidate_company_source_idx";`);
    this.addSql(`drop index if exists "rc_application_company_created_idx";`);
    this.addSql(`drop trigger if exists "rc_application_stay_on_move" on "rc_application_move";`);
    this.addSql(`drop function if exists rc_application_stay_on_move();`);
    this.addSql(`drop table if exists "rc_application_stay";`);
  }
}
