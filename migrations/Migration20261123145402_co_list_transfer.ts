import { Migration } from '@mikro-orm/migrations';

export class Migration20261123145402_co_list_transfer extends Migration {
  override name = 'Migration20261123145402_co_list_transfer';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_transfer" ("id" uuid not null, "company_id" uuid not null, "from_user_id" uuid not null, "to_user_id" uuid not null, "to_email" varchar(255) not null, "option" varchar(20) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "company_transfer" add constraint "company_transfer_company_unique" unique ("company_id");`);
    this.addSql(`create index "company_transfer_from_user_id_index" on "company_transfer" ("from_user_id");`);
    this.addSql(`alter table "company_transfer" add constraint "company_transfer_token_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "company_transfer" add constraint "company_transfer_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_transfer" cascade;`);
  }
}
