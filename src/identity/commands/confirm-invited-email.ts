import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '../domain/secrets.js';
import { User } from '../domain/user.entity.js';

/**
 * The invitation link reached the address: the account's e-mail counts as confirmed, so the
 * invited person can sign in. An unconfirmed account never signed in, so its address is still the
 * invited one; an account confirmed already is left as it is. With `password`, an account made for
 * the invitation (without one) gets the password its person chose on the invitation page; an
 * account that has a password keeps it (409 PASSWORD_ALREADY_SET).
 * Called inside the inviting context's transaction, it joins it, so a refused password leaves the
 * invitation unused.
 */
export class ConfirmInvitedEmailCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly password: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(ConfirmInvitedEmailCommand)
export class ConfirmInvitedEmailHandler implements ICommandHandler<ConfirmInvitedEmailCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, password }: ConfirmInvitedEmailCommand): Promise<void> {
    const hash = password === null ? null : await hashPassword(password);
    await this.em.fork({ keepTransactionContext: true }).transactional(async (tx) => {
      const user = await tx.findOne(User, { id: userId });
      if (!user) return;
      if (hash !== null) user.choosePassword(hash);
      if (!user.hasConfirmedEmail()) user.confirmEmail(new Date());
    });
  }
}
