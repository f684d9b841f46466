import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Company } from '../domain/company.entity.js';

/** The names of companies by id (unknown ids are left out), e.g. for lists that span companies. */
export class GetCompanyNamesQuery extends Query<Map<string, string>> {
  constructor(readonly companyIds: string[]) {
    super();
  }
}

@QueryHandler(GetCompanyNamesQuery)
export class GetCompanyNamesHandler implements IQueryHandler<GetCompanyNamesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyIds }: GetCompanyNamesQuery): Promise<Map<string, string>> {
    if (companyIds.length === 0) return new Map();
    const companies = await this.em.fork().find(Company, { id: { $in: [...new Set(companyIds)] } });
    return new Map(companies.map((company) => [company.id, company.name]));
  }
}
