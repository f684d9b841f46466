import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetOptionListsQuery, type OptionLists, type OptionView } from '../catalogue.contract.js';
import type { ListName } from '../catalogue.types.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { visibleParams, visibleSql } from '../domain/owner.js';
import type { Lang } from '../../shared/i18n/lang.js';

interface Row {
  list: ListName;
  item_id: number;
  code: string | null;
  names: OptionNames;
  help: OptionNames | null;
  type: string;
  owner_user_id: string | null;
}

export function optionView(row: Row, lang: Lang, userId: string | null): OptionView {
  const view: OptionView = { id: row.item_id, name: row.names[lang] ?? row.names.ru, type: row.type };
  // Local items get generated codes that mean nothing to a client; only global ones are named.
  if (row.type === 'global' && row.code) view.code = row.code;
  if (row.help) view.help = row.help[lang] ?? row.help.ru;
  if (row.type !== 'global') view.isUserAdd = row.owner_user_id === userId;
  return view;
}

/** Global items in their list order, then the reader's local items in the order they were added. */
@QueryHandler(GetOptionListsQuery)
export class GetOptionListsHandler implements IQueryHandler<GetOptionListsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ lists, lang, reader }: GetOptionListsQuery): Promise<OptionLists> {
    const result: OptionLists = Object.fromEntries(lists.map((list) => [list, []]));
    if (lists.length === 0) return result;
    const rows = await this.em.getConnection().execute<Row[]>(
      `select o.list, o.item_id, o.code, o.names, o.help, o.type, o.owner_user_id from catalogue_option o
        where o.list in (select jsonb_array_elements_text(?::jsonb)) and ${visibleSql('o')}
        order by o.list, o.type = 'local', o.sort, o.item_id`,
      [JSON.stringify(lists), ...visibleParams(reader)],
    );
    for (const row of rows) result[row.list]?.push(optionView(row, lang, reader?.userId ?? null));
    return result;
  }
}
