import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { readerAccess, type Reader } from '../services/access.js';
import { companyInfoView, type CompanyInfoView } from './read/profile-view.js';

/**
 * `company_info` of the profiling calls: any member reads it (404 COMPANY_NOT_FOUND for strangers).
 * A write that changes no membership nor status (the policy files) hands its decided access as the
 * reader; the steps read afresh, since the general step may send the company back for verification.
 */
export class GetCompanyProfileQuery extends Query<CompanyInfoView> {
  constructor(
    readonly reader: Reader,
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

  async execute({ reader, lang }: GetCompanyProfileQuery): Promise<CompanyInfoView> {
    const { userId, companyId } = reader;
    const membership = await readerAccess(this.queries, reader);
    return companyInfoView(this.em, this.queries, userId, companyId, membership, lang);
  }
}
