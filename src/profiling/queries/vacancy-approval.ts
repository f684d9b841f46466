import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery, type CompanyRole } from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { requireMembership } from '../services/access.js';
import { type Id } from '../../shared/domain/id.js';

/** A colleague who may be asked to approve (`get_vacancy_approvers`). */
export interface ApproverOption {
  user_id: string;
  name: string;
  role: CompanyRole;
}

/** A request waiting for the caller's answer (web/src/shared/api/positions.ts `ApprovalRequest`). */
export interface ApprovalRequestView {
  vacancy_id: string;
  company_id: string;
  company_name: string;
  number: number;
  name: string;
  author_name: string;
  requested_at: string;
}

/** The confirmed members of the company but the caller, by display name: whom the preview's picker offers. */
export class GetVacancyApproversQuery extends Query<ApproverOption[]> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
  ) {
    super();
  }
}

@QueryHandler(GetVacancyApproversQuery)
export class GetVacancyApproversHandler implements IQueryHandler<GetVacancyApproversQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ userId, companyId }: GetVacancyApproversQuery): Promise<ApproverOption[]> {
    await requireMembership(this.queries, userId, companyId);
    const members = (await this.queries.execute(new GetCompanyMembersQuery(companyId))).filter((member) => member.userId !== userId);
    const people = await this.queries.execute(new GetAccountContactsQuery(members.map((member) => member.userId)));
    return members
      .map((member) => ({ user_id: member.userId, name: people.get(member.userId)?.displayName ?? '', role: member.role }))
      .sort((a, b) => a.name.localeCompare(b.name, 'uk') || a.user_id.localeCompare(b.user_id));
  }
}
