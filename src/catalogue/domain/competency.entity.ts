import { defineEntity, p } from '@mikro-orm/core';
import type { OptionNames } from './option-item.entity.js';

/** A functionality category (sales, HR, IT, ...) grouping the positions of tl_dolgnost. Global only. */
const CategorySchema = defineEntity({
  name: 'CatalogueCategory',
  tableName: 'catalogue_category',
  properties: {
    id: p.integer().primary().autoincrement(false),
    code: p.string().length(80),
    names: p.json<OptionNames>(),
    sort: p.integer().default(0),
  },
});
export class CatalogueCategory extends CategorySchema.class {}
CategorySchema.setClass(CatalogueCategory);

/**
 * A position of the competency catalogue (tl_dolgnost). Global positions keep the ids of the data
 * files; local ones take the serial, which the migration starts at LOCAL_ID_BASE.
 */
const PositionSchema = defineEntity({
  name: 'CataloguePosition',
  tableName: 'catalogue_position',
  properties: {
    id: p.integer().primary().autoincrement(),
    categoryId: p.integer().index('catalogue_position_category_idx'),
    code: p.string().length(80).nullable(),
    names: p.json<OptionNames>(),
    type: p.string().length(10).default('global'),
    sort: p.integer().default(0),
    ownerCompanyId: p.uuid().nullable(),
    ownerUserId: p.uuid().nullable(),
    createdAt: p.datetime().nullable(),
  },
});
export class CataloguePosition extends PositionSchema.class {}
PositionSchema.setClass(CataloguePosition);

/**
 * One item of a position's catalogue family: functionality (tl_task), targets, results, KPIs, ZUN
 * or cases. Global items carry `seedKey` (their place in the data file) so the seed updates them
 * in place; user-added items have none.
 */
const CompetencyItemSchema = defineEntity({
  name: 'CompetencyItem',
  tableName: 'catalogue_competency',
  properties: {
    id: p.integer().primary().autoincrement(),
    positionId: p.integer(),
    family: p.string().length(10),
    seedKey: p.string().length(20).nullable(),
    names: p.json<OptionNames>(),
    help: p.json<OptionNames>().nullable(),
    type: p.string().length(10).default('global'),
    sort: p.integer().default(0),
    ownerCompanyId: p.uuid().nullable(),
    ownerUserId: p.uuid().nullable(),
    createdAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'catalogue_competency_position_idx', properties: ['positionId', 'family'] }],
  uniques: [{ name: 'catalogue_competency_seed_unique', properties: ['positionId', 'family', 'seedKey'] }],
});
export class CompetencyItem extends CompetencyItemSchema.class {}
CompetencyItemSchema.setClass(CompetencyItem);

export { CategorySchema, CompetencyItemSchema, PositionSchema };
