import type { EntityManager } from '@mikro-orm/postgresql';
import { OPTION_LIST_NAMES } from '../catalogue.types.js';
import { OptionItem } from '../domain/option-item.entity.js';
import { OPTION_SEED } from './account-lists.data.js';

/**
 * Adds the built-in account option items that are missing. The data files of data/catalogue/lists
 * (loaded after this by seedCatalogue, same ids and codes) own the names, so this never overwrites
 * an item: it only keeps the account side working on a database seeded without those files (the
 * integration suites of identity). Returns how many items it offered.
 */
export async function seedOptionLists(em: EntityManager): Promise<number> {
  const rows = OPTION_LIST_NAMES.flatMap((list) =>
    OPTION_SEED[list].map((item, index) => ({
      list,
      itemId: item.id,
      code: item.code,
      names: item.names,
      type: 'global',
      sort: index + 1,
    })),
  );
  await em.upsertMany(OptionItem, rows, { onConflictFields: ['list', 'itemId'], onConflictAction: 'ignore' });
  return rows.length;
}
