import { Migration } from '@mikro-orm/migrations';

export class Migration20261123145107_ver_api_read_model extends Migration {
  override name = 'Migration20261123145107_ver_api_read_model';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "verification_comment" ("id" bigserial primary key, "company_id" uuid not null, "author_id" uuid not null, "author_name" text not null, "text" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "verification_comment_company_idx" on "verification_comment" ("company_id");`);

    this.addSql(
      `create table "verification_company" ("company_id" uuid not null, "name" text not null, "brand" text null, "code" char(8) not null, "activity_id" int null, "employees_id" int null, "services" text null, "website" text null, "owner_id" uuid not null, "status_id" smallint not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "submitted_at" timestamptz null, "due_at" timestamptz null, "files_count" int not null default 0, "assignee_id" uuid null, "assignee_name" text null, "name_lower" text not null, "version" int not null default 0, "seq" bigserial, primary key ("company_id"));`,
    );
    this.addSql(`create index "verification_company_overdue_idx" on "verification_company" ("due_at") where "status_id" = 2;`);

    this.addSql(`create table "verification_counter" ("key" text not null, "value" bigint not null default '0', primary key ("key"));`);

    this.addSql(
      `create table "verification_history" ("id" bigserial primary key, "company_id" uuid not null, "event_id" uuid not null, "kind" text not null, "actor_id" uuid null, "actor_name" text null, "at" timestamptz not null, "details" jsonb not null);`,
    );
    this.addSql(`alter table "verification_history" add constraint "verification_history_event_id_unique" unique ("event_id");`);
    this.addSql(`create index "verification_history_company_at_idx" on "verification_history" ("company_id", "at", "id");`);

    // Companies registered before the context existed: their current state, without history (the
    // events that made them were dispatched before any projection listened). Owners from memberships.
    this.addSql(`insert into "verification_company" ("company_id", "name", "brand", "code", "activity_id", "employees_id", "services", "website", "owner_id", "status_id", "created_at", "updated_at", "submitted_at", "due_at", "files_count", "name_lower")
      select c."id", c."name", c."company_brand", c."code", c."activity", c."employees", c."services", c."website", m."user_id",
             case when c."is_del" then 5 else c."status_id" end, c."created_at", c."updated_at", c."submitted_at",
             case when c."status_id" = 2 and not c."is_del" then c."submitted_at" + interval '120 minutes' end,
             (select count(*) from "company_file" f where f."company_id" = c."id" and f."type" = 'edr'), lower(c."name")
        from "company" c join "company_membership" m on m."company_id" = c."id" and m."role" = 'owner'
       order by c."created_at", c."id";`);
    this.addSql(`insert into "verification_counter" ("key", "value")
      select k, (select count(*) from "verification_company" v where s is null or v."status_id" = s)
        from (values ('all', null::smallint), ('UnderConsideration', 2), ('active', 4), ('reject', 3), ('deleted', 5)) t(k, s);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "verification_comment" cascade;`);
    this.addSql(`drop table if exists "verification_company" cascade;`);
    this.addSql(`drop table if exists "verification_counter" cascade;`);
    this.addSql(`drop table if exists "verification_history" cascade;`);
  }
}
