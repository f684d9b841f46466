import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { POLICY } from '../domain/policy.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../domain/secrets.js';
import { OneTimeCode, Session, User } from '../domain/user.entity.js';
import { issueAccountToken, normalizeEmail, retireAccountTokens, takeAccountToken } from './account-tokens.js';
import { checkCode, sendCode } from './codes.js';
import { LIMIT_KEYS, RateLimiter } from './rate-limiter.js';
import { SecretMessages } from './secret-messages.js';

/**
 * A new password ends every way to set another one that was issued before it: reset links and
 * reset codes alike, so a link or SMS code lying in an old mailbox or phone is worthless.
 */
async function retirePasswordResets(tx: EntityManager, userId: string, now: Date): Promise<void> {
  await retireAccountTokens(tx, userId, 'reset-password', now);
  await tx.nativeUpdate(OneTimeCode, { user: userId, purpose: 'reset-password', consumedAt: null }, { consumedAt: now });
}

/** A user id no account has: lookups for an unknown phone run with it and find nothing. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export class ForgotPasswordCommand extends Command<void> {
  constructor(
    readonly target: { email: string; ref: string | undefined } | { phone: string },
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * forgotPassword by e-mail (a link) or by phone (an SMS code). The answer never depends on whether
 * an account exists: limits and cooldowns are spent per e-mail or phone either way, and only an
 * existing account gets a message.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
    private readonly messages: SecretMessages,
  ) {}

  async execute({ target, ip }: ForgotPasswordCommand): Promise<void> {
    if ('phone' in target) {
      const user = await this.em.findOne(User, { phone: target.phone, phoneConfirmedAt: { $ne: null } });
      await sendCode({ em: this.em, limits: this.limits, messages: this.messages }, { user, phone: target.phone, purpose: 'reset-password', ip });
      return;
    }
    const email = normalizeEmail(target.email);
    await this.limits.consume(LIMIT_KEYS.emailAddress(ip), POLICY.emailsPerAddress.limit, POLICY.emailsPerAddress.windowSeconds);
    await this.limits.startCooldown(LIMIT_KEYS.emailCooldown('reset-password', email), POLICY.emailResendSeconds);
    const user = await this.em.findOne(User, { email });
    if (!user) return;
    const now = new Date();
    const link = await this.em.transactional(async (tx) => {
      await retireAccountTokens(tx, user.id, 'reset-password', now);
      const issued = issueAccountToken(tx, user, 'reset-password', POLICY.resetTokenTtlMs, now);
      user.passwordResetRequested('email', issued.id);
      tx.persist(user);
      return issued;
    });
    await this.messages.passwordResetEmail({ tokenId: link.id, token: link.token, to: user.email, lang: user.lang as Lang, ref: target.ref });
  }
}

export class ConfirmResetCodeCommand extends Command<{ resetToken: string }> {
  constructor(
    readonly phone: string,
    readonly code: string,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * resetPasswordConfirmPhone: the SMS code of the forgot flow becomes a reset token. Every failure
 * answers CODE_INVALID (an unknown phone looks like a wrong code), and five failures per phone
 * answer 429 until a new code is asked for, whether or not the phone has an account.
 */
@CommandHandler(ConfirmResetCodeCommand)
export class ConfirmResetCodeHandler implements ICommandHandler<ConfirmResetCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ phone, code, ip }: ConfirmResetCodeCommand): Promise<{ resetToken: string }> {
    const phoneKey = LIMIT_KEYS.resetCodePhone(phone);
    const addressKey = LIMIT_KEYS.codeAddress(ip);
    await this.limits.take(
      { key: addressKey, limit: POLICY.codeFailures.perAddress, windowSeconds: POLICY.codeFailures.windowSeconds },
      { key: phoneKey, limit: POLICY.code.maxAttempts, windowSeconds: POLICY.code.ttlMs / 1000, code: 'CODE_ATTEMPTS_EXCEEDED', messageKey: 'auth.codeAttemptsExceeded' },
    );

    const user = await this.em.findOne(User, { phone, phoneConfirmedAt: { $ne: null } });
    // An unknown phone runs the same transaction and lookup (finding no code), so time tells nothing.
    const token = await this.em.transactional(async (tx) => {
      const result = await checkCode(tx, user?.id ?? NOBODY, 'reset-password', code, phone);
      if (!result.ok) {
        // Only a live code costs a verification; the others spend one too.
        if (result.reason !== 'wrong') await verifyAgainstNothing(code);
        return null;
      }
      await retireAccountTokens(tx, user!.id, 'reset-password', new Date());
      return issueAccountToken(tx, user!, 'reset-password', POLICY.resetTokenTtlMs).token;
    });
    if (!token) throw IdentityErrors.codeInvalid();
    await this.limits.giveBack(addressKey);
    await this.limits.reset(phoneKey);
    return { resetToken: token };
  }
}

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
  constructor(private readonly em: EntityManager) {}

  async execute({ token, newPassword }: ResetPasswordCommand): Promise<void> {
    const now = new Date();
    await this.em.transactional(async (tx) => {
      const record = await takeAccountToken(tx, token, 'reset-password', now);
      if (!record) throw IdentityErrors.linkInvalid('reset_password_token');
      // Hashed only for a valid token, so bad tokens cannot make the server burn argon2 time.
      const hash = await hashPassword(newPassword);
      const user = await tx.findOneOrFail(User, { id: record.user.id });
      user.setPassword(hash, 'reset');
      // Whoever holds the reset link holds the mailbox (or the phone): the e-mail counts as confirmed.
      user.confirmEmail(now);
      await retirePasswordResets(tx, user.id, now);
      await tx.nativeDelete(Session, { user: user.id });
    });
  }
}

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
    await this.limits.take({ key: accountKey, limit: POLICY.loginFailures.perAccount, windowSeconds: POLICY.loginFailures.accountWindowSeconds });
    const user = await this.em.findOneOrFail(User, { id: command.userId });
    if (!(await verifyPassword(user.passwordHash, command.currentPassword))) throw IdentityErrors.wrongPassword();
    await this.limits.giveBack(accountKey);
    const hash = await hashPassword(command.newPassword);
    await this.em.transactional(async (tx) => {
      const current = await tx.findOneOrFail(User, { id: command.userId });
      current.setPassword(hash, 'change');
      await retirePasswordResets(tx, current.id, new Date());
      await tx.nativeDelete(Session, { user: current.id, id: { $ne: command.sessionId } });
    });
  }
}
