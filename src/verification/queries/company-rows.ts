import type { QueryBus } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../../catalogue/catalogue.contract.js';
import { prepared, type PreparedSql } from '../../shared/database/prepared-sql.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { statusView, type Counters, type NamedId } from './case-view.js';

/*
 * The row of the back-office tables (list, advanced search) and the counters every list answer
 * carries (README "Verification (the `verification` context)", "Lists and search").
 */

export interface VerificationCompanyRow {
  id: string;
  number: number;
  name: string;
  activity: NamedId | null;
  code: string;
  update_date: string;
  files: number;
  status: NamedId;
  is_del: 0 | 1;
  due_at: string | null;
  overdue: boolean;
  assignee: { id: string; name: string } | null;
}

/** What the queries select for a row (alias `v`); timestamps as ISO text from the database. */
export const ROW_COLUMNS = `v.company_id, v.seq::text as seq, v.name, v.activity_id, v.code, to_json(v.updated_at)#>>'{}' as updated_at,
  v.files_count, v.status_id, to_json(v.due_at)#>>'{}' as due_at, coalesce(v.due_at < now(), false) as overdue,
  v.assignee_id, v.assignee_name`;

export interface RowRecord {
  company_id: string;
  seq: string;
  name: string;
  activity_id: number | null;
  code: string;
  updated_at: string;
  files_count: number;
  status_id: number;
  due_at: string | null;
  overdue: boolean;
  assignee_id: string | null;
  assignee_name: string | null;
}

const iso = (text: string) => new Date(text).toISOString();

/** Rows in the caller's language: activity names from the catalogue's contract (one lookup per page). */
export async function toRows(records: RowRecord[], queries: QueryBus, lang: Lang): Promise<VerificationCompanyRow[]> {
  const activityIds = [...new Set(records.map((r) => r.activity_id).filter((id): id is number => id !== null))];
  const names: Record<number, string> = activityIds.length
    ? await queries.execute(new GetCatalogueNamesQuery({ kind: 'list', list: 'activities' }, activityIds, lang))
    : {};
  return records.map((r) => ({
    id: r.company_id,
    number: Number(r.seq),
    name: r.name,
    activity: r.activity_id === null ? null : { id: r.activity_id, name: names[r.activity_id] ?? '' },
    code: r.code,
    update_date: iso(r.updated_at),
    files: r.files_count,
    status: statusView(r.status_id, lang),
    is_del: r.status_id === 5 ? 1 : 0,
    due_at: r.due_at === null ? null : iso(r.due_at),
    overdue: r.status_id === 2 && r.overdue,
    assignee: r.assignee_id ? { id: r.assignee_id, name: r.assignee_name ?? '' } : null,
  }));
}

export type VerificationCounters = Counters;

/**
 * The five tab counters are kept rows; "overdue" depends on the clock, so it is counted from the
 * partial index on due_at of waiting cases, as waiting minus not yet due: that count reads only
 * the cases submitted within the SLA (a couple of hours of submissions), however many are overdue
 * (counting the overdue ones directly reads a quarter of a million entries in the demo data).
 */
export const COUNTERS = prepared(
  'verification.counters',
  `select key, value::int as value from verification_counter
   union all
   select 'notDue', count(*)::int from verification_company where status_id = 2 and due_at >= now()`,
);

/** The counters from COUNTERS' rows (key, value). */
export function countersFrom(rows: ReadonlyArray<{ key: string; value: number }>): Counters {
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? 0;
  return {
    companiesAll: value('all'),
    companiesUnderConsideration: value('UnderConsideration'),
    companiesActive: value('active'),
    companiesReject: value('reject'),
    companiesDeleted: value('deleted'),
    companiesOverdue: Math.max(0, value('UnderConsideration') - value('notDue')),
  };
}

/** The counters alone, as one prepared statement. */
export async function readCounters(sql: PreparedSql): Promise<Counters> {
  return countersFrom(await sql.rows<{ key: string; value: number }>(COUNTERS, []));
}
