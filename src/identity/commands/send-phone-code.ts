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

/** confirmPhoneSendSms: a code to the phone the signed-in user wants to confirm. */
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
    if ((await this.em.count(User, { phone, phoneConfirmedAt: { $ne: null }, id: { $ne: userId } })) > 0) throw IdentityErrors.phoneTaken();
    await sendCode({ em: this.em, limits: this.limits, messages: this.messages }, { user, phone, purpose: 'confirm-phone', ip });
  }
}
