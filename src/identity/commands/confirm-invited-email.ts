import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../domain/user.entity.js';

/**
 * The invitation link reached the address: the account's e-mail counts as confirmed, so the
 * invited person can sign in. An unconfirmed account never signed in, so its address is still the
 * invited one; an account confirmed already is left as it is.
 */
export class ConfirmInvitedEmailCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(ConfirmInvitedEmailCommand)
export class ConfirmInvitedEmailHandler implements ICommandHandler<ConfirmInvitedEmailCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ConfirmInvitedEmailCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(User, { id: userId });
      if (user && !user.hasConfirmedEmail()) user.confirmEmail(new Date());
    });
  }
}
