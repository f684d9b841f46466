import { Migration } from '@mikro-orm/migrations';

/**
 * The /jobs text filter (`search like '%…%'`, src/careers/queries/get-jobs.query.ts) through a
 * pg_trgm GIN index over the open postings' search text: a rare word reads the few matching rows
 * instead of every open posting. Partial on `state = 'open'`, which every list query names; gone
 * postings stay in the table for their 410 pages and need no entry. `fastupdate = off`: postings
 * are written seldom (by people opening and editing vacancies) and read on every search, and a
 * pending list (GIN's write buffer, flushed only by vacuum) makes the planner cost the index too
 * high: after 10,000 inserts it read every posting instead. pg_trgm ships with PostgreSQL's
 * contrib and earlier migrations create it already; asked again so this one stands alone.
 */
export class Migration20261210110000_careers_search_trigrams extends Migration {
  override name = 'Migration20261210110000_careers_search_trigrams';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "careers_posting_search_trgm_idx" on "careers_posting" using gin ("search" gin_trgm_ops) with (fastupdate = off) where "state" = 'open';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "careers_posting_search_trgm_idx";`);
  }
}
