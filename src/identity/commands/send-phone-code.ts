import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { User } from '../domain/user.entity.js';
import { sendCode } from '../services/phone-codes.js';
import { SecretMessages } from '../services/secret-messages.js';

export class SendPhoneCodeCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly phone: string,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * confirmPhoneSendSms: a code to the phone the signed-in user wants to confirm. A phone another
 * account confirmed gets its code all the same (answering PHONE_TAKEN here would tell anyone whose
 * phone has an account); only whoever holds the phone learns of the conflict, on confirming.
 */
@CommandHandler(SendPhoneCodeCommand)
export class SendPhoneCodeHandler implements ICommandHandler<SendPhoneCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
    private readonly messages: SecretMessages,
  ) {}

  async execute({ userId, phone, ip }: SendPhoneCodeCommand): Promise<void> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    if (user.hasConfirmedPhone() && user.phone === phone) throw IdentityErrors.phoneAlreadyConfirmed();
    user.assertPhoneChangeable(phone);
    await sendCode({ em: this.em, limits: this.limits, messages: this.messages }, { user, phone, purpose: 'confirm-phone', ip });
  }
}
