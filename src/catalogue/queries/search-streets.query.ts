import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { CatalogueReader, StreetView } from '../catalogue.contract.js';
import { SEARCH_MIN } from '../catalogue.types.js';
import { visibleStreetParams, visibleStreetSql } from '../domain/owner.js';
import { likeEscape, searchKey } from '../domain/search-text.js';
import { PLACES_LIMIT } from './city-index.js';

/**
 * Streets of one city whose name contains the typed text (3+ characters; fewer answer nothing),
 * among those the reader sees: the imported ones and their company's own (domain/owner.ts). A
 * company's street that an import brought later is shown once, as the imported one.
 */
export class SearchStreetsQuery extends Query<StreetView[]> {
  constructor(
    readonly cityId: number,
    readonly text: string,
    readonly reader: CatalogueReader | null,
  ) {
    super();
  }
}
@QueryHandler(SearchStreetsQuery)
export class SearchStreetsHandler implements IQueryHandler<SearchStreetsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ cityId, text, reader }: SearchStreetsQuery): Promise<StreetView[]> {
    const key = searchKey(text);
    if ([...key].length < SEARCH_MIN) return [];
    const rows = await this.em.getConnection().execute<StreetView[]>(
      `select s.id as street_ref, s.name_ua, s.city_id as id_city from catalogue_street s
        where s.city_id = ? and s.search_key like ? and ${visibleStreetSql('s')}
          and not (s.source <> 'import' and exists (select 1 from catalogue_street g where g.city_id = s.city_id and g.name_key = s.name_key and g.source = 'import'))
        order by (s.search_key like ?) desc, length(s.name_ua), s.name_ua, s.id limit ${PLACES_LIMIT}`,
      [cityId, `%${likeEscape(key)}%`, ...visibleStreetParams(reader), `${likeEscape(key)}%`],
    );
    return rows;
  }
}
