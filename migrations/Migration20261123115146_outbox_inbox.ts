import { Migration } from '@mikro-orm/migrations';

export class Migration20261123115146_outbox_inbox extends Migration {
  override name = 'Migration20261123115146_outbox_inbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox_inbox" ("event_id" uuid not null, "handler" varchar(200) not null, "processed_at" timestamptz not null, primary key ("event_id", "handler"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox_inbox" cascade;`);
  }
}
