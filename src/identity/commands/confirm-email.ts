import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { retireAccountTokens, takeAccountToken } from '../domain/account-tokens.repository.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { openSession } from '../domain/sessions.repository.js';
import { User } from '../domain/user.entity.js';

export class ConfirmEmailCommand extends Command<{ userId: string; token: string }> {
  constructor(
    readonly token: string,
    readonly remember: boolean,
  ) {
    super();
  }
}

/** Confirms the e-mail of the link's account and signs it in (the answer carries a session token). */
@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute(command: ConfirmEmailCommand): Promise<{ userId: string; token: string }> {
    const now = new Date();
    return this.em.transactional(async (em) => {
      const record = await takeAccountToken(em, command.token, 'confirm-email', now);
      if (!record) throw IdentityErrors.linkInvalid('token');
      const user = await em.findOneOrFail(User, { id: record.user.id });
      user.confirmEmail(now);
      await retireAccountTokens(em, user.id, 'confirm-email', now);
      return { userId: user.id, token: await openSession(em, user, command.remember, now) };
    });
  }
}
