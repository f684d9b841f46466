import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { CompanyMembers } from '../domain/company-members.js';
import { clearActiveChoice, inTransaction, requireMember, targetMember } from '../domain/company.repository.js';
import { memberUserId, type MemberRef } from '../services/member-ref.js';
import type { Id } from '../../shared/domain/id.js';

/** removeUserFromCompany: the membership ends, and with it every access and the active choice (rules: CompanyMembers.remove). */
export class RemoveMemberCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly companyId: Id,
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
      new CompanyMembers(company).remove(actor, target);
      tx.remove(target);
      await clearActiveChoice(tx, userId, companyId);
      await tx.flush();
    });
  }
}
