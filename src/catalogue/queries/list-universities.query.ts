import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { SEARCH_MIN } from '../catalogue.types.js';
import { likeEscape, searchKey } from '../domain/search-text.js';

export interface UniversityView {
  id_university: number;
  name_university: string;
  city: string | null;
}
/** Universities, all of them or those matching the text (3+ characters), by name. */
export class ListUniversitiesQuery extends Query<UniversityView[]> {
  constructor(
    readonly text: string,
    readonly lang: Lang,
  ) {
    super();
  }
}
@QueryHandler(ListUniversitiesQuery)
export class ListUniversitiesHandler implements IQueryHandler<ListUniversitiesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ text, lang }: ListUniversitiesQuery): Promise<UniversityView[]> {
    const key = searchKey(text);
    const filtered = [...key].length >= SEARCH_MIN;
    const rows = await this.em
      .getConnection()
      .execute<{ id: number; names: Record<Lang, string>; city: string | null }[]>(
        `select u.id, u.names, u.city from catalogue_university u ${filtered ? 'where u.search_key like ?' : ''} order by u.names->>?, u.id`,
        filtered ? [`%${likeEscape(key)}%`, lang] : [lang],
      );
    return rows.map((row) => ({ id_university: row.id, name_university: row.names[lang] ?? row.names.uk, city: row.city }));
  }
}
