import { Migration } from '@mikro-orm/migrations';

/**
 * Openings of vacancies (recruiting's `rc_opening`) and the careers read model (src/careers/read/posting.entity.ts): one row per opening that was ever
 * public (`open`, later `gone`), and one per verified employer, each with its views in ru, uk, en.
 */
export class Migration20261209140000_careers extends Migration {
  override name = 'Migration20261209140000_careers';

  override up(): void | Promise<void> {
    // The day a company was verified, for its public "verified employer" mark; companies verified
    // before the column existed take their last change as the nearest known moment.
    this.addSql(`alter table "company" add column "verified_at" timestamptz null;`);
    this.addSql(`update "company" set "verified_at" = "updated_at" where "status_id" = 4;`);
    // Recruiting's openings of published vacancies (src/recruiting/domain/opening.entity.ts).
    this.addSql(
      `create table "rc_opening" ("vacancy_id" uuid not null, "company_id" uuid not null, "valid_through" varchar(10) not null, "is_public" boolean not null, "opened_at" timestamptz not null, "opened_by" uuid not null, "closed_at" timestamptz null, "closed_by" uuid null, primary key ("vacancy_id"));`,
    );
    this.addSql(`create index "rc_opening_company_index" on "rc_opening" ("company_id");`);
    this.addSql(
      `create table "careers_posting" ("vacancy_id" uuid not null, "company_id" uuid not null, "state" varchar(8) not null, "valid_through" varchar(10) not null, "posted_at" timestamptz not null, "employment_type" int null, "remote" boolean not null, "city_ids" jsonb not null, "search" text not null, "views" jsonb not null, "updated_at" timestamptz not null, primary key ("vacancy_id"));`,
    );
    this.addSql(`create index "careers_posting_list_idx" on "careers_posting" ("state", "posted_at", "vacancy_id");`);
    this.addSql(`create index "careers_posting_company_idx" on "careers_posting" ("company_id", "state");`);
    this.addSql(
      `create table "careers_employer" ("company_id" uuid not null, "verified_at" varchar(10) not null, "views" jsonb not null, "updated_at" timestamptz not null, primary key ("company_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "careers_employer";`);
    this.addSql(`drop table if exists "careers_posting";`);
    this.addSql(`drop table if exists "rc_opening";`);
    this.addSql(`alter table "company" drop column if exists "verified_at";`);
  }
}
