import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConfirmInvitedEmailCommand } from '../../identity/identity.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { Company, Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyMemberConfirmed } from '../domain/company.events.js';
import { hashInviteToken } from '../domain/invitation.js';

/**
 * The invitation link was used: the membership is confirmed and opens the company to the person.
 * The token alone proves the address, so a freshly made account's e-mail counts as confirmed too.
 */
export class ConfirmMembershipCommand extends Command<{ companyId: string }> {
  constructor(readonly token: string) {
    super();
  }
}

@CommandHandler(ConfirmMembershipCommand)
export class ConfirmMembershipHandler implements ICommandHandler<ConfirmMembershipCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ token }: ConfirmMembershipCommand): Promise<{ companyId: string }> {
    const now = new Date();
    const confirmed = await this.em.transactional(async (tx) => {
      const membership = await tx.findOne(Membership, { inviteTokenHash: hashInviteToken(token), status: 'awaiting' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!membership || !membership.inviteExpiresAt || membership.inviteExpiresAt.getTime() <= now.getTime()) throw CompanyErrors.inviteInvalid();
      const company = await tx.findOneOrFail(Company, { id: membership.company.id });
      if (!company.isLive()) throw CompanyErrors.inviteInvalid();
      membership.status = 'confirmed';
      membership.inviteTokenHash = null;
      membership.inviteExpiresAt = null;
      recordEvent(company, new CompanyMemberConfirmed(company.id, membership.userId, membership.role));
      await tx.flush();
      return { companyId: company.id, userId: membership.userId };
    });
    await this.commands.execute(new ConfirmInvitedEmailCommand(confirmed.userId));
    return { companyId: confirmed.companyId };
  }
}
