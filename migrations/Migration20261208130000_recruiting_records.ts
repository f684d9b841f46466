import { Migration } from '@mikro-orm/migrations';

/**
 * What colleagues keep about candidates and the candidates' personal data: notes, tasks, CV files
 * (their text for the search), the company's recruiting settings, the record of each erasure and of
 * each retention warning; the candidates' `erased_at` and the search indexes (candidate-search.ts).
 */
export class Migration20261208130000_recruiting_records extends Migration {
  override name = 'Migration20261208130000_recruiting_records';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    // GIN indexes with the company first (a uuid beside the trigrams or the text's words).
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`alter table "rc_candidate" add column "erased_at" timestamptz null;`);
    // The search's indexes, as src/recruiting/domain/candidate-search.ts declares them (written out here
    // rather than imported, so this migration never changes after it ran).
    this.addSql(
      `create index "rc_candidate_search_trgm_idx" on "rc_candidate" using gin ("company_id", (replace(lower("name" || ' ' || "lname" || ' ' || "emails"::text || ' ' || "phones"::text || ' ' || "tags"::text), 'ё', 'е')) gin_trgm_ops);`,
    );
    this.addSql(`create index "rc_candidate_live_idx" on "rc_candidate" ("company_id", "created_at", "id") where "erased_at" is null;`);
    this.addSql(
      `create index "rc_candidate_lname_prefix_idx" on "rc_candidate" ("company_id", replace(lower("lname"), 'ё', 'е') text_pattern_ops);`,
    );
    this.addSql(
      `create index "rc_candidate_name_prefix_idx" on "rc_candidate" ("company_id", replace(lower("name"), 'ё', 'е') text_pattern_ops);`,
    );

    this.addSql(
      `create table "rc_note" ("id" uuid not null, "company_id" uuid not null, "candidate_id" uuid not null, "author_id" uuid not null, "text" text not null, "mentions" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "rc_note_candidate_index" on "rc_note" ("candidate_id", "created_at");`);

    this.addSql(
      `create table "rc_task" ("id" uuid not null, "company_id" uuid not null, "kind" varchar(8) not null, "title" varchar(200) not null, "due_date" varchar(10) not null, "assignee_id" uuid not null, "candidate_id" uuid null, "application_id" uuid null, "idle_since" timestamptz null, "created_by" uuid null, "created_at" timestamptz not null, "done_at" timestamptz null, "done_by" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "rc_task_assignee_index" on "rc_task" ("company_id", "assignee_id", "due_date");`);
    this.addSql(`create index "rc_task_candidate_index" on "rc_task" ("candidate_id");`);
    this.addSql(`alter table "rc_task" add constraint "rc_task_idle_period_unique" unique ("application_id", "idle_since");`);

    this.addSql(
      `create table "rc_candidate_file" ("id" uuid not null, "company_id" uuid not null, "candidate_id" uuid not null, "name" varchar(255) not null, "format" varchar(8) not null, "mime" varchar(100) not null, "size" int not null, "storage_key" varchar(64) not null, "text" text null, "text_vector" tsvector null, "text_state" varchar(8) not null, "added_by" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "rc_candidate_file_candidate_index" on "rc_candidate_file" ("candidate_id", "created_at");`);
    this.addSql(`create index "rc_candidate_file_vector_idx" on "rc_candidate_file" using gin ("company_id", "text_vector");`);

    this.addSql(
      `create table "rc_settings" ("company_id" uuid not null, "stale_days" int not null, "retention_months" int not null, "updated_by" uuid null, "updated_at" timestamptz not null, primary key ("company_id"));`,
    );
    this.addSql(
      `create table "rc_candidate_erasure" ("candidate_id" uuid not null, "company_id" uuid not null, "reason" varchar(16) not null, "by_user_id" uuid null, "removed" jsonb not null, "at" timestamptz not null, primary key ("candidate_id"));`,
    );
    this.addSql(`create index "rc_candidate_erasure_company_index" on "rc_candidate_erasure" ("company_id", "at");`);
    this.addSql(
      `create table "rc_retention_warning" ("candidate_id" uuid not null, "retain_until" timestamptz not null, "company_id" uuid not null, "warned_at" timestamptz not null, primary key ("candidate_id", "retain_until"));`,
    );
  }

  override down(): void | Promise<void> {
    for (const table of ['rc_retention_warning', 'rc_candidate_erasure', 'rc_settings', 'rc_candidate_file', 'rc_task', 'rc_note']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    for (const index of [
      'rc_candidate_live_idx',
      'rc_candidate_search_trgm_idx',
      'rc_candidate_lname_prefix_idx',
      'rc_candidate_name_prefix_idx',
    ]) {
      this.addSql(`drop index if exists "${index}";`);
    }
    this.addSql(`alter table "rc_candidate" drop column if exists "erased_at";`);
  }
}
