import { Migration } from '@mikro-orm/migrations';

/** Messages stored by the transaction that made them (issue 22): sent whatever happens to Redis after the commit. */
export class Migration20261127010000_notification_message extends Migration {
  override name = 'Migration20261127010000_notification_message';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notification_message" ("id" varchar(200) not null, "channel" varchar(10) not null, "template" varchar(100) not null, "recipient" varchar(320) not null, "lang" varchar(5) not null, "vars" jsonb not null, "sealed" text null, "status" varchar(20) not null, "expires_at" timestamptz not null, "next_check_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "notification_message_due_idx" on "notification_message" ("next_check_at") where "status" = 'pending';`);
    this.addSql(`create index "notification_message_expires_idx" on "notification_message" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_message" cascade;`);
  }
}
