import { Migration } from '@mikro-orm/migrations';

export class Migration20261123125708_company_members extends Migration {
  override name = 'Migration20261123125708_company_members';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_action_code" ("id" uuid not null, "company_id" uuid not null, "user_id" uuid not null, "action" varchar(10) not null, "phone" varchar(10) not null, "code_hash" varchar(255) not null, "attempts" int not null default 0, "created_at" timestamptz not null, "expires_at" timestamptz not null, "consumed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "company_action_code_lookup" on "company_action_code" ("user_id", "company_id", "action");`);

    this.addSql(
      `alter table "company_membership" add "invite_token_hash" varchar(64) null, add "invite_expires_at" timestamptz null, add "invited_by" uuid null;`,
    );
    this.addSql(`alter table "company_membership" add constraint "company_membership_invite_token_unique" unique ("invite_token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_action_code" cascade;`);

    this.addSql(`alter table "company_membership" drop constraint "company_membership_invite_token_unique";`);
    this.addSql(
      `alter table "company_membership" drop column "invite_token_hash", drop column "invite_expires_at", drop column "invited_by";`,
    );
  }
}
