import { Migration } from '@mikro-orm/migrations';

export class Migration20261123145400_perf_catalogue_version extends Migration {
  override name = 'Migration20261123145400_perf_catalogue_version';

  override up(): void | Promise<void> {
    this.addSql(`create table "catalogue_version" ("id" smallint primary key, "version" bigint not null default '0');`);
    this.addSql(`insert into "catalogue_version" ("id", "version") values (1, 0);`);

    this.addSql(
      `create or replace function "catalogue_option_catalogue_option_version_fn"() returns trigger as $$ begin insert into catalogue_version (id, version) values (1, 1) on conflict (id) do update set version = catalogue_version.version + 1; return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_option_version" AFTER INSERT OR UPDATE OR DELETE on "catalogue_option" for each STATEMENT execute function "catalogue_option_catalogue_option_version_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "catalogue_version" cascade;`);

    this.addSql(`drop trigger if exists "catalogue_option_version" on "catalogue_option";`);
    this.addSql(`drop function if exists "catalogue_option_catalogue_option_version_fn"();`);
  }
}
