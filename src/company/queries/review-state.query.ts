import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { CompanyReviewState } from '../company.types.js';
import { Company } from '../domain/company.entity.js';
import type { Id } from '../../shared/domain/id.js';

/**
 * The company's review state as committed now: its status, current submission and data version.
 * The verification context asks it before a decision, so a decision on a view that an edit made
 * stale is refused at once rather than when the edit's events reach the back office. No access
 * check: the asking context admits its caller.
 */
export class GetCompanyReviewStateQuery extends Query<CompanyReviewState | null> {
  constructor(readonly companyId: Id) {
    super();
  }
}

@QueryHandler(GetCompanyReviewStateQuery)
export class GetCompanyReviewStateHandler implements IQueryHandler<GetCompanyReviewStateQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyId }: GetCompanyReviewStateQuery): Promise<CompanyReviewState | null> {
    const company = await this.em.fork().findOne(Company, { id: companyId });
    return company ? company.reviewState() : null;
  }
}
