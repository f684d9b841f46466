import { Migration } from '@mikro-orm/migrations';

/**
 * Quick search at a million cases (src/verification/read/search-indexes.ts and
 * read-model.entity.ts explain both): the names' three-character pieces with how many cases
 * contain each, filled here from the cases already known, and the narrow newest-first index a
 * common text is read through. The SQL is written out rather than imported, so this migration
 * never changes after it ran.
 */
export class Migration20261125172016_ver_search_trigrams extends Migration {
  override name = 'Migration20261125172016_ver_search_trigrams';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "verification_name_trigram" ("trigram" text not null, "companies" int not null default 0, primary key ("trigram"));`,
    );
    this.addSql(`insert into "verification_name_trigram" ("trigram", "companies")
      select t.trigram, count(*)::int from "verification_company" v
       cross join lateral (select distinct substr(v.name_lower, i, 3) as trigram from generate_series(1, char_length(v.name_lower) - 2) i) t
       group by t.trigram;`);
    this.addSql(`create index "verification_company_seq_search_idx" on "verification_company" ("seq") include ("name_lower", "code");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "verification_company_seq_search_idx";`);
    this.addSql(`drop table if exists "verification_name_trigram" cascade;`);
  }
}
