import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from '../../shared/i18n/lang.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import { FAMILIES, type Family } from '../catalogue.types.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { isVisibleTo, visibleParams, visibleSql, type Owner } from '../domain/owner.js';

// The rows of the competency catalogue and their views, shared by its reads and by the commands that answer a new item.

/** A catalogue item as spec 001 §3 names its fields, plus the family's id field (id_task, ...). */
export interface CatalogueItemView {
  id: number;
  name: string;
  help: string | null;
  description: string | null;
  disabled: boolean;
  type: string;
  isUserAdd: boolean;
  selected: boolean;
  [idField: string]: unknown;
}

export interface ItemRow {
  id: number;
  family: Family;
  names: OptionNames;
  help: OptionNames | null;
  type: string;
  owner_company_id: string | null;
  owner_user_id: string | null;
}

export function itemView(row: ItemRow, lang: Lang, owner: Owner | null): CatalogueItemView {
  const help = row.help ? (row.help[lang] ?? row.help.ru) : null;
  return {
    id: row.id,
    [FAMILIES[row.family].idField]: row.id,
    name: row.names[lang] ?? row.names.ru,
    help,
    description: help,
    disabled: false,
    type: row.type,
    isUserAdd: row.type !== 'global' && row.owner_user_id === owner?.userId,
    selected: false,
  };
}

export interface PositionRow {
  id: number;
  category_id: number;
  names: OptionNames;
  type: string;
  owner_company_id: string | null;
  owner_user_id: string | null;
}

/** A position the owner may see (404 otherwise, whether it does not exist or is someone else's). */
export async function visiblePosition(
  em: EntityManager,
  positionId: number,
  type: string | undefined,
  owner: Owner | null,
): Promise<PositionRow> {
  const [row] = await em
    .getConnection()
    .execute<PositionRow[]>('select id, category_id, names, type, owner_company_id, owner_user_id from catalogue_position where id = ?', [
      positionId,
    ]);
  if (!row || !isVisibleTo(row, owner) || (type !== undefined && type !== row.type)) throw CatalogueErrors.positionNotFound();
  return row;
}

export interface PositionView {
  id: number;
  id_position: number;
  name: string;
  type: string;
  isUserAdd: boolean;
  category: number;
}
export function positionView(row: PositionRow, lang: Lang, owner: Owner | null): PositionView {
  return {
    id: row.id,
    id_position: row.id,
    name: row.names[lang] ?? row.names.ru,
    type: row.type,
    isUserAdd: row.type !== 'global' && row.owner_user_id === owner?.userId,
    category: row.category_id,
  };
}

export async function visiblePositions(em: EntityManager, owner: Owner, categoryId?: number): Promise<PositionRow[]> {
  return em.getConnection().execute<PositionRow[]>(
    `select p.id, p.category_id, p.names, p.type, p.owner_company_id, p.owner_user_id from catalogue_position p
      where ${visibleSql('p')} ${categoryId === undefined ? '' : 'and p.category_id = ?'}
      order by p.category_id, p.type = 'local', p.sort, p.id`,
    categoryId === undefined ? visibleParams(owner) : [...visibleParams(owner), categoryId],
  );
}
