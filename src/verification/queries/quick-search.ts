import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Lang } from '../../shared/i18n/lang.js';
import { NameSample } from '../read/name-sample.js';
import { nameKeySql } from '../read/search-indexes.js';
import { statusView, type NamedId } from './case-view.js';
import { findMatch, likeEscape, normalizeSearch, type SearchMatch } from './search-text.js';

/** What the header dropdown shows, and where counting stops ("1000+"). */
export const QUICK_LIMIT = 10;
export const COUNT_CAP = 1000;

export interface QuickSearchHit {
  id: string;
  name: string;
  code: string;
  status: NamedId;
  match: SearchMatch | null;
}

export interface QuickSearchAnswer {
  search_result: QuickSearchHit[];
  total: number;
  /** True when more than `total` companies match: the count stopped at COUNT_CAP. */
  total_capped: boolean;
}

export class QuickSearchVerificationQuery extends Query<QuickSearchAnswer> {
  constructor(
    readonly value: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

const HIT = `company_id, name, code, status_id`;
const KEY = nameKeySql('name_lower');
// Not prepared: how a pattern is best found depends on the pattern itself (a text in half of all
// names is found faster by reading an index in order than through the trigram index), so each is
// planned with its value. Planning costs a fraction of a millisecond.
export const STATEMENTS = {
  /**
   * Code prefix, in code order, with how many match (up to $2) in the same scan: the capped set is
   * read once, its size counted beside the first $3 rows.
   */
  code: `select ${HIT}, count(*) over ()::int as n
           from (select ${HIT} from verification_company where code like $1 || '%' order by code using ~<~ limit $2) m
          order by code using ~<~ limit $3`,
  /** The name (or the name without its legal form) starts with the text: b-tree ranges. */
  keyPrefix: `select ${HIT} from verification_company where ${KEY} like $1 || '%' order by ${KEY} using ~<~ limit $2`,
  namePrefix: `select ${HIT} from verification_company where name_lower like $1 || '%' order by name_lower using ~<~ limit $2`,
  /**
   * Two disjoint parts, each an index-only range scan in index order (the order keeps the planner on
   * the range: without it, it once filtered 60 000 entries of the other index for "п", 150 ms): the
   * name key starts with it; the name does and its key does not. The second is read only when the
   * first stays under the cap.
   */
  prefixCount: `select case when a.n >= $2 then a.n
                   else a.n + (select count(*) from (select 1 from verification_company
                                                      where name_lower like $1 || '%' and not (${KEY} like $1 || '%')
                                                      order by name_lower using ~<~ limit $2) b)::int end as n
              from (select count(*)::int as n from (select 1 from verification_company where ${KEY} like $1 || '%' order by ${KEY} using ~<~ limit $2) x) a`,
  /**
   * Any part of the name (3+ characters), newest first, with how many match (up to $2): the capped
   * set is found once and its first $4 rows read. A rare text comes from the pg_trgm index (then
   * sorted); a common one from reading `seq_search_idx` backwards until $2 hits are there, which
   * reads no table rows (search-indexes.ts). Digits that also start a code are counted there; $3
   * is '-' for any other text, which the planner folds away (no code test on every entry read).
   * `%MATCH%` and `%ORDER%` are containsMatch()'s: which way is the sample's choice, not the
   * planner's (it took "теплосервіс", 596 of a million names, for 9 092 and read the whole
   * newest-first index, 176 ms).
   */
  contains: `with m as materialized (
               select seq from verification_company
                where %MATCH% and ($3 = '-' or not (code like $3 || '%'))
                order by %ORDER% limit $2)
             select ${HIT}, (select count(*) from m)::int as n
               from verification_company
              where seq in (select seq from m order by seq desc limit $4)
              order by seq desc`,
  /**
   * The hits alone, newest first, for a text ($1, not escaped) known to be in more names than are
   * counted: strpos keeps the planner on the newest-first index, where ten hits come after at most
   * ten thousand entries even at 0.1% of a million names.
   */
  containsHits: `select ${HIT} from verification_company
                  where seq in (select seq from verification_company where strpos(name_lower, $1) > 0 order by seq desc limit $2)
                  order by seq desc`,
  /** In how many names a three-character text occurs (read-model.ts moveNameTrigrams). */
  trigramCount: `select companies from verification_name_trigram where trigram = $1`,
};

/** Words past this many add index work and rarely narrow the set further. */
const MAX_WORDS = 4;
/**
 * From this share of all names on (NameSample), a text is found by reading the newest-first index
 * until the count's cap (1001 / share entries, about 0.16 µs each), below it through the trigram
 * index (every match a table row to read and sort, about 2.5 µs each). The two cost the same near
 * 0.85% of a million cases; "фоп шевченко" (1%) took 16 ms one way and 22 to 29 ms the other.
 */
export const COMMON_SHARE = 0.008;

/**
 * The "contains" of STATEMENTS.contains and its values after its first four. A common text: strpos
 * on $1 (the text), which no index answers, so the newest-first index is read. Otherwise one word:
 * a LIKE on $1 (the escaped text); several: a LIKE per word of three letters or more (at most
 * MAX_WORDS), then the whole text by strpos. Split so, the trigram index reads only the words' own
 * pieces: for a text with spaces it would also read the pieces of word boundaries ("ко ", " о"),
 * which half of all names have ("коваленко олена": 7.4 -> 4.3 ms in the index on a million cases).
 */
export function containsMatch(text: string, common = false): { sql: string; order: string; words: string[] } {
  if (common) return { sql: 'strpos(name_lower, $1) > 0', order: 'seq desc', words: [] };
  // A rare text: its matches from the trigram index, then sorted. `seq + 0` is an order no index
  // gives, so the planner cannot choose to walk the newest-first index on a wrong estimate.
  const order = 'seq + 0 desc';
  const words = text.includes(' ')
    ? text
        .split(' ')
        .filter((word) => [...word].length >= 3)
        .slice(0, MAX_WORDS)
        .map(likeEscape)
    : [];
  if (words.length === 0) return { sql: `name_lower like '%' || $1 || '%'`, order, words };
  return {
    sql: `${words.map((_, i) => `name_lower like '%' || $${5 + i} || '%'`).join(' and ')} and strpos(name_lower, $1) > 0`,
    order,
    words,
  };
}

/** STATEMENTS.contains with containsMatch's parts in place. */
export function containsStatement(match: ReturnType<typeof containsMatch>): string {
  return STATEMENTS.contains.replace('%MATCH%', match.sql).replace('%ORDER%', match.order);
}

interface HitRecord {
  company_id: string;
  name: string;
  code: string;
  status_id: number;
}

/** Hits with the size of the capped set they came from (the same on every row). */
type CountedHit = HitRecord & { n: number };

function countOf(rows: CountedHit[]): number {
  return rows[0]?.n ?? 0;
}

/**
 * `searchVerificationCompany`: the header's quick search. Digits look up code prefixes first; text
 * of one or two characters matches the start of the name or of the name without its legal form
 * (a "contains" of one letter would match nearly everything), three and more any part of the
 * name, in any letter case, Cyrillic or Latin. Name-prefix hits come first, then other hits.
 * Counting stops at 1000 (`total_capped`), so a one-letter query costs no more than a rare one.
 */
@QueryHandler(QuickSearchVerificationQuery)
export class QuickSearchVerificationHandler implements IQueryHandler<QuickSearchVerificationQuery> {
  constructor(
    private readonly orm: MikroORM,
    private readonly sample: NameSample,
  ) {}

  private async rows<T>(text: string, values: unknown[]): Promise<T[]> {
    const pool = await this.orm.em.getConnection().getNativeClient();
    return (await pool.query(text, values)).rows as T[];
  }

  /**
   * "Contains" hits with how many match (up to `cap`). A text far more names hold than are counted
   * gets its newest hits alone: known exactly for three letters (the kept piece counts), else from
   * the name sample with a wide margin. Otherwise the sample says which way to search.
   */
  private async contains(text: string, pattern: string, cap: number, codePattern: string): Promise<CountedHit[]> {
    let common = false;
    if (codePattern === '-') {
      const known =
        [...text].length === 3 ? ((await this.rows<{ companies: number }>(STATEMENTS.trigramCount, [text]))[0]?.companies ?? 0) : 0;
      const judged = known > COUNT_CAP ? null : await this.sample.judge(text, COMMON_SHARE, COUNT_CAP);
      if (known > COUNT_CAP || judged?.beyondCap) {
        return (await this.rows<HitRecord>(STATEMENTS.containsHits, [text, QUICK_LIMIT])).map((row) => ({ ...row, n: cap }));
      }
      common = judged?.common === true;
    }
    const match = containsMatch(text, common);
    const first = common || match.words.length > 0 ? text : pattern;
    return this.rows<CountedHit>(containsStatement(match), [first, cap, codePattern, QUICK_LIMIT, ...match.words]);
  }

  async execute({ value, lang }: QuickSearchVerificationQuery): Promise<QuickSearchAnswer> {
    const text = normalizeSearch(value);
    if (!text) return { search_result: [], total: 0, total_capped: false };
    const pattern = likeEscape(text);
    const cap = COUNT_CAP + 1;
    const hits: HitRecord[] = [];
    let total = 0;
    // Code-only patterns never match anything when the text is not all digits (codes are digits).
    const codePattern = /^\d{1,8}$/.test(text) ? pattern : '-';

    if (codePattern !== '-') {
      const byCode = await this.rows<CountedHit>(STATEMENTS.code, [codePattern, cap, QUICK_LIMIT]);
      hits.push(...byCode);
      total += countOf(byCode);
    }
    if (text.length <= 2) {
      if (codePattern === '-') {
        const [byKey, byName] = await Promise.all([
          this.rows<HitRecord>(STATEMENTS.keyPrefix, [pattern, QUICK_LIMIT]),
          this.rows<HitRecord>(STATEMENTS.namePrefix, [pattern, QUICK_LIMIT]),
        ]);
        hits.push(...byKey, ...byName);
        total += (await this.rows<{ n: number }>(STATEMENTS.prefixCount, [pattern, cap]))[0]?.n ?? 0;
      }
    } else {
      // Independent reads: on two pooled connections at once.
      const [byKey, contained] = await Promise.all([
        codePattern === '-' ? this.rows<HitRecord>(STATEMENTS.keyPrefix, [pattern, QUICK_LIMIT]) : [],
        total < cap ? this.contains(text, pattern, cap - total, codePattern) : [],
      ]);
      hits.push(...byKey, ...contained);
      total += countOf(contained);
    }

    const seen = new Set<string>();
    const unique = hits.filter((hit) => !seen.has(hit.company_id) && seen.add(hit.company_id)).slice(0, QUICK_LIMIT);
    return {
      search_result: unique.map((hit) => ({
        id: hit.company_id,
        name: hit.name,
        code: hit.code,
        status: statusView(hit.status_id, lang),
        match:
          codePattern !== '-' && hit.code.startsWith(text) ? { field: 'code', start: 0, length: text.length } : findMatch(hit.name, text),
      })),
      total: Math.min(total, COUNT_CAP),
      total_capped: total > COUNT_CAP,
    };
  }
}
