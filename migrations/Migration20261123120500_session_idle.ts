import { Migration } from '@mikro-orm/migrations';

export class Migration20261123120500_session_idle extends Migration {
  override name = 'Migration20261123120500_session_idle';

  override up(): void | Promise<void> {
    // Sessions open at upgrade time count as used now; new rows always carry their own value.
    this.addSql(`alter table "identity_session" add "last_seen_at" timestamptz not null default now();`);
    this.addSql(`alter table "identity_session" alter column "last_seen_at" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "identity_session" drop column "last_seen_at";`);
  }
}
