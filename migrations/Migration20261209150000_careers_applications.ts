import { Migration } from '@mikro-orm/migrations';

/**
 * Applications made on the careers pages (docs/careers.md, "Applying"): each one's status link (the
 * token's hash, the page's language, the consent text's version, the withdrawal) and the
 * application's own source, which the board shows for an existing candidate who applied there.
 */
export class Migration20261209150000_careers_applications extends Migration {
  override name = 'Migration20261209150000_careers_applications';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rc_application" add column "source" varchar(16) null;`);
    this.addSql(
      `create table "rc_public_application" ("application_id" uuid not null, "company_id" uuid not null, "vacancy_id" uuid not null, "candidate_id" uuid not null, "token_hash" varchar(64) not null, "lang" varchar(2) not null, "consent_version" varchar(32) not null, "created_at" timestamptz not null, "withdrawn_at" timestamptz null, primary key ("application_id"));`,
    );
    this.addSql(`alter table "rc_public_application" add constraint "rc_public_application_token_unique" unique ("token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rc_public_application" cascade;`);
    this.addSql(`alter table "rc_application" drop column "source";`);
  }
}
