import { Migration } from '@mikro-orm/migrations';

/** The onboarding step of spec 001 §2 (issue 23): a reload on the Administrator step resumes there. */
export class Migration20261127003000_company_onboarding_step extends Migration {
  override name = 'Migration20261127003000_company_onboarding_step';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company" add "onboarding_step" smallint not null default 3;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company" drop column "onboarding_step";`);
  }
}
