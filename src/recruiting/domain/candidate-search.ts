/*
 * The candidates' search (get_candidates' `query`, the header's quick search): what a typed text
 * finds and the indexes that find it fast (docs/recruiting.md, "Search"; bench/recruiting-search.mjs).
 * Pure: it builds SQL text and parameters, the queries run it.
 *
 * - Name, surname, e-mails, phones and tags are one text per candidate, folded to lower case with
 *   "ё" as "е" (SEARCH_TEXT_SQL), under a pg_trgm GIN index: each typed word of 3 characters and more
 *   is found anywhere in it ("петр" finds "Петренко", "gmail" an address, "0991234" a phone).
 *   Shorter input (1–2 characters) is the start of the surname or the name, by prefix b-trees.
 * - A phone typed any way ("+38 (099) 123-45-67") is searched by its digits.
 * - CV text: PostgreSQL full text, configuration `simple` (no stemming: Ukrainian has no dictionary
 *   in PostgreSQL, and CVs mix languages), every word as a prefix ("менедж" finds "менеджер"), from
 *   a stored vector under a GIN index with the company first.
 * Both sides are one `id in (... union ...)`, so each uses its own index; the count and the page
 * read the same condition.
 */

/** Longest query looked at: past it the rest is ignored (a pasted paragraph finds nothing more). */
export const SEARCH_QUERY_MAX = 100;
/** Words looked at, and the shortest one the trigram index serves. */
const MAX_WORDS = 6;
const TRIGRAM_MIN = 3;

/** The folded text of a candidate's row (alias `c`), written once so the index and the queries match exactly. */
export function searchTextSql(alias?: string): string {
  const c = (column: string) => (alias ? `${alias}.${column}` : `"${column}"`);
  return `replace(lower(${c('name')} || ' ' || ${c('lname')} || ' ' || ${c('emails')}::text || ' ' || ${c('phones')}::text || ' ' || ${c('tags')}::text), 'ё', 'е')`;
}

/**
 * The full-text vector of a CV's text as `rc_candidate_file.text_vector` stores it (written with the
 * text, saveCvText): kept in a column, not computed in the index, because a common word finds
 * thousands of CVs, and a bitmap that big rechecks its rows: recomputing each vector took seconds.
 */
export const CV_VECTOR_SQL = (text: string) => `to_tsvector('simple', coalesce(${text}, ''))`;

const prefixSql = (alias: string | undefined, column: 'name' | 'lname') =>
  `replace(lower(${alias ? `${alias}.${column}` : `"${column}"`}), 'ё', 'е')`;

/** The indexes of rc_candidate the search uses (declared in the entity, created by the migration). */
export const CANDIDATE_SEARCH_INDEXES: Array<{ name: string; expression: string }> = [
  {
    // The live candidates of a company newest first, with their id: the list's count is read from
    // the index alone and its page walks it (a common word's page too, below).
    name: 'rc_candidate_live_idx',
    expression: `create index "rc_candidate_live_idx" on "rc_candidate" ("company_id", "created_at", "id") where "erased_at" is null`,
  },
  {
    // With the company first (btree_gin), so a word common among all companies' candidates reads
    // only this company's entries.
    name: 'rc_candidate_search_trgm_idx',
    expression: `create index "rc_candidate_search_trgm_idx" on "rc_candidate" using gin ("company_id", (${searchTextSql()}) gin_trgm_ops)`,
  },
  {
    name: 'rc_candidate_lname_prefix_idx',
    expression: `create index "rc_candidate_lname_prefix_idx" on "rc_candidate" ("company_id", ${prefixSql(undefined, 'lname')} text_pattern_ops)`,
  },
  {
    name: 'rc_candidate_name_prefix_idx',
    expression: `create index "rc_candidate_name_prefix_idx" on "rc_candidate" ("company_id", ${prefixSql(undefined, 'name')} text_pattern_ops)`,
  },
];

/** The index of rc_candidate_file's text. */
export const CANDIDATE_SEARCH_FILE_INDEXES: Array<{ name: string; expression: string }> = [
  {
    name: 'rc_candidate_file_vector_idx',
    expression: `create index "rc_candidate_file_vector_idx" on "rc_candidate_file" using gin ("company_id", "text_vector")`,
  },
];

/** What a typed query means, before any SQL. */
export interface ParsedQuery {
  /** Folded pieces each of which must be found in the candidate's text. */
  words: string[];
  /** Words for the CV's full text (letters and digits only), each taken as a prefix; empty: CVs are not searched. */
  cvWords: string[];
  /** 1–2 characters only: the start of the surname or name. */
  prefix: string | null;
}

export const fold = (text: string): string => text.toLocaleLowerCase('uk').replace(/ё/g, 'е');

/** Digits of a typed phone, when the query is one (digits and phone punctuation only, at least 3 digits). */
function phoneDigits(query: string): string | null {
  if (!/^[\d\s+()\-.]+$/.test(query)) return null;
  const digits = query.replace(/\D/g, '');
  return digits.length >= TRIGRAM_MIN ? digits : null;
}

