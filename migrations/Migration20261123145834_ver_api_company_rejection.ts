import { Migration } from '@mikro-orm/migrations';

export class Migration20261123145834_ver_api_company_rejection extends Migration {
  override name = 'Migration20261123145834_ver_api_company_rejection';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company" add "rejection_code" varchar(20) null, add "rejection_reason" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company" drop column "rejection_code", drop column "rejection_reason";`);
  }
}
