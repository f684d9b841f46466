import { Migration } from '@mikro-orm/migrations';

/**
 * A verifier's decision binds to the submission they looked at: the company keeps the id of its
 * current submission and the version of its name and code, the verification read model a copy of
 * both (docs/company.md, docs/verification.md "Decisions"). Companies already submitted get an id
 * now, and their cases the same one, so decisions on them bind from the first day.
 */
export class Migration20261207110000_company_submission extends Migration {
  override name = 'Migration20261207110000_company_submission';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company" add column "submission_id" uuid null, add column "data_version" int not null default 0;`);
    this.addSql(
      `alter table "verification_company" add column "submission_id" uuid null, add column "data_version" int not null default 0;`,
    );
    this.addSql(`update "company" set "submission_id" = gen_random_uuid() where "submitted_at" is not null;`);
    this.addSql(`update "verification_company" v set "submission_id" = c."submission_id" from "company" c where c."id" = v."company_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "verification_company" drop column if exists "submission_id", drop column if exists "data_version";`);
    this.addSql(`alter table "company" drop column if exists "submission_id", drop column if exists "data_version";`);
  }
}
