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
 * Signs in by e-mail or by confirmed phone. Attempts are counted per account and per address in
 * Redis before the password is checked (429 past the limits); a success gives its attempt back. An account
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
    // Counted before the password is checked, so concurrent guesses cannot outrun the limit.
    await this.limits.take(
      { key: addressKey, limit: POLICY.loginFailures.perAddress, windowSeconds: POLICY.loginFailures.addressWindowSeconds },
      { key: accountKey, limit: POLICY.loginFailures.perAccount, windowSeconds: POLICY.loginFailures.accountWindowSeconds },
    );

    const valid = user ? await verifyPassword(user.passwordHash, command.password) : await verifyAgainstNothing(command.password);
    if (!user || !valid) throw IdentityErrors.invalidCredentials();
    // Only failures count: the address gets its attempt back, the account starts afresh.
    await this.limits.giveBack(addressKey);
    await this.limits.reset(accountKey);
    user.useLang(command.lang);

    if (!user.hasConfirmedEmail()) {
      await this.em.flush();
      // At most one letter per cooldown, however often the person tries to sign in.
      if (await this.limits.tryCooldown(LIMIT_KEYS.emailCooldown('confirm-email-on-login', user.email), POLICY.emailResendSeconds)) {
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
