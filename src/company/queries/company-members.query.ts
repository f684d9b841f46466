import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { CompanyRole } from '../company.types.js';
import { Company, Membership } from '../domain/company.entity.js';

/** A confirmed member of a company: who and with which role. */
export interface CompanyMemberRef {
  userId: string;
  role: CompanyRole;
}

/**
 * The confirmed members of a live company, oldest first (empty for an unknown or deleted company).
 * No access check: the asking context has already admitted its caller (e.g. the profiling context
 * lists colleagues who may approve a vacancy, and checks that chosen approvers are members).
 */
export class GetCompanyMembersQuery extends Query<CompanyMemberRef[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

@QueryHandler(GetCompanyMembersQuery)
export class GetCompanyMembersHandler implements IQueryHandler<GetCompanyMembersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyId }: GetCompanyMembersQuery): Promise<CompanyMemberRef[]> {
    const em = this.em.fork();
    const company = await em.findOne(Company, { id: companyId });
    if (!company?.isLive()) return [];
    const members = await em.find(Membership, { company: companyId, status: 'confirmed' }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return members.map((member) => ({ userId: member.userId, role: member.role }));
  }
}