/** Reads a typed query: words to find in the text, words for the CVs, or a short prefix. Null: nothing to search. */
export function parseQuery(raw: string): ParsedQuery | null {
  const query = fold(raw.trim().slice(0, SEARCH_QUERY_MAX));
  if (!query) return null;
  const digits = phoneDigits(query);
  if (digits) return { words: [digits], cvWords: [digits], prefix: null };
  const words = [...new Set(query.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
  const cvWords = [...new Set(words.flatMap((word) => word.match(/[\p{L}\p{N}]+/gu) ?? []))].filter((word) => word.length >= TRIGRAM_MIN);
  if (words.every((word) => word.length < TRIGRAM_MIN)) {
    // Too short for trigrams: the start of the surname or name, by the prefix indexes.
    return { words: [], cvWords: [], prefix: words[0]! };
  }
  return { words, cvWords: cvWords.slice(0, MAX_WORDS), prefix: null };
}

/** How many matches a text search counts; past it the list says "more than" (the page still comes at once). */
export const SEARCH_COUNT_CAP = 2000;

/** `%` `_` and `\` typed by a person are meant literally in LIKE. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every CV word as a prefix, all of them: letters and digits only, so nothing a person types is tsquery syntax. */
const tsQuery = (words: readonly string[]) => words.map((word) => `${word}:*`).join(' & ');

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * The candidates of the company that `raw` finds, at most `cap` + 1 ids (each side stops there):
 * the first step of a list search. Up to `cap` the list reads exactly these; past it the word is
 * common, and the list walks the company's newest candidates with `candidateRowCondition` instead,
 * which meets 20 matches within a few hundred rows (a walk would read every row for a rare word).
 */
export function candidateMatchesStatement(companyId: string, raw: string, cap = SEARCH_COUNT_CAP): SqlCondition | null {
  const parsed = parseQuery(raw);
  if (!parsed) return null;
  const limit = cap + 1;
  if (parsed.prefix !== null) {
    const start = `${likeLiteral(parsed.prefix)}%`;
    return {
      sql: `select c.id from rc_candidate c where c.company_id = ? and (${prefixSql('c', 'lname')} like ? or ${prefixSql('c', 'name')} like ?) limit ${limit}`,
      params: [companyId, start, start],
    };
  }
  const text = searchTextSql('s');
  const parts = [
    `(select s.id from rc_candidate s where s.company_id = ? and ${parsed.words.map(() => `${text} like ?`).join(' and ')} limit ${limit})`,
  ];
  const params: unknown[] = [companyId, ...parsed.words.map((word) => `%${likeLiteral(word)}%`)];
  if (parsed.cvWords.length) {
    parts.push(
      `(select f.candidate_id from rc_candidate_file f where f.company_id = ? and f.text_vector @@ to_tsquery('simple', ?) limit ${limit})`,
    );
    params.push(companyId, tsQuery(parsed.cvWords));
  }
  return { sql: `select id from (${parts.join(' union ')}) m limit ${limit}`, params };
}

/** The same match tested on one candidate row `alias` (its text, or one of its CVs): for walking the newest candidates. */
export function candidateRowCondition(raw: string, alias = 'c'): SqlCondition | null {
  const parsed = parseQuery(raw);
  if (!parsed) return null;
  if (parsed.prefix !== null) {
    const start = `${likeLiteral(parsed.prefix)}%`;
    return { sql: `(${prefixSql(alias, 'lname')} like ? or ${prefixSql(alias, 'name')} like ?)`, params: [start, start] };
  }
  const text = `(${parsed.words.map(() => `${searchTextSql(alias)} like ?`).join(' and ')})`;
  const params: unknown[] = parsed.words.map((word) => `%${likeLiteral(word)}%`);
  if (!parsed.cvWords.length) return { sql: text, params };
  return {
    sql: `(${text} or exists (select 1 from rc_candidate_file f where f.candidate_id = ${alias}.id and f.text_vector @@ to_tsquery('simple', ?)))`,
    params: [...params, tsQuery(parsed.cvWords)],
  };
}

/**
 * The condition "candidate `alias` of company `companyId` matches `raw`": a match in the folded
 * text (every word) or in a CV's text (every word as a prefix). Null when the query has nothing to
 * search (blank), so the list is not filtered.
 */
export function candidateSearchCondition(companyId: string, raw: string, alias = 'c'): SqlCondition | null {
  const parsed = parseQuery(raw);
  if (!parsed) return null;
  if (parsed.prefix !== null) {
    const start = `${likeLiteral(parsed.prefix)}%`;
    return {
      sql: `(${prefixSql(alias, 'lname')} like ? or ${prefixSql(alias, 'name')} like ?)`,
      params: [start, start],
    };
  }
  const text = searchTextSql('s');
  const parts = [`select s.id from rc_candidate s where s.company_id = ? and ${parsed.words.map(() => `${text} like ?`).join(' and ')}`];
  const params: unknown[] = [companyId, ...parsed.words.map((word) => `%${likeLiteral(word)}%`)];
  if (parsed.cvWords.length) {
    parts.push(`select f.candidate_id from rc_candidate_file f where f.company_id = ? and f.text_vector @@ to_tsquery('simple', ?)`);
    params.push(companyId, tsQuery(parsed.cvWords));
  }
  return { sql: `${alias}.id in (${parts.join(' union ')})`, params };
}
