import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../../catalogue/catalogue.contract.js';
import { GetCompanyMembershipQuery, GetCompanyNamesQuery } from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { Vacancy, VacancyApprover } from '../domain/vacancy.entity.js';
import type { ApprovalRequestView } from './vacancy-approval.js';
import { storedId } from '../../shared/domain/id.js';

/**
 * The caller's pending requests across companies, newest first: rows without a decision of
 * vacancies still under approval, in companies the caller still belongs to. The position is named in
 * the caller's language, as the vacancy list and the vacancy itself name it.
 */
export class GetApprovalRequestsQuery extends Query<ApprovalRequestView[]> {
  constructor(
    readonly userId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetApprovalRequestsQuery)
export class GetApprovalRequestsHandler implements IQueryHandler<GetApprovalRequestsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, lang }: GetApprovalRequestsQuery): Promise<ApprovalRequestView[]> {
    const em = this.em.fork();
    const rows = await em.find(VacancyApprover, { userId, decision: null }, { orderBy: { requestedAt: 'desc', vacancyId: 'asc' } });
    if (rows.length === 0) return [];
    const vacancies = new Map(
      (await em.find(Vacancy, { id: { $in: rows.map((row) => row.vacancyId) }, status: 'approval' })).map((vacancy) => [
        vacancy.id,
        vacancy,
      ]),
    );
    const companyIds = [...new Set([...vacancies.values()].map((vacancy) => vacancy.companyId))];
    const memberOf = new Set<string>();
    for (const companyId of companyIds) {
      if (await this.queries.execute(new GetCompanyMembershipQuery(userId, storedId(companyId)))) memberOf.add(companyId);
    }
    const names = await this.queries.execute(new GetCompanyNamesQuery([...memberOf]));
    const authors = await this.queries.execute(
      new GetAccountContactsQuery([...new Set([...vacancies.values()].map((vacancy) => vacancy.authorUserId))]),
    );
    const positionIds = [
      ...new Set([...vacancies.values()].flatMap((vacancy) => (vacancy.values.id_position === null ? [] : [vacancy.values.id_position]))),
    ];
    const positions =
      positionIds.length > 0 ? await this.queries.execute(new GetCatalogueNamesQuery({ kind: 'position' }, positionIds, lang)) : {};
    const requests: ApprovalRequestView[] = [];
    for (const row of rows) {
      const vacancy = vacancies.get(row.vacancyId);
      if (!vacancy || !memberOf.has(vacancy.companyId)) continue;
      requests.push({
        vacancy_id: vacancy.id,
        company_id: vacancy.companyId,
        company_name: names.get(vacancy.companyId) ?? '',
        number: vacancy.number,
        name: (vacancy.values.id_position === null ? '' : positions[vacancy.values.id_position]) || vacancy.name,
        author_name: authors.get(vacancy.authorUserId)?.displayName ?? '',
        requested_at: row.requestedAt.toISOString(),
      });
    }
    return requests;
  }
}
