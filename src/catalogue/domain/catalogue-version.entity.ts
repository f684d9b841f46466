import { defineEntity, p } from '@mikro-orm/core';

/**
 * One row whose `version` PostgreSQL itself bumps (a statement trigger on `catalogue_option`, see
 * the migration `perf_catalogue_version`) in the same transaction as any write to the dictionary
 * lists: seed, promote, rename, a user's local item, or a hand-written SQL fix. Each API process
 * keeps the global items in memory and compares this number on every list read (one primary-key
 * lookup), so a change committed by any replica is seen by every replica on its next read.
 */
const CatalogueVersionSchema = defineEntity({
  name: 'CatalogueVersion',
  tableName: 'catalogue_version',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    version: p.bigint().default(0),
  },
});

export class CatalogueVersion extends CatalogueVersionSchema.class {}
CatalogueVersionSchema.setClass(CatalogueVersion);
export { CatalogueVersionSchema };
