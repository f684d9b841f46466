import type { EntityManager } from '@mikro-orm/postgresql';
import { OPTION_LIST_NAMES } from '../domain/lists.js';
import { OptionItem } from '../domain/option-item.entity.js';
import { OPTION_SEED } from './account-lists.data.js';

/**
 * Loads the global option items; running it again updates names and order and adds new items
 * without touching ids, so it is safe on every deploy. Items users added (`local`) are left alone.
 * Returns how many items were written.
 */
export async function seedOptionLists(em: EntityManager): Promise<number> {
  const rows = OPTION_LIST_NAMES.flatMap((list) =>
    OPTION_SEED[list].map((item, index) => ({ list, itemId: item.id, code: item.code, names: item.names, type: 'global', sort: index + 1 })),
  );
  await em.upsertMany(OptionItem, rows, { onConflictFields: ['list', 'itemId'], onConflictAction: 'merge' });
  return rows.length;
}
