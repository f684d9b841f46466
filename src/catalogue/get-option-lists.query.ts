import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../shared/i18n/lang.js';
import type { OptionListName } from './option-lists.data.js';
import { OptionItem } from './option-item.entity.js';

export interface OptionView {
  id: number;
  name: string;
  type: string;
}

export type OptionLists = Partial<Record<OptionListName, OptionView[]>>;

/** The named option lists in one language, items in their list order. Every asked list is present. */
export class GetOptionListsQuery extends Query<OptionLists> {
  constructor(
    readonly lists: readonly OptionListName[],
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetOptionListsQuery)
export class GetOptionListsHandler implements IQueryHandler<GetOptionListsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ lists, lang }: GetOptionListsQuery): Promise<OptionLists> {
    const result: OptionLists = Object.fromEntries(lists.map((list) => [list, []]));
    if (lists.length === 0) return result;
    const items = await this.em.find(OptionItem, { list: { $in: [...lists] } }, { orderBy: { list: 'asc', sort: 'asc', itemId: 'asc' } });
    for (const item of items) {
      result[item.list as OptionListName]?.push({ id: item.itemId, name: item.names[lang] ?? item.names.ru, type: item.type });
    }
    return result;
  }
}
