import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LiveHub } from '../../shared/live/live-hub.js';
import { retirePasswordResets, takeAccountToken } from '../domain/account-tokens.repository.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { hashPassword } from '../domain/secrets.js';
import { endSessions } from '../domain/sessions.repository.js';
import { User } from '../domain/user.entity.js';

export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly newPassword: string,
  ) {
    super();
  }
}

/** resetPassword: a single-use reset token sets a new password and ends every session of the account. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly live: LiveHub,
  ) {}

  async execute({ token, newPassword }: ResetPasswordCommand): Promise<void> {
    const now = new Date();
    const ended = await this.em.transactional(async (tx) => {
      const record = await takeAccountToken(tx, token, 'reset-password', now);
      if (!record) throw IdentityErrors.linkInvalid('reset_password_token');
      // Hashed only for a valid token, so bad tokens cannot make the server burn argon2 time.
      const hash = await hashPassword(newPassword);
      const user = await tx.findOneOrFail(User, { id: record.user.id });
      user.setPassword(hash, 'reset');
      // Whoever holds the reset link holds the mailbox (or the phone): the e-mail counts as confirmed.
      user.confirmEmail(now);
      await retirePasswordResets(tx, user.id, now);
      return endSessions(tx, user.id);
    });
    await this.live.endSessions(ended);
  }
}
