import { Migration } from '@mikro-orm/migrations';

export class Migration20261123155659_prof_api_profiling extends Migration {
  override name = 'Migration20261123155659_prof_api_profiling';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "profiling_company_profile" ("company_id" uuid not null, "step" int not null default 1, "completed_at" timestamptz null, "manager_surname" varchar(100) null, "manager_first_name" varchar(100) null, "manager_middle_name" varchar(100) null, "s_workers" int null, "s_organizational_structure" int null, "tel" varchar(20) null, "email" varchar(255) null, "website" varchar(500) null, "socials" jsonb not null default '[]', "registered_office" jsonb null, "actual_office" jsonb null, "other_offices" jsonb not null default '[]', "s_selection_stages" jsonb not null default '[]', "training" boolean not null default true, "s_training" jsonb not null default '[]', "mission" text null, "s_values" jsonb not null default '[]', "s_competence" jsonb not null default '[]', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("company_id"));`,
    );

    this.addSql(
      `create table "profiling_department" ("id" uuid not null, "company_id" uuid not null, "list_item_id" int null, "name" varchar(200) not null, "name_key" varchar(200) not null, "manager_position" varchar(200) null, "manager_surname" varchar(100) null, "manager_name" varchar(100) null, "manager_middle_name" varchar(100) null, "addresses" jsonb not null default '[]', "sort" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "profiling_department_company_id_index" on "profiling_department" ("company_id");`);
    this.addSql(`alter table "profiling_department" add constraint "profiling_department_name_unique" unique ("company_id", "name_key");`);

    this.addSql(
      `create table "profiling_policy_file" ("id" uuid not null, "company_id" uuid not null, "name" varchar(255) not null, "format" varchar(10) not null, "mime" varchar(100) not null, "size" int not null, "storage_key" varchar(64) not null, "uploaded_by" uuid not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "profiling_policy_file_company_id_index" on "profiling_policy_file" ("company_id");`);
    this.addSql(`create unique index "profiling_policy_file_name_unique" on "profiling_policy_file" ("company_id", lower("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "profiling_company_profile" cascade;`);
    this.addSql(`drop table if exists "profiling_department" cascade;`);
    this.addSql(`drop table if exists "profiling_policy_file" cascade;`);
  }
}
