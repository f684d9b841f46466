import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery } from '../../company/company.contract.js';
import { GetBirthdaysQuery } from '../../identity/identity.contract.js';
import { requireMembership } from '../services/access.js';
import { type Id } from '../../shared/domain/id.js';

/** The home page's info blocks and birthdays of one company (web/src/shared/api/home-info.ts). */
export interface HomeInfoView {
  colleagues: number;
  departments: number;
  vacancies: { draft: number; approval: number; returned: number; published: number };
  /** Colleagues' birthdays as day and month only (MM-DD): the year, and so the age, is theirs to tell. */
  birthdays: Array<{ user_id: string; name: string; date: string }>;
}

/**
 * Spec 000 §2 "Home page": info blocks and birthday counters, from real data — the company's
 * confirmed members (colleagues: everyone but the caller), departments and vacancies by status,
 * and the colleagues' birthdays from their profiles. For a member of the company only (404 else).
 */
export class GetHomeInfoQuery extends Query<HomeInfoView> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
  ) {
    super();
  }
}

@QueryHandler(GetHomeInfoQuery)
export class GetHomeInfoHandler implements IQueryHandler<GetHomeInfoQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId }: GetHomeInfoQuery): Promise<HomeInfoView> {
    await requireMembership(this.queries, userId, companyId);
    const em = this.em.fork();
    const [members, [departments], statuses] = await Promise.all([
      this.queries.execute(new GetCompanyMembersQuery(companyId)),
      em.execute<Array<{ n: number }>>('select count(*)::int as n from profiling_department where company_id = ?', [companyId]),
      em.execute<Array<{ status: string; n: number }>>(
        'select status, count(*)::int as n from profiling_vacancy where company_id = ? group by status',
        [companyId],
      ),
    ]);
    const colleagues = members.filter((member) => member.userId !== userId);
    const birthdays = await this.queries.execute(new GetBirthdaysQuery(colleagues.map((member) => member.userId)));
    const count = (status: string) => statuses.find((row) => row.status === status)?.n ?? 0;
    return {
      colleagues: colleagues.length,
      departments: departments?.n ?? 0,
      vacancies: { draft: count('draft'), approval: count('approval'), returned: count('returned'), published: count('published') },
      birthdays: birthdays
        .map((birthday) => ({ user_id: birthday.userId, name: birthday.displayName, date: birthday.birthDate.slice(5) }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name, 'uk')),
    };
  }
}
