import { Migration } from '@mikro-orm/migrations';

/**
 * The relay claims the oldest undelivered events (`order by id limit n`). Delivered rows are kept,
 * so without an index of the undelivered ones in id order the claim walked the primary key through
 * every delivered row first: 3.6 ms a claim at 20,000 rows, growing with the table.
 */
export class Migration20261207140000_outbox_pending_order extends Migration {
  override name = 'Migration20261207140000_outbox_pending_order';

  override up(): void | Promise<void> {
    this.addSql(`create index "outbox_pending_id_idx" on "outbox" ("id") where "dispatched_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "outbox_pending_id_idx";`);
  }
}
