import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { StageKind } from '../../shared/contract/recruiting.js';
import { FUNNEL_STAGE_TRIGGER } from './report-indexes.js';

/**
 * A column of a board. `vacancyId` null: the company's template (seeded from its profile's
 * selection stages on first use); otherwise the vacancy's own stages, copied from the template when
 * the vacancy's board is first used and changed since at will. The fixed ends (new, hired,
 * rejected) have no name of their own: it is said in the reader's language. A removed step stays
 * (removedAt) so the history that names it still reads.
 */
const StageSchema = defineEntity({
  name: 'Stage',
  tableName: 'rc_stage',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    vacancyId: p.uuid().nullable(),
    kind: p.string().length(8).$type<StageKind>(),
    name: p.string().length(60).nullable(),
    position: p.integer(),
    removedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'rc_stage_company_vacancy_index', properties: ['companyId', 'vacancyId', 'position'] }],
  triggers: [FUNNEL_STAGE_TRIGGER],
});
export class Stage extends StageSchema.class {}
StageSchema.setClass(Stage);
export { StageSchema };
