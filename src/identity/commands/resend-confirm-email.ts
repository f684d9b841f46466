import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { normalizeEmail } from '../domain/account-tokens.repository.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { User } from '../domain/user.entity.js';
import { SecretMessages } from '../services/secret-messages.js';
import { sendConfirmation } from '../services/confirmation-mail.js';

export class ResendConfirmEmailCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly ref: string | undefined,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * Sends a fresh confirmation link to an unconfirmed account. Answers the same for unknown and
 * confirmed e-mails; the 90-second cooldown is kept per e-mail whether or not an account exists
 * and only resends start it (not a registration, not a sign-in), so even a 429 tells nothing
 * about accounts.
 */
@CommandHandler(ResendConfirmEmailCommand)
export class ResendConfirmEmailHandler implements ICommandHandler<ResendConfirmEmailCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
    private readonly messages: SecretMessages,
  ) {}

  async execute(command: ResendConfirmEmailCommand): Promise<void> {
    const email = normalizeEmail(command.email);
    await this.limits.consume(LIMIT_KEYS.emailAddress(command.ip), POLICY.emailsPerAddress.limit, POLICY.emailsPerAddress.windowSeconds);
    await this.limits.startCooldown(LIMIT_KEYS.emailCooldown('confirm-email', email), POLICY.emailResendSeconds);
    const user = await this.em.findOne(User, { email });
    if (!user || user.hasConfirmedEmail()) return;
    await sendConfirmation(this.em, this.messages, user);
  }
}
