import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { CompanyReviewState } from '../company.types.js';
import { Company } from '../domain/company.entity.js';

/** One page of every company's review state, in id order after `afterId` (the consistency check). */
export class ListCompanyReviewStatesQuery extends Query<Array<CompanyReviewState & { companyId: string }>> {
  constructor(
    readonly afterId: string | null,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListCompanyReviewStatesQuery)
export class ListCompanyReviewStatesHandler implements IQueryHandler<ListCompanyReviewStatesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ afterId, limit }: ListCompanyReviewStatesQuery): Promise<Array<CompanyReviewState & { companyId: string }>> {
    const companies = await this.em.fork().find(Company, afterId ? { id: { $gt: afterId } } : {}, {
      orderBy: { id: 'asc' },
      limit,
      fields: ['id', 'statusId', 'submissionId', 'dataVersion'],
    });
    return companies.map((company) => ({ companyId: company.id, ...company.reviewState() }));
  }
}
