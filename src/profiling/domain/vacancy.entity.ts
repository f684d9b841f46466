import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { StoredVacancyValues } from './vacancy.values.js';

export { VACANCY_STATUSES, type VacancyStatus } from '../../shared/contract/vacancy.js';

/**
 * A position (vacancy) profile of spec 001 §3: the aggregate of the positions part of the profiling
 * context. The wizard's fields live in `values` (one JSON document, validated step by step by the
 * commands); the columns hold what lists filter, sort and lock on. `number` counts per company from
 * 1 (the home table's number column). `step` is the furthest wizard step saved (VACANCY_STEPS).
 */
const VacancySchema = defineEntity({
  name: 'Vacancy',
  tableName: 'profiling_vacancy',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    companyId: p.uuid(),
    number: p.integer(),
    authorUserId: p.uuid(),
    status: p.string().length(16).default('draft'),
    step: p.integer().default(0),
    name: p.string().length(200),
    values: p.json<StoredVacancyValues>(),
    publishedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  uniques: [{ name: 'profiling_vacancy_number_unique', properties: ['companyId', 'number'] }],
  indexes: [{ name: 'profiling_vacancy_company_status_index', properties: ['companyId', 'status'] }],
});
export class Vacancy extends VacancySchema.class {}
VacancySchema.setClass(Vacancy);

/**
 * A colleague asked to approve a vacancy (one row per approver and vacancy; a new sending replaces
 * the rows). `decision` is null until the colleague answers.
 */
const VacancyApproverSchema = defineEntity({
  name: 'VacancyApprover',
  tableName: 'profiling_vacancy_approver',
  properties: {
    vacancyId: p.uuid().primary(),
    userId: p.uuid().primary().index(),
    decision: p.string().length(16).nullable(),
    comment: p.text().nullable(),
    requestedAt: p.datetime().onCreate(() => new Date()),
    answeredAt: p.datetime().nullable(),
  },
});
export class VacancyApprover extends VacancyApproverSchema.class {}
VacancyApproverSchema.setClass(VacancyApprover);

export { VacancySchema, VacancyApproverSchema };
