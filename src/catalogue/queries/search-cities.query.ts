import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import type { CityView } from '../catalogue.contract.js';
import { SEARCH_MIN } from '../catalogue.types.js';
import { searchKey } from '../domain/search-text.js';
import { CityIndex, rankedCities } from './city-index.js';

/**
 * Cities, settlements and villages whose name contains the typed text (3+ characters; fewer
 * answer nothing): Ukrainian, romanised, or Russian (the same letters read alike, and the Russian
 * names of the large cities). Places of exactly that name first, then by kind (Kyiv and
 * Sevastopol, cities, settlements, villages), then name start, then shorter names.
 */
export class SearchCitiesQuery extends Query<CityView[]> {
  constructor(
    readonly text: string,
    readonly lang: Lang,
  ) {
    super();
  }
}
@QueryHandler(SearchCitiesQuery)
export class SearchCitiesHandler implements IQueryHandler<SearchCitiesQuery> {
  constructor(private readonly index: CityIndex) {}

  async execute({ text, lang }: SearchCitiesQuery): Promise<CityView[]> {
    const key = searchKey(text);
    if ([...key].length < SEARCH_MIN) return [];
    await this.index.edition();
    return rankedCities(this.index, key, lang);
  }
}
