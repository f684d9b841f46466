import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

/** Names held per API process (about 1 MB): a share of 0.8% shows as about 160 of them. */
export const SAMPLE_SIZE = 20_000;
/**
 * A sample's say-so that a text is in more than a count's cap of names needs this many hits and
 * this margin: 100 hits of 20 000 standing for 5 000+ names of a million leave no real chance that
 * 1 000 or fewer hold it (the sample would have had to be off fivefold at a hundred hits).
 */
export const SURE_HITS = 100;
export const BEYOND_MARGIN = 5;
/** How old a sample may get before a search reads a fresh one (in the background). */
export const SAMPLE_MAX_AGE_MS = 5 * 60_000;

/**
 * A random sample of the cases' lower-cased names, to tell how common a search text is before
 * choosing how to find it. PostgreSQL's own estimate multiplies the shares of a text's words as if
 * they were independent: "фоп шевченко" (1% of the demo names) was planned as 0.1%, through the
 * trigram index and 9 883 table rows (77 ms), where reading the newest-first index until enough
 * hits are there takes a few milliseconds. A table up to SAMPLE_SIZE rows is read whole (exact).
 */
@Injectable()
export class NameSample {
  private readonly logger = new Logger(NameSample.name);
  /** The sample's names joined by line feeds (no name holds one): one string search per question. */
  private joined = '';
  private size = 0;
  /** The table's estimated rows when the sample is a sample; null when the table was read whole. */
  private tableRows: number | null = null;
  private readAt = 0;
  private reading: Promise<void> | null = null;

  constructor(private readonly orm: MikroORM) {}

  /**
   * What the sample says of `text`: `common` when at least `commonShare` (0..1) of the names hold
   * it; `beyondCap` when, from a sample of a larger table, at least SURE_HITS names hold it and
   * they stand for BEYOND_MARGIN times `cap` names or more (a count that stops at `cap` would stop
   * there: no need to count). Null when no sample could be read. One search through the joined
   * sample that stops once both are decided: a common text costs microseconds, a rare one a pass
   * over about a megabyte. Occurrences, not names: a name holding the text twice counts twice.
   */
  async judge(text: string, commonShare: number, cap: number): Promise<{ common: boolean; beyondCap: boolean } | null> {
    if (Date.now() - this.readAt > SAMPLE_MAX_AGE_MS) {
      this.reading ??= this.read().finally(() => (this.reading = null));
      // The first search of a process waits for its sample; later ones use the one they have.
      if (this.readAt === 0) await this.reading;
    }
    if (this.size === 0 || text.length === 0 || text.includes('\n')) return null;
    const commonHits = Math.max(1, Math.ceil(commonShare * this.size - 1e-9));
    const beyondHits =
      this.tableRows === null ? Infinity : Math.max(SURE_HITS, Math.ceil((BEYOND_MARGIN * cap * this.size) / this.tableRows));
    const enough = Math.max(commonHits, beyondHits === Infinity ? 0 : beyondHits);
    let found = 0;
    for (let at = this.joined.indexOf(text); at !== -1 && found < enough; at = this.joined.indexOf(text, at + text.length)) found += 1;
    return { common: found >= commonHits, beyondCap: found >= beyondHits };
  }

  private async read(): Promise<void> {
    try {
      const pool = await this.orm.em.getConnection().getNativeClient();
      const [table] = (
        await pool.query<{ rows: number }>(`select reltuples::float8 as rows from pg_class where oid = 'verification_company'::regclass`)
      ).rows;
      const estimated = table?.rows ?? -1;
      // Pages chosen at random, rows within a page as they lie; enough pages for SAMPLE_SIZE rows.
      const percent = estimated > SAMPLE_SIZE * 2 ? Math.min(100, (SAMPLE_SIZE * 120) / estimated) : null;
      const { rows } = await pool.query<{ name_lower: string }>(
        percent === null
          ? 'select name_lower from verification_company limit $1'
          : `select name_lower from verification_company tablesample system (${percent.toFixed(4)}) limit $1`,
        [SAMPLE_SIZE],
      );
      this.joined = rows.map((row) => row.name_lower).join('\n');
      this.size = rows.length;
      this.tableRows = percent === null ? null : estimated;
    } catch (error) {
      // Searches still work without it: the planner chooses alone.
      this.logger.warn(`No name sample: ${(error as Error).message}`);
    } finally {
      this.readAt = Date.now();
    }
  }
}
