import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LiveHub } from '../../shared/live/live-hub.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { retirePasswordResets } from '../domain/account-tokens.repository.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { hashPassword, verifyPassword } from '../domain/secrets.js';
import { endSessions } from '../domain/sessions.repository.js';
import { User } from '../domain/user.entity.js';

export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}

/**
 * changePassword (and the verifier's updatePassword): needs the current password, counted like a
 * failed login when wrong; ends every other session of the account, keeps the caller's.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
    private readonly live: LiveHub,
  ) {}

  async execute(command: ChangePasswordCommand): Promise<void> {
    const accountKey = LIMIT_KEYS.loginAccount(command.userId);
    // Counted before the check, so concurrent guesses cannot outrun the limit; a success gives it back.
    await this.limits.take({
      key: accountKey,
      limit: POLICY.loginFailures.perAccount,
      windowSeconds: POLICY.loginFailures.accountWindowSeconds,
    });
    const user = await this.em.findOneOrFail(User, { id: command.userId });
    if (!(await verifyPassword(user.passwordHash, command.currentPassword))) throw IdentityErrors.wrongPassword();
    await this.limits.giveBack(accountKey);
    const hash = await hashPassword(command.newPassword);
    const ended = await this.em.transactional(async (tx) => {
      const current = await tx.findOneOrFail(User, { id: command.userId });
      current.setPassword(hash, 'change');
      await retirePasswordResets(tx, current.id, new Date());
      return endSessions(tx, current.id, command.sessionId);
    });
    await this.live.endSessions(ended);
  }
}
