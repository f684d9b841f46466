import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ConfirmInvitedEmailCommand, GetInviteeAccountQuery } from '../../identity/identity.contract.js';
import { CompanyMembers } from '../domain/company-members.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { findInvitation } from '../domain/company.repository.js';
import { hashInviteToken } from '../domain/invitation.js';

/**
 * The invitation link was used (rules: CompanyMembers.confirm). The token alone proves the
 * address, so a freshly made account's e-mail counts as confirmed too, and such an account (made
 * without a password) gets the one its person chose on the invitation page (`password`, required
 * then: 400 PASSWORD_REQUIRED), in the same transaction: a refused password leaves the link usable.
 */
export class ConfirmMembershipCommand extends Command<{ companyId: string }> {
  constructor(
    readonly token: string,
    readonly password: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(ConfirmMembershipCommand)
export class ConfirmMembershipHandler implements ICommandHandler<ConfirmMembershipCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token, password }: ConfirmMembershipCommand): Promise<{ companyId: string }> {
    return this.em.transactional(async (tx) => {
      const membership = CompanyMembers.confirm(await findInvitation(tx, hashInviteToken(token)), new Date());
      const account = await this.queries.execute(new GetInviteeAccountQuery(membership.userId));
      if (account && !account.hasPassword && password === null) throw CompanyErrors.invitePasswordRequired();
      await tx.flush();
      // Identity joins this transaction: the membership and the account's password commit together.
      await this.commands.execute(new ConfirmInvitedEmailCommand(membership.userId, password));
      return { companyId: membership.company.id };
    });
  }
}
