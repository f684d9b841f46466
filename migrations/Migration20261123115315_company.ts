import { Migration } from '@mikro-orm/migrations';

export class Migration20261123115315_company extends Migration {
  override name = 'Migration20261123115315_company';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_active_choice" ("session_id" uuid not null, "user_id" uuid not null, "company_id" uuid null, "chosen_at" timestamptz not null, primary key ("session_id"));`,
    );
    this.addSql(`create index "company_active_choice_user_id_index" on "company_active_choice" ("user_id");`);

    this.addSql(
      `create table "company" ("id" uuid not null, "name" varchar(255) not null, "company_brand" varchar(255) null, "code" varchar(8) not null, "employees" int null, "activity" int null, "services" text null, "website" varchar(255) null, "status_id" int not null default 1, "is_del" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, "submitted_at" timestamptz null, "deleted_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create unique index "company_live_code_unique" on "company" ("code") where "status_id" not in (3, 5);`);

    this.addSql(
      `create table "company_file" ("id" uuid not null, "company_id" uuid not null, "type" varchar(20) not null, "name" varchar(255) not null, "format" varchar(10) not null, "mime" varchar(100) not null, "size" int not null, "storage_key" varchar(64) not null, "uploaded_by" uuid not null, "uploaded_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "company_file_company_id_index" on "company_file" ("company_id");`);

    this.addSql(
      `create table "company_membership" ("id" uuid not null, "company_id" uuid not null, "user_id" uuid not null, "role" varchar(20) not null, "rights" jsonb not null, "status" varchar(20) not null default 'confirmed', "archived_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "company_membership_user_id_index" on "company_membership" ("user_id");`);
    this.addSql(
      `alter table "company_membership" add constraint "company_membership_company_user_unique" unique ("company_id", "user_id");`,
    );

    this.addSql(
      `alter table "company_file" add constraint "company_file_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "company_membership" add constraint "company_membership_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company_file" drop constraint "company_file_company_id_foreign";`);
    this.addSql(`alter table "company_membership" drop constraint "company_membership_company_id_foreign";`);

    this.addSql(`drop table if exists "company_active_choice" cascade;`);
    this.addSql(`drop table if exists "company" cascade;`);
    this.addSql(`drop table if exists "company_file" cascade;`);
    this.addSql(`drop table if exists "company_membership" cascade;`);
  }
}
