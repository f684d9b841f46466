import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { User } from '../domain/user.entity.js';
import { checkCode, type CodeCheck } from '../domain/phone-codes.repository.js';
import { codeFailure } from '../services/phone-codes.js';

export class ConfirmPhoneCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * confirmPhone: the code from the SMS confirms the phone it was sent to as the user's main phone;
 * 409 PHONE_TAKEN if another account confirmed it (told only to whoever holds the phone).
 */
@CommandHandler(ConfirmPhoneCommand)
export class ConfirmPhoneHandler implements ICommandHandler<ConfirmPhoneCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ userId, code, ip }: ConfirmPhoneCommand): Promise<void> {
    const addressKey = LIMIT_KEYS.codeAddress(ip);
    await this.limits.take({ key: addressKey, limit: POLICY.codeFailures.perAddress, windowSeconds: POLICY.codeFailures.windowSeconds });
    let outcome: CodeCheck;
    try {
      outcome = await this.em.transactional(async (tx) => {
        const result = await checkCode(tx, userId, 'confirm-phone', code);
        if (!result.ok) return result; // committed: a wrong code costs its attempt
        const phone = result.code.phone;
        if ((await tx.count(User, { phone, phoneConfirmedAt: { $ne: null }, id: { $ne: userId } })) > 0) throw IdentityErrors.phoneTaken();
        const user = await tx.findOneOrFail(User, { id: userId });
        user.confirmPhone(phone, new Date());
        return result;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.phoneTaken();
      throw error;
    }
    // Only a wrong code keeps its attempt counted against the address.
    if (outcome.ok || outcome.reason !== 'wrong') await this.limits.giveBack(addressKey);
    if (!outcome.ok) throw await codeFailure(this.limits, outcome.reason, 'confirm-phone', outcome.phone, userId);
  }
}
