import type { StageKind } from '../../../shared/contract/recruiting.js';

/*
 * The statements of get_funnel_report (docs/recruiting.md "Reports"), run side by side: the stays of
 * the period's applications (rc_application_stay, kept from the history) counted per stage and per
 * tenth of a day spent there, so the medians come from a few hundred rows rather than a sort of every
 * stay; the applications by status, reason and their candidate's source; the time to hire. Each
 * reads one index without the tables' rows (domain/report-indexes.ts). A period is a Kyiv day to a
 * Kyiv day, both included.
 */

export interface FunnelFilter {
  companyId: string;
  vacancyId: string | null;
  from: string;
  to: string;
}

/** Seconds in a bucket of the stays' histogram: a tenth of a day, the precision the report shows. */
export const BUCKET_SECONDS = 8640;

const PERIOD = (alias: string, column: string) => `${alias}.company_id = ?
     and ${alias}.${column} >= (?::date)::timestamp at time zone 'Europe/Kyiv'
     and ${alias}.${column} < (?::date + 1)::timestamp at time zone 'Europe/Kyiv'
     and (?::uuid is null or ${alias}.vacancy_id = ?::uuid)`;
const periodParams = ({ companyId, from, to, vacancyId }: FunnelFilter) => [companyId, from, to, vacancyId, vacancyId];

export interface StayBucketRow {
  kind: StageKind;
  name: string | null;
  position: number;
  stage_id: string;
  /** Tenths of a day the stays of this row lasted; null: they have not ended. */
  bucket: number | null;
  /** Stays of an application there for the first time. */
  entered: number;
  stays: number;
}

/** Stays per stage (the fixed ones by kind, steps by name: many boards make one funnel) and tenth of a day. */
export const STAYS_SQL = `
select s.kind, min(s.name) as name, min(s.position)::int as position, min(s.id::text) as stage_id,
       floor(extract(epoch from st.left_at - st.entered_at) / ${BUCKET_SECONDS})::int as bucket,
       count(*) filter (where not st.again)::int as entered, count(*)::int as stays
  from rc_application_stay st join rc_stage s on s.id = st.stage_id
 where ${PERIOD('st', 'applied_at')}
 group by s.kind, case when s.kind = 'step' then lower(s.name) end, 5`;
export const staysParams = periodParams;

export interface ApplicationGroupRow {
  status: 'open' | 'hired' | 'rejected';
  reason_id: number | null;
  source: string;
  count: number;
}

/** The period's applications by status, rejection reason and their candidate's source. */
export const APPLICATIONS_SQL = `
select a.status, a.rejection_reason_id as reason_id, c.source, count(*)::int as count
  from rc_application a join rc_candidate c on c.id = a.candidate_id and c.company_id = ?
 where ${PERIOD('a', 'created_at')}
 group by 1, 2, 3`;
export const applicationsParams = (filter: FunnelFilter) => [filter.companyId, ...periodParams(filter)];

/** The median from an application to its hire (the few hired are sorted, not bucketed). */
export const HIRE_SQL = `
select count(*)::int as count, percentile_cont(0.5) within group (order by extract(epoch from a.closed_at - a.created_at)) as median_s
  from rc_application a
 where ${PERIOD('a', 'created_at')} and a.status = 'hired'`;
export const hireParams = periodParams;

/*
 * The whole company's report reads the funnel's days instead (queries/read/funnel-day.entity.ts): the
 * same groups, counted per Kyiv day at each change, so the two statements above become sums of some
 * thousands of rows each. `day` is the Kyiv day the application began: `from` … `to` selects exactly the
 * applications PERIOD does. One vacancy's report keeps the statements above (its own index, few rows).
 */
const DAYS = 'd.company_id = ? and d.day between ?::date and ?::date';
const daysParams = ({ companyId, from, to }: FunnelFilter) => [companyId, from, to];

/** STAYS_SQL's rows, from the company's funnel days. */
export const STAY_DAYS_SQL = `
select d.kind, min(d.name) as name, min(d.position)::int as position, min(d.stage_id) as stage_id, d.bucket,
       sum(d.entered)::int as entered, sum(d.stays)::int as stays
  from rc_funnel_stay_day d
 where ${DAYS}
 group by d.kind, d.step, d.bucket`;
export const stayDaysParams = daysParams;

/** APPLICATIONS_SQL's rows, from the company's funnel days. */
export const APPLICATION_DAYS_SQL = `
select d.status, d.reason_id, d.source, sum(d.count)::int as count
  from rc_funnel_application_day d
 where ${DAYS}
 group by 1, 2, 3`;
export const applicationDaysParams = daysParams;
