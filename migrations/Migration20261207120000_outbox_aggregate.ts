import { Migration } from '@mikro-orm/migrations';

/**
 * The aggregate each outbox event belongs to, so the relay can run different aggregates' events in
 * parallel and one aggregate's in order. Rows written before it keep a null: they are ordered with
 * nothing, as no aggregate can be told from them.
 */
export class Migration20261207120000_outbox_aggregate extends Migration {
  override name = 'Migration20261207120000_outbox_aggregate';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox" add column "aggregate_id" text null;`);
    this.addSql(`create index "outbox_aggregate_pending_idx" on "outbox" ("aggregate_id", "id") where "dispatched_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "outbox_aggregate_pending_idx";`);
    this.addSql(`alter table "outbox" drop column if exists "aggregate_id";`);
  }
}
