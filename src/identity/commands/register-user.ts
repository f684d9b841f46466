import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../shared/i18n/lang.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { issueAccountToken, normalizeEmail } from '../domain/account-tokens.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { hashPassword } from '../domain/secrets.js';
import { User } from '../domain/user.entity.js';
import { SecretMessages } from '../services/secret-messages.js';

export class RegisterUserCommand extends Command<{ userId: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ref: string | undefined,
    readonly lang: Lang,
    readonly ip: string,
  ) {
    super();
  }
}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
    private readonly messages: SecretMessages,
  ) {}

  async execute(command: RegisterUserCommand): Promise<{ userId: string }> {
    const email = normalizeEmail(command.email);
    await this.limits.consume(LIMIT_KEYS.emailAddress(command.ip), POLICY.emailsPerAddress.limit, POLICY.emailsPerAddress.windowSeconds);
    if ((await this.em.count(User, { email })) > 0) throw IdentityErrors.emailTaken();

    const user = this.em.create(User, { id: randomUUID(), email, passwordHash: await hashPassword(command.password), lang: command.lang, role: 'user' });
    const link = issueAccountToken(this.em, user, 'confirm-email', POLICY.emailConfirmTtlMs);
    user.registered();
    user.emailConfirmationRequested(link.id);
    try {
      await this.em.flush();
    } catch (error) {
      // Two registrations of one e-mail racing each other: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.emailTaken();
      throw error;
    }
    await this.limits.tryCooldown(LIMIT_KEYS.emailCooldown('confirm-email', email), POLICY.emailResendSeconds);
    await this.messages.confirmationEmail({ tokenId: link.id, token: link.token, to: email, lang: command.lang, ref: command.ref });
    return { userId: user.id };
  }
}
