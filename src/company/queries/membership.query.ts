import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { allowedActions, type CompanyAction, type CompanyRole } from '../domain/company-policy.js';
import { Company, Membership } from '../domain/company.entity.js';
import type { Id } from '../../shared/domain/id.js';

export interface CompanyMembership {
  role: CompanyRole;
  rights: string[];
  /** The permission matrix applied to this membership. */
  actions: CompanyAction[];
  companyStatusId: number;
}

/**
 * "Membership of user U in company C": role and rights, or null when U is no confirmed member of
 * a live company C. Every context asks this before touching what belongs to a company, and
 * answers 404 for null and 403 when the action it needs is not in `actions`.
 */
export class GetCompanyMembershipQuery extends Query<CompanyMembership | null> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
  ) {
    super();
  }
}

@QueryHandler(GetCompanyMembershipQuery)
export class GetCompanyMembershipHandler implements IQueryHandler<GetCompanyMembershipQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, companyId }: GetCompanyMembershipQuery): Promise<CompanyMembership | null> {
    const member = await this.em.findOne(Membership, { company: companyId, userId, status: 'confirmed' });
    if (!member) return null;
    const company = await this.em.findOne(Company, { id: companyId });
    if (!company?.isLive()) return null;
    return {
      role: member.role,
      rights: [...member.rights],
      actions: allowedActions({ role: member.role, rights: member.rights }),
      companyStatusId: company.statusId,
    };
  }
}
