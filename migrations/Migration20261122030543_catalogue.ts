import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030543_catalogue extends Migration {
  override name = 'Migration20261122030543_catalogue';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "catalogue_option" ("id" serial primary key, "list" varchar(50) not null, "item_id" int not null, "code" varchar(50) not null, "names" jsonb not null, "type" varchar(10) not null default 'global', "sort" int not null default 0);`,
    );
    this.addSql(`alter table "catalogue_option" add constraint "catalogue_option_list_item_unique" unique ("list", "item_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "catalogue_option" cascade;`);
  }
}
