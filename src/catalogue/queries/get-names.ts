import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../catalogue.contract.js';
import type { OptionNames } from '../domain/option-item.entity.js';

/** Names by ids for other contexts (they keep only ids). */
@QueryHandler(GetCatalogueNamesQuery)
export class GetCatalogueNamesHandler implements IQueryHandler<GetCatalogueNamesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ target, ids, lang }: GetCatalogueNamesQuery): Promise<Record<number, string>> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
    if (wanted.length === 0) return {};
    const connection = this.em.getConnection();
    const rows =
      target.kind === 'list'
        ? await connection.execute<{ id: number; names: OptionNames }[]>(
            'select item_id as id, names from catalogue_option where list = ? and item_id in (select jsonb_array_elements_text(?::jsonb)::int)',
            [target.list, JSON.stringify(wanted)],
          )
        : target.kind === 'position'
          ? await connection.execute<{ id: number; names: OptionNames }[]>(
              'select id, names from catalogue_position where id in (select jsonb_array_elements_text(?::jsonb)::int)',
              [JSON.stringify(wanted)],
            )
          : target.kind === 'category'
            ? await connection.execute<{ id: number; names: OptionNames }[]>(
                'select id, names from catalogue_category where id in (select jsonb_array_elements_text(?::jsonb)::int)',
                [JSON.stringify(wanted)],
              )
            : target.kind === 'university'
              ? await connection.execute<{ id: number; names: OptionNames }[]>(
                  'select id, names from catalogue_university where id in (select jsonb_array_elements_text(?::jsonb)::int)',
                  [JSON.stringify(wanted)],
                )
              : await connection.execute<{ id: number; names: OptionNames }[]>(
                  'select id, names from catalogue_competency where family = ? and id in (select jsonb_array_elements_text(?::jsonb)::int)',
                  [target.family, JSON.stringify(wanted)],
                );
    return Object.fromEntries(rows.map((row) => [row.id, row.names[lang] ?? row.names.ru ?? row.names.uk]));
  }
}
