import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023746_initial extends Migration {
  override name = 'Migration20261122023746_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "dev_captured_message" ("id" bigserial primary key, "channel" varchar(10) not null, "to" varchar(320) not null, "to_key" varchar(320) not null, "subject" varchar(500) null, "text" text not null, "html" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "dev_captured_message_to_key_index" on "dev_captured_message" ("to_key");`);

    this.addSql(
      `create table "notification_delivery" ("id" bigserial primary key, "job_id" varchar(200) not null, "channel" varchar(10) not null, "recipient" varchar(320) not null, "template" varchar(100) not null, "lang" varchar(5) not null, "status" varchar(20) not null, "attempts" int not null default 0, "provider_id" varchar(200) null, "error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "notification_delivery" add constraint "notification_delivery_job_id_unique" unique ("job_id");`);
    this.addSql(`create index "notification_delivery_recipient_index" on "notification_delivery" ("recipient");`);

    this.addSql(
      `create table "outbox" ("id" bigserial primary key, "event_id" uuid not null, "type" varchar(200) not null, "payload" jsonb not null, "occurred_at" timestamptz not null, "available_at" timestamptz not null, "dispatched_at" timestamptz null, "attempts" int not null default 0, "last_error" text null);`,
    );
    this.addSql(`alter table "outbox" add constraint "outbox_event_id_unique" unique ("event_id");`);
    this.addSql(`create index "outbox_pending_idx" on "outbox" ("available_at", "id") where "dispatched_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "dev_captured_message" cascade;`);
    this.addSql(`drop table if exists "notification_delivery" cascade;`);
    this.addSql(`drop table if exists "outbox" cascade;`);
  }
}
