import { defineEntity, p } from '@mikro-orm/core';
import { STAY_PERIOD_INDEX, STAY_STAGE_INDEX, STAY_VACANCY_INDEX } from '../../domain/report-indexes.js';

/**
 * The hiring report's read model (docs/recruiting.md "Reports"): one row per stay of an application
 * in a stage, from the move that brought it there to the one that took it on (`leftAt` null while it
 * stands there), with the application's vacancy and start beside it, so a report of 100,000
 * applications reads one index and sorts nothing. Kept by the database from the history
 * (`rc_application_stay_on_move`, migration Migration20261209130000_recruiting_reports): every writer of
 * `rc_application_move` (the commands, a closed vacancy's rejections, the demo fill) keeps it without
 * knowing of it; nothing else writes it.
 */
const ApplicationStaySchema = defineEntity({
  name: 'ApplicationStay',
  tableName: 'rc_application_stay',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    applicationId: p.uuid(),
    companyId: p.uuid(),
    vacancyId: p.uuid(),
    appliedAt: p.datetime(),
    stageId: p.uuid(),
    enteredAt: p.datetime(),
    leftAt: p.datetime().nullable(),
    /** The application had stood in this stage before (it came back): counted once among those that entered. */
    again: p.boolean(),
  },
  indexes: [
    { name: 'rc_application_stay_application_index', properties: ['applicationId'] },
    STAY_PERIOD_INDEX,
    STAY_VACANCY_INDEX,
    STAY_STAGE_INDEX,
  ],
});
export class ApplicationStay extends ApplicationStaySchema.class {}
ApplicationStaySchema.setClass(ApplicationStay);
export { ApplicationStaySchema };
