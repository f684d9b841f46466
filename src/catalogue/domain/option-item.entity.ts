import { defineEntity, p } from '@mikro-orm/core';
import type { Lang } from '../../shared/i18n/lang.js';

export type OptionNames = Record<Lang, string>;

/**
 * One item of a dictionary list (gender, s_workers, s_languages, ...). `itemId` is the id the API
 * answers with: stable per list and set by the seed for global items, so ids stored by other
 * contexts keep their meaning when the lists are seeded again. Local items (added by users) get
 * ids from LOCAL_ID_BASE up, so a new global item of a data file never meets a local one.
 * A local item belongs to a company (`ownerCompanyId`) or, without one, to its author alone.
 */
const OptionItemSchema = defineEntity({
  name: 'OptionItem',
  tableName: 'catalogue_option',
  properties: {
    id: p.integer().primary().autoincrement(),
    list: p.string().length(50),
    itemId: p.integer(),
    code: p.string().length(50),
    names: p.json<OptionNames>(),
    help: p.json<OptionNames>().nullable(),
    type: p.string().length(10).default('global'),
    sort: p.integer().default(0),
    ownerCompanyId: p.uuid().nullable(),
    ownerUserId: p.uuid().nullable(),
    createdAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'catalogue_option_list_item_unique', properties: ['list', 'itemId'] }],
  // Any write to the lists, by any process or by hand, moves catalogue_version in its own
  // transaction: the in-memory copies of the global items (queries/global-options.ts) notice it on
  // their next read. Once per statement, so a seed of hundreds of rows bumps it once.
  triggers: [
    {
      name: 'catalogue_option_version',
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'statement',
      body: 'insert into catalogue_version (id, version) values (1, 1) on conflict (id) do update set version = catalogue_version.version + 1; return null;',
    },
  ],
});

export class OptionItem extends OptionItemSchema.class {}
OptionItemSchema.setClass(OptionItem);
export { OptionItemSchema };
