import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import type { Owner } from '../domain/owner.js';
import { positionView, visiblePositions, type PositionView } from './competency-rows.js';

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
    const [category] = await this.em
      .getConnection()
      .execute<{ id: number }[]>('select id from catalogue_category where id = ?', [categoryId]);
    if (!category) throw CatalogueErrors.categoryNotFound();
    const rows = await visiblePositions(this.em, owner, categoryId);
    return rows.filter((row) => type === undefined || row.type === type).map((row) => positionView(row, lang, owner));
  }
}
