import { Migration } from '@mikro-orm/migrations';

export class Migration20261125112542_prof_vacancy extends Migration {
  override name = 'Migration20261125112542_prof_vacancy';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "profiling_vacancy" ("id" uuid not null, "company_id" uuid not null, "number" int not null, "author_user_id" uuid not null, "status" varchar(16) not null default 'draft', "step" int not null default 0, "name" varchar(200) not null, "values" jsonb not null, "published_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "profiling_vacancy_company_status_index" on "profiling_vacancy" ("company_id", "status");`);
    this.addSql(`alter table "profiling_vacancy" add constraint "profiling_vacancy_number_unique" unique ("company_id", "number");`);

    this.addSql(
      `create table "profiling_vacancy_approver" ("vacancy_id" uuid not null, "user_id" uuid not null, "decision" varchar(16) null, "comment" text null, "requested_at" timestamptz not null, "answered_at" timestamptz null, primary key ("vacancy_id", "user_id"));`,
    );
    this.addSql(`create index "profiling_vacancy_approver_user_id_index" on "profiling_vacancy_approver" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "profiling_vacancy" cascade;`);
    this.addSql(`drop table if exists "profiling_vacancy_approver" cascade;`);
  }
}
