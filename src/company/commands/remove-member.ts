import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { mayManageMember } from '../domain/company-policy.js';
import { ActiveCompany } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyMemberRemoved } from '../domain/company.events.js';
import { inTransaction, requireMember, targetMember } from './company-access.js';
import { memberUserId, type MemberRef } from './member-ref.js';

/** removeUserFromCompany: the membership ends, and with it every access and the active choice. */
export class RemoveMemberCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly companyId: string,
    readonly member: MemberRef,
  ) {
    super();
  }
}

@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ actorId, companyId, member }: RemoveMemberCommand): Promise<void> {
    const userId = await memberUserId(this.em, this.queries, this.limits, actorId, companyId, member);
    await inTransaction(this.em, async (tx) => {
      const { company, member: actor } = await requireMember(tx, actorId, companyId, 'manageMembers', { lock: true });
      const target = await targetMember(tx, companyId, userId);
      if (!mayManageMember(actor, target)) throw CompanyErrors.forbidden();
      recordEvent(company, new CompanyMemberRemoved(companyId, actorId, userId, target.role));
      tx.remove(target);
      await tx.nativeUpdate(ActiveCompany, { userId, companyId }, { companyId: null });
      await tx.flush();
    });
  }
}
