import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetCityQuery, type CityView } from '../catalogue.contract.js';
import { CITY_COLUMNS, cityView, type CityRow } from './city-index.js';

@QueryHandler(GetCityQuery)
export class GetCityHandler implements IQueryHandler<GetCityQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ cityId, lang }: GetCityQuery): Promise<CityView | null> {
    if (!Number.isSafeInteger(cityId)) return null;
    const [row] = await this.em.getConnection().execute<CityRow[]>(`select ${CITY_COLUMNS} from catalogue_city c where c.id = ?`, [cityId]);
    return row ? cityView(row, lang) : null;
  }
}
