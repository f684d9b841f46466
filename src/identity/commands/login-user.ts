import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { looksLikePhone, normalizePhone } from '../../shared/domain/phone.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { normalizeEmail } from '../domain/account-tokens.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { verifyAgainstNothing, verifyPassword } from '../domain/secrets.js';
import { openSession } from '../domain/sessions.js';
import { Session, User } from '../domain/user.entity.js';
import { sendConfirmation } from '../services/confirmation-mail.js';
import { SecretMessages } from '../services/secret-messages.js';

export class LoginUserCommand extends Command<{ userId: string; token: string | null }> {
  constructor(
    readonly identifier: string,
    readonly password: string,
    readonly remember: boolean,
    readonly lang: Lang,
    readonly ip: string,
    readonly ref: string | undefined,
  ) {
    super();
  }
}

/**
 * Signs in by e-mail or by confirmed phone. Failures are counted per account and per address in
 * Redis and refused with 429 past the limits, before the password is even checked. An account
 * whose e-mail is not confirmed gets no session, only a fresh confirmation letter.
 */
@CommandHandler(LoginUserCommand)
export class LoginUserHandler implements ICommandHandler<LoginUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
    private readonly messages: SecretMessages,
  ) {}

  async execute(command: LoginUserCommand): Promise<{ userId: string; token: string | null }> {
    const byPhone = looksLikePhone(command.identifier);
    const key = byPhone ? normalizePhone(command.identifier) : normalizeEmail(command.identifier);
    if (!key) throw IdentityErrors.invalidCredentials();
    const user = byPhone ? await this.em.findOne(User, { phone: key, phoneConfirmedAt: { $ne: null } }) : await this.em.findOne(User, { email: key });

    const accountKey = LIMIT_KEYS.loginAccount(user ? user.id : key);
    const addressKey = LIMIT_KEYS.loginAddress(command.ip);
    await this.limits.assertBelow(addressKey, POLICY.loginFailures.perAddress);
    await this.limits.assertBelow(accountKey, POLICY.loginFailures.perAccount);

    const valid = user ? await verifyPassword(user.passwordHash, command.password) : await verifyAgainstNothing(command.password);
    if (!user || !valid) {
      await this.limits.recordFailure(accountKey, POLICY.loginFailures.accountWindowSeconds);
      await this.limits.recordFailure(addressKey, POLICY.loginFailures.addressWindowSeconds);
      throw IdentityErrors.invalidCredentials();
    }
    await this.limits.reset(accountKey);
    user.useLang(command.lang);

    if (!user.hasConfirmedEmail()) {
      await this.em.flush();
      // At most one letter per cooldown, however often the person tries to sign in.
      if (await this.limits.tryCooldown(LIMIT_KEYS.emailCooldown('confirm-email', user.email), POLICY.emailResendSeconds)) {
        await sendConfirmation(this.em, this.messages, user, command.ref);
      }
      return { userId: user.id, token: null };
    }
    // Expired sessions of this account are swept on the way, so the table does not grow forever.
    await this.em.nativeDelete(Session, { user: user.id, expiresAt: { $lte: new Date() } });
    const token = openSession(this.em, user, command.remember);
    await this.em.flush();
    return { userId: user.id, token };
  }
}
