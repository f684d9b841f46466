import { defineEntity, p } from '@mikro-orm/core';
import { FUNNEL_APPLICATION_DAY_INDEX, FUNNEL_STAY_DAY_INDEX } from '../../domain/report-indexes.js';

/*
 * The company's funnel by Kyiv day (docs/recruiting.md "Reports", "Which rollup"): what the per-stay and
 * per-application statements would count, counted per day the applications began, so a year of a
 * company is some 70,000 rows. Kept by the database (Migration20261209190000_recruiting_funnel_days):
 * a change recomputes the days it touches from `rc_application_stay` and `rc_application`; nothing
 * else writes them.
 */

/** Stays per (company, day, funnel row, tenth of a day): `step` is a step's lowercased name, `bucket` null while open. */
const FunnelStayDaySchema = defineEntity({
  name: 'FunnelStayDay',
  tableName: 'rc_funnel_stay_day',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    companyId: p.uuid(),
    day: p.date(),
    kind: p.string(),
    step: p.text().nullable(),
    bucket: p.integer().nullable(),
    name: p.string().nullable(),
    position: p.integer(),
    stageId: p.text(),
    entered: p.integer(),
    stays: p.integer(),
  },
  indexes: [FUNNEL_STAY_DAY_INDEX],
});
export class FunnelStayDay extends FunnelStayDaySchema.class {}
FunnelStayDaySchema.setClass(FunnelStayDay);

/** Applications per (company, day, status, rejection reason, candidate's source). */
const FunnelApplicationDaySchema = defineEntity({
  name: 'FunnelApplicationDay',
  tableName: 'rc_funnel_application_day',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    companyId: p.uuid(),
    day: p.date(),
    status: p.string(),
    reasonId: p.integer().nullable(),
    source: p.string(),
    count: p.integer(),
  },
  indexes: [FUNNEL_APPLICATION_DAY_INDEX],
});
export class FunnelApplicationDay extends FunnelApplicationDaySchema.class {}
FunnelApplicationDaySchema.setClass(FunnelApplicationDay);

export { FunnelApplicationDaySchema, FunnelStayDaySchema };
