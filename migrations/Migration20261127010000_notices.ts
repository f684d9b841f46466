import { Migration } from '@mikro-orm/migrations';

/**
 * The notification centre (src/notices): every user's in-app notifications, their choice of
 * channels per kind, and the owner and name of each company as the company events tell them.
 * Companies registered before this migration are filled from the company table once, so their
 * owners hear of later decisions too; afterwards only the events write it.
 */
export class Migration20261127010000_notices extends Migration {
  override name = 'Migration20261127010000_notices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notice" ("id" bigserial primary key, "user_id" uuid not null, "kind" varchar(40) not null, "params" jsonb not null, "link" varchar(300) null, "event_id" uuid not null, "created_at" timestamptz not null, "read_at" timestamptz null);`,
    );
    this.addSql(`create index "notice_user_id_created_at_index" on "notice" ("user_id", "created_at");`);
    this.addSql(`alter table "notice" add constraint "notice_event_id_user_id_kind_unique" unique ("event_id", "user_id", "kind");`);
    this.addSql(
      `create table "notice_preference" ("user_id" uuid not null, "kind" varchar(40) not null, "email" boolean not null, "in_app" boolean not null, primary key ("user_id", "kind"));`,
    );
    this.addSql(
      `create table "notice_company" ("company_id" uuid not null, "owner_id" uuid not null, "name" varchar(300) not null, primary key ("company_id"));`,
    );
    this.addSql(`insert into "notice_company" ("company_id", "owner_id", "name")
      select c.id, m.user_id, c.name from "company" c join "company_membership" m on m.company_id = c.id and m.role = 'owner' and m.status = 'confirmed'
      on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notice_company" cascade;`);
    this.addSql(`drop table if exists "notice_preference" cascade;`);
    this.addSql(`drop table if exists "notice" cascade;`);
  }
}
