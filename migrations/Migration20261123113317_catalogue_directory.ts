import { Migration } from '@mikro-orm/migrations';

export class Migration20261123113317_catalogue_directory extends Migration {
  override name = 'Migration20261123113317_catalogue_directory';

  override up(): void | Promise<void> {
    // Trigram indexes serve the city, street and university search for any 3+ characters.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "catalogue_category" ("id" int not null, "code" varchar(80) not null, "names" jsonb not null, "sort" int not null default 0, primary key ("id"));`,
    );

    this.addSql(
      `create table "catalogue_position" ("id" serial primary key, "category_id" int not null, "code" varchar(80) null, "names" jsonb not null, "type" varchar(10) not null default 'global', "sort" int not null default 0, "owner_company_id" int null, "owner_user_id" uuid null, "created_at" timestamptz null);`,
    );
    // Local positions take ids above every id a data file gives (LOCAL_ID_BASE in catalogue.types.ts).
    this.addSql(`alter sequence "catalogue_position_id_seq" restart with 1000000;`);
    this.addSql(`create index "catalogue_position_category_idx" on "catalogue_position" ("category_id");`);

    this.addSql(
      `create table "catalogue_city" ("id" serial primary key, "code" varchar(19) not null, "kind" varchar(1) not null, "rank" smallint not null, "name_uk" varchar(120) not null, "name_en" varchar(160) not null, "description_uk" varchar(400) not null, "description_en" varchar(500) not null, "search_uk" varchar(120) not null, "search_en" varchar(160) not null);`,
    );
    this.addSql(`alter table "catalogue_city" add constraint "catalogue_city_code_unique" unique ("code");`);
    this.addSql(`create index "catalogue_city_search_uk_idx" on "catalogue_city" using gin ("search_uk" gin_trgm_ops);`);
    this.addSql(`create index "catalogue_city_search_en_idx" on "catalogue_city" using gin ("search_en" gin_trgm_ops);`);

    this.addSql(
      `create table "catalogue_competency" ("id" serial primary key, "position_id" int not null, "family" varchar(10) not null, "seed_key" varchar(20) null, "names" jsonb not null, "help" jsonb null, "type" varchar(10) not null default 'global', "sort" int not null default 0, "owner_company_id" int null, "owner_user_id" uuid null, "created_at" timestamptz null);`,
    );
    this.addSql(`create index "catalogue_competency_position_idx" on "catalogue_competency" ("position_id", "family");`);
    this.addSql(
      `alter table "catalogue_competency" add constraint "catalogue_competency_seed_unique" unique ("position_id", "family", "seed_key");`,
    );

    this.addSql(
      `create table "catalogue_street" ("id" serial primary key, "city_id" int not null, "name_ua" varchar(200) not null, "name_key" varchar(200) not null, "search_key" varchar(200) not null, "source" varchar(10) not null, "added_by_user_id" uuid null, "owner_company_id" int null, "created_at" timestamptz null);`,
    );
    this.addSql(`create index "catalogue_street_search_idx" on "catalogue_street" using gin ("search_key" gin_trgm_ops);`);
    this.addSql(`alter table "catalogue_street" add constraint "catalogue_street_city_name_unique" unique ("city_id", "name_key");`);

    this.addSql(
      `create table "catalogue_university" ("id" int not null, "names" jsonb not null, "city" varchar(100) null, "search_key" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "catalogue_university_search_idx" on "catalogue_university" using gin ("search_key" gin_trgm_ops);`);

    this.addSql(
      `create table "catalogue_seed_state" ("source" varchar(100) not null, "checksum" varchar(64) not null, "rows" int not null, "seeded_at" timestamptz not null, primary key ("source"));`,
    );

    this.addSql(
      `alter table "catalogue_option" add "help" jsonb null, add "owner_company_id" int null, add "owner_user_id" uuid null, add "created_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "catalogue_category" cascade;`);
    this.addSql(`drop table if exists "catalogue_position" cascade;`);
    this.addSql(`drop table if exists "catalogue_city" cascade;`);
    this.addSql(`drop table if exists "catalogue_competency" cascade;`);
    this.addSql(`drop table if exists "catalogue_street" cascade;`);
    this.addSql(`drop table if exists "catalogue_university" cascade;`);
    this.addSql(`drop table if exists "catalogue_seed_state" cascade;`);

    this.addSql(
      `alter table "catalogue_option" drop column "help", drop column "owner_company_id", drop column "owner_user_id", drop column "created_at";`,
    );
  }
}
