import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { visibleParams, visibleSql, type Owner } from '../domain/owner.js';
import { itemView, positionView, visiblePositions, type CatalogueItemView, type ItemRow, type PositionView } from './competency-rows.js';

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
    const categories = await connection.execute<{ id: number; names: OptionNames }[]>(
      'select id, names from catalogue_category order by sort, id',
    );
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
