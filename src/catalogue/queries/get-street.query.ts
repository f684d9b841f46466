import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetStreetQuery, type StreetView } from '../catalogue.contract.js';

@QueryHandler(GetStreetQuery)
export class GetStreetHandler implements IQueryHandler<GetStreetQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ streetId, cityId }: GetStreetQuery): Promise<StreetView | null> {
    if (!Number.isSafeInteger(streetId)) return null;
    const [row] = await this.em
      .getConnection()
      .execute<StreetView[]>('select s.id as street_ref, s.name_ua, s.city_id as id_city from catalogue_street s where s.id = ?', [
        streetId,
      ]);
    if (!row || (cityId !== undefined && row.id_city !== cityId)) return null;
    return row;
  }
}
