import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { issueAccountToken, retireAccountTokens } from '../domain/account-tokens.repository.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { verifyAgainstNothing } from '../domain/secrets.js';
import { User } from '../domain/user.entity.js';
import { checkCode } from '../domain/phone-codes.repository.js';

/** A user id no account has: the lookups for an unknown phone run with it and find nothing. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

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
      {
        key: phoneKey,
        limit: POLICY.code.maxAttempts,
        windowSeconds: POLICY.code.ttlMs / 1000,
        code: 'CODE_ATTEMPTS_EXCEEDED',
        messageKey: 'auth.codeAttemptsExceeded',
      },
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
