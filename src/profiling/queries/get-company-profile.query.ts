import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { requireAccess } from '../services/access.js';
import { companyInfoView, type CompanyInfoView } from './read/profile-view.js';

/** `company_info` of the profiling calls: any member reads it (404 COMPANY_NOT_FOUND for strangers). */
export class GetCompanyProfileQuery extends Query<CompanyInfoView> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetCompanyProfileQuery)
export class GetCompanyProfileHandler implements IQueryHandler<GetCompanyProfileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, lang }: GetCompanyProfileQuery): Promise<CompanyInfoView> {
    const membership = await requireAccess(this.queries, userId, companyId, 'read');
    return companyInfoView(this.em, this.queries, userId, companyId, membership, lang);
  }
}
