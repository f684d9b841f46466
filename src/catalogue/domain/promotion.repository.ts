import type { EntityManager } from '@mikro-orm/postgresql';
import type { OptionNames } from './option-item.entity.js';

// The SQL behind the promotion use cases (commands/promote-item.ts, rename-item.ts), also run by the CLI
// (src/cli.ts) on its own EntityManager.

export const PROMOTABLE_KINDS = ['list', 'position', 'competency'] as const;
export type PromotableKind = (typeof PROMOTABLE_KINDS)[number];

/** The row of a kind by its public id: list items are addressed by (list, item id). */
function target(kind: PromotableKind, list: string | undefined): { table: string; where: string; extra: unknown[] } {
  if (kind === 'list') return { table: 'catalogue_option', where: 'list = ? and item_id = ?', extra: [list ?? ''] };
  return { table: kind === 'position' ? 'catalogue_position' : 'catalogue_competency', where: 'id = ?', extra: [] };
}

/**
 * A platform admin makes a local item global: everyone sees it from now on, nobody removes it
 * through the user calls, and the author's `isUserAdd` mark goes with the ownership. A global item
 * stays as it is (answers true: it is global either way).
 */
export async function promoteItem(em: EntityManager, kind: PromotableKind, id: number, list?: string): Promise<boolean> {
  const { table, where, extra } = target(kind, list);
  const rows = await em.execute<{ id: number }[]>(
    `update ${table} set type = 'global', owner_company_id = null, owner_user_id = null where ${where} returning id`,
    [...extra, id],
  );
  return rows.length > 0;
}

/** A platform admin corrects the names of an item (global or local) in the three languages. */
export async function renameItem(em: EntityManager, kind: PromotableKind, id: number, names: OptionNames, list?: string): Promise<boolean> {
  const { table, where, extra } = target(kind, list);
  const rows = await em.execute<{ id: number }[]>(`update ${table} set names = ?::jsonb where ${where} returning id`, [
    JSON.stringify(names),
    ...extra,
    id,
  ]);
  return rows.length > 0;
}
