import { defineEntity, p } from '@mikro-orm/core';
import type { Lang } from '../shared/i18n/lang.js';

export type OptionNames = Record<Lang, string>;

/**
 * One item of an option list (gender, social_media, ...). `itemId` is the id the API answers with:
 * stable per list and set by the seed, so ids stored by other contexts (a user's gender_id) keep
 * their meaning when the lists are seeded again. `type` is `global` for seeded items and `local`
 * for items users add later.
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
    type: p.string().length(10).default('global'),
    sort: p.integer().default(0),
  },
  uniques: [{ name: 'catalogue_option_list_item_unique', properties: ['list', 'itemId'] }],
});

export class OptionItem extends OptionItemSchema.class {}
OptionItemSchema.setClass(OptionItem);
export { OptionItemSchema };
