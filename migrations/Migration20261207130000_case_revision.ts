import { Migration } from '@mikro-orm/migrations';

/**
 * The case revision: moved by every change of a verification case (claims, comments, decisions and
 * the projections of company events), beside the decision `version`. The verifier's commands answer
 * it and the live `verification.changed` message carries it, so a back office recognises the echo
 * of its own change. Existing cases start at 0.
 */
export class Migration20261207130000_case_revision extends Migration {
  override name = 'Migration20261207130000_case_revision';

  override up(): void | Promise<void> {
    this.addSql(`alter table "verification_company" add column "revision" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "verification_company" drop column if exists "revision";`);
  }
}
