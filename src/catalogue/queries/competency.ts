import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import { FAMILIES, type Family } from '../catalogue.types.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { isVisibleTo, visibleParams, visibleSql, type Owner } from '../domain/owner.js';

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

interface ItemRow {
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

interface PositionRow {
  id: number;
  category_id: number;
  names: OptionNames;
  type: string;
  owner_company_id: string | null;
  owner_user_id: string | null;
}

/** A position the owner may see (404 otherwise, whether it does not exist or is someone else's). */
export async function visiblePosition(em: EntityManager, positionId: number, type: string | undefined, owner: Owner | null): Promise<PositionRow> {
  const [row] = await em
    .getConnection()
    .execute<PositionRow[]>('select id, category_id, names, type, owner_company_id, owner_user_id from catalogue_position where id = ?', [positionId]);
  if (!row || !isVisibleTo(row, owner) || (type !== undefined && type !== row.type)) throw CatalogueErrors.positionNotFound();
  return row;
}

export interface FamilyLists {
  global: CatalogueItemView[];
  local: CatalogueItemView[];
}

/** `/get_list_<family>/`: the family's items of one position, global and the reader's local. */
export class ListFamilyItemsQuery extends Query<FamilyLists> {
  constructor(
    readonly family: Family,
    readonly positionId: number,
    readonly type: string | undefined,
    readonly lang: Lang,
    readonly owner: Owner,
  ) {
    super();
  }
}
@QueryHandler(ListFamilyItemsQuery)
export class ListFamilyItemsHandler implements IQueryHandler<ListFamilyItemsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ family, positionId, type, lang, owner }: ListFamilyItemsQuery): Promise<FamilyLists> {
    await visiblePosition(this.em, positionId, type, owner);
    const rows = await this.em.getConnection().execute<ItemRow[]>(
      `select i.id, i.family, i.names, i.help, i.type, i.owner_company_id, i.owner_user_id from catalogue_competency i
        where i.position_id = ? and i.family = ? and ${visibleSql('i')} order by i.sort, i.id`,
      [positionId, family, ...visibleParams(owner)],
    );
    const views = rows.map((row) => itemView(row, lang, owner));
    return { global: views.filter((view) => view.type === 'global'), local: views.filter((view) => view.type !== 'global') };
  }
}

export interface PositionView {
  id: number;
  id_position: number;
  name: string;
  type: string;
  isUserAdd: boolean;
  category: number;
}
function positionView(row: PositionRow, lang: Lang, owner: Owner | null): PositionView {
  return {
    id: row.id,
    id_position: row.id,
    name: row.names[lang] ?? row.names.ru,
    type: row.type,
    isUserAdd: row.type !== 'global' && row.owner_user_id === owner?.userId,
    category: row.category_id,
  };
}

async function visiblePositions(em: EntityManager, owner: Owner, categoryId?: number): Promise<PositionRow[]> {
  return em.getConnection().execute<PositionRow[]>(
    `select p.id, p.category_id, p.names, p.type, p.owner_company_id, p.owner_user_id from catalogue_position p
      where ${visibleSql('p')} ${categoryId === undefined ? '' : 'and p.category_id = ?'}
      order by p.category_id, p.type = 'local', p.sort, p.id`,
    categoryId === undefined ? visibleParams(owner) : [...visibleParams(owner), categoryId],
  );
}

/** `/get_list_vacancy/`: the positions of one functionality category (idItem), global and local. */
export class ListCategoryPositionsQuery extends Query<PositionView[]> {
  constructor(
    readonly categoryId: number,
    readonly type: string | undefined,
    readonly lang: Lang,
    readonly owner: Owner,
  ) {
    super();
  }
}
@QueryHandler(ListCategoryPositionsQuery)
export class ListCategoryPositionsHandler implements IQueryHandler<ListCategoryPositionsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ categoryId, type, lang, owner }: ListCategoryPositionsQuery): Promise<PositionView[]> {
    const [category] = await this.em.getConnection().execute<{ id: number }[]>('select id from catalogue_category where id = ?', [categoryId]);
    if (!category) throw CatalogueErrors.categoryNotFound();
    const rows = await visiblePositions(this.em, owner, categoryId);
    return rows.filter((row) => type === undefined || row.type === type).map((row) => positionView(row, lang, owner));
  }
}

export interface CategoryView {
  id: number;
  name: string;
  positions: (PositionView & { functionality: CatalogueItemView[] })[];
}
/** `/get_list_all_position/`: every functionality category with its positions and their functionality. */
export class ListAllPositionsQuery extends Query<CategoryView[]> {
  constructor(
    readonly lang: Lang,
    readonly owner: Owner,
  ) {
    super();
  }
}
@QueryHandler(ListAllPositionsQuery)
export class ListAllPositionsHandler implements IQueryHandler<ListAllPositionsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ lang, owner }: ListAllPositionsQuery): Promise<CategoryView[]> {
    const connection = this.em.getConnection();
    const categories = await connection.execute<{ id: number; names: OptionNames }[]>('select id, names from catalogue_category order by sort, id');
    const positions = await visiblePositions(this.em, owner);
    const items = await connection.execute<(ItemRow & { position_id: number })[]>(
      `select i.id, i.position_id, i.family, i.names, i.help, i.type, i.owner_company_id, i.owner_user_id from catalogue_competency i
        where i.family = 'func' and ${visibleSql('i')} order by i.position_id, i.type = 'local', i.sort, i.id`,
      visibleParams(owner),
    );
    const functionality = new Map<number, CatalogueItemView[]>();
    for (const item of items) {
      const list = functionality.get(item.position_id) ?? [];
      list.push(itemView(item, lang, owner));
      functionality.set(item.position_id, list);
    }
    return categories.map((category) => ({
      id: category.id,
      name: category.names[lang] ?? category.names.ru,
      positions: positions
        .filter((position) => position.category_id === category.id)
        .map((position) => ({ ...positionView(position, lang, owner), functionality: functionality.get(position.id) ?? [] })),
    }));
  }
}
