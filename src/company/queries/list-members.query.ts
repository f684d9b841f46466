import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserInfoQuery } from '../../identity/identity.contract.js';
import { requireMember } from '../domain/company.repository.js';
import type { CompanyRole } from '../company.types.js';
import { COMPANY_ROLES } from '../company.types.js';
import { Membership, type MembershipStatus } from '../domain/company.entity.js';
import type { Id } from '../../shared/domain/id.js';

export interface MemberView {
  id: string;
  email: string;
  last_name: string | null;
  first_name: string | null;
  middle_name: string | null;
  tel: string | null;
  role: { id: number; code: CompanyRole };
  s_access_z: string[];
  /** Access status of a company user (spec §4): confirmed, or awaiting the person's confirmation. */
  status: MembershipStatus;
}

/** The members of a company (get_company_deputy: deputies only), for whoever manages members. */
export class ListMembersQuery extends Query<MemberView[]> {
  constructor(
    readonly actorId: string,
    readonly companyId: Id,
    readonly role: CompanyRole | null,
  ) {
    super();
  }
}

@QueryHandler(ListMembersQuery)
export class ListMembersHandler implements IQueryHandler<ListMembersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actorId, companyId, role }: ListMembersQuery): Promise<MemberView[]> {
    await requireMember(this.em, actorId, companyId, 'manageMembers');
    const members = await this.em.find(
      Membership,
      { company: companyId, ...(role ? { role } : {}) },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const views: MemberView[] = [];
    for (const member of members) {
      const person = await this.queries.execute(new GetUserInfoQuery(member.userId, 'ru'));
      views.push({
        id: member.userId,
        email: person.email,
        last_name: person.lname,
        first_name: person.name,
        middle_name: person.sname,
        tel: person.tel,
        role: { id: COMPANY_ROLES[member.role], code: member.role },
        s_access_z: member.rights,
        status: member.status,
      });
    }
    return views;
  }
}
