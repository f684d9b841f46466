import { defineEntity, p } from '@mikro-orm/core';
import type { OptionNames } from './option-item.entity.js';

/** A university of Ukraine (`/get_uniwersytet/`). `searchKey` joins its names in the three languages. */
const UniversitySchema = defineEntity({
  name: 'University',
  tableName: 'catalogue_university',
  properties: {
    id: p.integer().primary().autoincrement(false),
    names: p.json<OptionNames>(),
    city: p.string().length(100).nullable(),
    searchKey: p.text(),
  },
  indexes: [
    {
      name: 'catalogue_university_search_idx',
      expression: 'create index "catalogue_university_search_idx" on "catalogue_university" using gin ("search_key" gin_trgm_ops)',
    },
  ],
});
export class University extends UniversitySchema.class {}
UniversitySchema.setClass(University);

/**
 * A settlement of the KATOTTG codifier (cities, settlements, villages; Kyiv and Sevastopol).
 * `rank` orders the kinds (special-status city, city, settlement, village); the search keys are
 * the Ukrainian and the romanised names in searchKey() form and `searchAlt`, the folded names with
 * the Russian and Latin names of the large cities (domain/city-names.ts), each with a trigram index.
 */
const CitySchema = defineEntity({
  name: 'City',
  tableName: 'catalogue_city',
  properties: {
    id: p.integer().primary().autoincrement(),
    code: p.string().length(19).unique('catalogue_city_code_unique'),
    kind: p.string().length(1),
    rank: p.smallint(),
    nameUk: p.string().length(120),
    nameEn: p.string().length(160),
    descriptionUk: p.string().length(400),
    descriptionEn: p.string().length(500),
    searchUk: p.string().length(120),
    searchEn: p.string().length(160),
    searchAlt: p.text().default(''),
  },
  indexes: [
    {
      name: 'catalogue_city_search_uk_idx',
      expression: 'create index "catalogue_city_search_uk_idx" on "catalogue_city" using gin ("search_uk" gin_trgm_ops)',
    },
    {
      name: 'catalogue_city_search_en_idx',
      expression: 'create index "catalogue_city_search_en_idx" on "catalogue_city" using gin ("search_en" gin_trgm_ops)',
    },
    {
      name: 'catalogue_city_search_alt_idx',
      expression: 'create index "catalogue_city_search_alt_idx" on "catalogue_city" using gin ("search_alt" gin_trgm_ops)',
    },
  ],
});
export class City extends CitySchema.class {}
CitySchema.setClass(City);

/** The owner key of an imported street in the unique index (no company or user has the nil uuid). */
export const NO_OWNER = '00000000-0000-0000-0000-000000000000';

/**
 * A street of a city: imported by an operator (`source` import, seen by everyone) or added by a
 * user (`user`, with its author): a local item, seen by the company active when it was added (or
 * the author alone without one), as the local items of the dictionary lists are. One name per
 * city and owner (`nameKey`, the duplicate rule's key).
 */
const StreetSchema = defineEntity({
  name: 'Street',
  tableName: 'catalogue_street',
  properties: {
    id: p.integer().primary().autoincrement(),
    cityId: p.integer(),
    nameUa: p.string().length(200),
    nameKey: p.string().length(200),
    searchKey: p.string().length(200),
    source: p.string().length(10),
    addedByUserId: p.uuid().nullable(),
    ownerCompanyId: p.uuid().nullable(),
    createdAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'catalogue_street_search_idx',
      expression: 'create index "catalogue_street_search_idx" on "catalogue_street" using gin ("search_key" gin_trgm_ops)',
    },
    {
      name: 'catalogue_street_city_name_owner_unique',
      // Imported streets have no owner: they share the nil uuid, so the import stays idempotent.
      expression: `create unique index "catalogue_street_city_name_owner_unique" on "catalogue_street" ("city_id", "name_key", coalesce("owner_company_id", "added_by_user_id", '${NO_OWNER}'::uuid))`,
    },
  ],
});
export class Street extends StreetSchema.class {}
StreetSchema.setClass(Street);

export { CitySchema, StreetSchema, UniversitySchema };

/**
 * What the seed last loaded from a large source file (the KATOTTG codifier): its checksum, so a
 * seed on every start skips 30,000 unchanged rows instead of comparing them.
 */
const SeedStateSchema = defineEntity({
  name: 'CatalogueSeedState',
  tableName: 'catalogue_seed_state',
  properties: {
    source: p.string().length(100).primary(),
    checksum: p.string().length(64),
    rows: p.integer(),
    seededAt: p.datetime(),
  },
});
export class CatalogueSeedState extends SeedStateSchema.class {}
SeedStateSchema.setClass(CatalogueSeedState);
export { SeedStateSchema };
