import type { QueryBus } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../../catalogue/catalogue.contract.js';
import { prepared, type PreparedSql } from '../../shared/database/prepared-sql.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { translate, type MessageKey } from '../../shared/i18n/messages.js';

/*
 * The row of the back-office tables (list, advanced search) and the counters every list answer
 * carries (VERIFICATION.md "Calls").
 */

export interface NamedId {
  id: number;
  name: string;
}

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

export function statusView(statusId: number, lang: Lang): NamedId {
  return { id: statusId, name: translate(`verification.status.${statusId}` as MessageKey, lang) };
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

export interface VerificationCounters {
  companiesAll: number;
  companiesUnderConsideration: number;
  companiesActive: number;
  companiesReject: number;
  companiesDeleted: number;
  companiesOverdue: number;
}

/**
 * The five kept counters, and "overdue" = waiting cases minus those not yet due. The second count
 * runs over the partial index on due_at of waiting cases and touches only the cases submitted
 * within the SLA (a couple of hours of submissions), however many are overdue; counting the
 * overdue ones directly would read every overdue entry (a quarter of a million in the demo data).
 */
const COUNTERS = prepared(
  'verification.counters',
  `select coalesce(max(value) filter (where key = 'all'), 0)::int as all,
          coalesce(max(value) filter (where key = 'UnderConsideration'), 0)::int as under,
          coalesce(max(value) filter (where key = 'active'), 0)::int as active,
          coalesce(max(value) filter (where key = 'reject'), 0)::int as reject,
          coalesce(max(value) filter (where key = 'deleted'), 0)::int as deleted,
          (select count(*) from verification_company where status_id = 2 and due_at >= now())::int as not_due
     from verification_counter`,
);

export async function readCounters(sql: PreparedSql): Promise<VerificationCounters> {
  const [row] = await sql.rows<{ all: number; under: number; active: number; reject: number; deleted: number; not_due: number }>(COUNTERS, []);
  return {
    companiesAll: row?.all ?? 0,
    companiesUnderConsideration: row?.under ?? 0,
    companiesActive: row?.active ?? 0,
    companiesReject: row?.reject ?? 0,
    companiesDeleted: row?.deleted ?? 0,
    companiesOverdue: Math.max(0, (row?.under ?? 0) - (row?.not_due ?? 0)),
  };
}
