/*
 * The indexes of the back-office list and search (docs/verification.md, "How it stays fast at a million cases"), declared here so the entity
 * (read-model.entity.ts) and the migration name the same set and `migration:check` stays empty.
 *
 * - List pages: one b-tree per sortable column, `(column, seq)` for the "all" tab and
 *   `(status_id, column, seq)` for the status tabs. A page is found by an index-only scan that
 *   skips `offset` entries (page 1000 of 9 rows skips 8 991 index entries, about a millisecond),
 *   then only the page's rows are read by `seq` (unique). `seq` breaks ties, so pages never overlap.
 * - Quick search: `text_pattern_ops` b-trees answer prefixes of any length (1–2 characters: the
 *   start of the name, or of the name without its legal form (nameKeySql), and
 *   the start of the code); the pg_trgm GIN answers "contains" for 3 characters and more when the
 *   text is rare. A common text is found faster by reading `(seq) include (name_lower, code)` newest
 *   first until enough hits are there: about 80 bytes an entry against the table's 270, and in the
 *   order the hits are shown (quick-search.ts); the planner picks between the two by the text.
 *   The name-key index carries name_lower, so the capped counts of short prefixes are index-only.
 * - Claims: the few held cases, for "mine" and to leave them out of "unassigned".
 */
import type { VerificationSort } from '../../shared/contract/verification.js';

/** Column of each list sort (the API's `sort` values, one list with the web: src/shared/contract/verification.ts). `seq` is the table's "number". */
export const LIST_SORT_COLUMNS = {
  id: 'seq',
  name: 'name_lower',
  activity: 'activity_id',
  code: 'code',
  update_date: 'updated_at',
  files: 'files_count',
  status: 'status_id',
  due: 'due_at',
} as const satisfies Record<VerificationSort, string>;

/**
 * The name without a leading legal form and opening quote ("ТОВ «Агросервіс»" → "агросервіс»"),
 * so one or two typed letters find the start of what people call the company. Written out in the
 * index and in the queries alike (the planner matches the expression); no SQL function, so the
 * ORM's schema diff has nothing to manage. `{0,1}` instead of `?`: the migration runner would read
 * a question mark as a parameter.
 */
export const nameKeySql = (column: string) =>
  `regexp_replace(${column}, '^((тов|тзов|фоп|пп|ат|прат|пат|тдв|кп|дп|ооо|оао|зао|пао|ип|чп|llc|ltd|inc)\\.{0,1}\\s+){0,1}["«„“''\\s]*', '')`;

const t = 'verification_company';
const sortIndexes = (['name_lower', 'activity_id', 'code', 'updated_at', 'files_count', 'due_at'] as const).flatMap((column) => {
  const short = column.replace(/_(lower|id|at|count)$/, '');
  return [
    { name: `${t}_${short}_sort_idx`, expression: `create index "${t}_${short}_sort_idx" on "${t}" ("${column}", "seq")` },
    {
      name: `${t}_status_${short}_sort_idx`,
      expression: `create index "${t}_status_${short}_sort_idx" on "${t}" ("status_id", "${column}", "seq")`,
    },
  ];
});

export const VERIFICATION_SEARCH_INDEXES: Array<{ name: string; expression: string }> = [
  { name: `${t}_seq_unique`, expression: `create unique index "${t}_seq_unique" on "${t}" ("seq")` },
  { name: `${t}_status_seq_idx`, expression: `create index "${t}_status_seq_idx" on "${t}" ("status_id", "seq")` },
  ...sortIndexes,
  { name: `${t}_name_trgm_idx`, expression: `create index "${t}_name_trgm_idx" on "${t}" using gin ("name_lower" gin_trgm_ops)` },
  { name: `${t}_seq_search_idx`, expression: `create index "${t}_seq_search_idx" on "${t}" ("seq") include ("name_lower", "code")` },
  { name: `${t}_name_prefix_idx`, expression: `create index "${t}_name_prefix_idx" on "${t}" ("name_lower" text_pattern_ops)` },
  {
    name: `${t}_name_key_prefix_idx`,
    expression: `create index "${t}_name_key_prefix_idx" on "${t}" (${nameKeySql('"name_lower"')} text_pattern_ops) include ("name_lower")`,
  },
  { name: `${t}_code_prefix_idx`, expression: `create index "${t}_code_prefix_idx" on "${t}" ("code" bpchar_pattern_ops)` },
  {
    name: `${t}_services_trgm_idx`,
    expression: `create index "${t}_services_trgm_idx" on "${t}" using gin (lower("services") gin_trgm_ops)`,
  },
  { name: `${t}_website_trgm_idx`, expression: `create index "${t}_website_trgm_idx" on "${t}" using gin (lower("website") gin_trgm_ops)` },
  {
    name: `${t}_assignee_idx`,
    expression: `create index "${t}_assignee_idx" on "${t}" ("assignee_id", "status_id", "seq") where "assignee_id" is not null`,
  },
];
