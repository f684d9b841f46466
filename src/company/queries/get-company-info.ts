import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { requireMember } from '../domain/company.repository.js';
import { CompanyFile } from '../domain/company.entity.js';
import { companyView, type CompanyView } from './company-view.js';
import type { Id } from '../../shared/domain/id.js';

/** `get_companyInfo`: one company as its member sees it (404 for anyone else). */
export class GetCompanyInfoQuery extends Query<CompanyView> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetCompanyInfoQuery)
export class GetCompanyInfoHandler implements IQueryHandler<GetCompanyInfoQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, companyId, lang }: GetCompanyInfoQuery): Promise<CompanyView> {
    const { company, member } = await requireMember(this.em, userId, companyId, 'view');
    const files = await this.em.find(CompanyFile, { company }, { orderBy: { uploadedAt: 'asc', id: 'asc' } });
    return companyView(company, member, files, lang);
  }
}
