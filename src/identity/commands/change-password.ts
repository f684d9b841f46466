import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { hashPassword, verifyPassword } from '../domain/secrets.js';
import { Session, User } from '../domain/user.entity.js';

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
  ) {}

  async execute(command: ChangePasswordCommand): Promise<void> {
    const accountKey = LIMIT_KEYS.loginAccount(command.userId);
    await this.limits.assertBelow(accountKey, POLICY.loginFailures.perAccount);
    const user = await this.em.findOneOrFail(User, { id: command.userId });
    if (!(await verifyPassword(user.passwordHash, command.currentPassword))) {
      await this.limits.recordFailure(accountKey, POLICY.loginFailures.accountWindowSeconds);
      throw IdentityErrors.wrongPassword();
    }
    const hash = await hashPassword(command.newPassword);
    await this.em.transactional(async (tx) => {
      const current = await tx.findOneOrFail(User, { id: command.userId });
      current.setPassword(hash, 'change');
      await tx.nativeDelete(Session, { user: current.id, id: { $ne: command.sessionId } });
    });
  }
}
