import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { requireAccess } from '../services/access.js';
import { companyOffices, type OfficeAddressView } from './read/profile-view.js';
import { type Id } from '../../shared/domain/id.js';

/** `s_offices`: the legal, actual and regional office addresses of the company, duplicates merged. */
export class GetCompanyOfficesQuery extends Query<OfficeAddressView[]> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetCompanyOfficesQuery)
export class GetCompanyOfficesHandler implements IQueryHandler<GetCompanyOfficesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, lang }: GetCompanyOfficesQuery): Promise<OfficeAddressView[]> {
    await requireAccess(this.queries, userId, companyId, 'read');
    return companyOffices(this.em, this.queries, companyId, lang);
  }
}
