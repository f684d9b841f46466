import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CheckPositionItemsQuery, type PositionItemsCheck } from '../catalogue.contract.js';
import { FAMILY_NAMES, type Family } from '../catalogue.types.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { isVisibleTo, visibleParams, visibleSql } from '../domain/owner.js';

/**
 * Other contexts (vacancy profiles) check a chosen position and chosen competency items in one
 * round trip. Items may come from any position the reader sees: the picker of spec 001 §2 lists
 * positions and their items side by side, so a new position borrows the items of similar ones.
 */
@QueryHandler(CheckPositionItemsQuery)
export class CheckPositionItemsHandler implements IQueryHandler<CheckPositionItemsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ positionId, type, items, lang, reader }: CheckPositionItemsQuery): Promise<PositionItemsCheck> {
    const asked = FAMILY_NAMES.filter((family) => (items[family]?.length ?? 0) > 0);
    const allUnknown = (): PositionItemsCheck['unknown'] =>
      Object.fromEntries(asked.map((family) => [family, [...new Set(items[family])]]));
    if (!Number.isSafeInteger(positionId)) return { position: null, unknown: allUnknown() };
    const connection = this.em.getConnection();
    const [row] = await connection.execute<
      { id: number; names: OptionNames; type: string; owner_company_id: string | null; owner_user_id: string | null }[]
    >('select id, names, type, owner_company_id, owner_user_id from catalogue_position where id = ?', [positionId]);
    if (!row || !isVisibleTo(row, reader) || (type !== null && row.type !== type)) return { position: null, unknown: allUnknown() };
    const position = {
      id: row.id,
      name: row.names[lang] ?? row.names.ru,
      type: row.type === 'global' ? ('global' as const) : ('local' as const),
    };
    if (asked.length === 0) return { position, unknown: {} };
    const wanted = asked.flatMap((family) => (items[family] ?? []).filter((id) => Number.isSafeInteger(id)));
    const found = await connection.execute<{ id: number; family: Family }[]>(
      `select i.id, i.family from catalogue_competency i
        where i.id in (select jsonb_array_elements_text(?::jsonb)::int) and ${visibleSql('i')}`,
      [JSON.stringify(wanted), ...visibleParams(reader)],
    );
    const known = new Set(found.map((item) => `${item.family}:${item.id}`));
    const unknown: PositionItemsCheck['unknown'] = {};
    for (const family of asked) {
      const missing = [...new Set(items[family])].filter((id) => !known.has(`${family}:${id}`));
      if (missing.length > 0) unknown[family] = missing;
    }
    return { position, unknown };
  }
}
