import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import type { Family } from '../catalogue.types.js';
import { visibleParams, visibleSql, type Owner } from '../domain/owner.js';
import { itemView, visiblePosition, type CatalogueItemView, type ItemRow } from './competency-rows.js';

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
