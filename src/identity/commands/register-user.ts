import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../shared/i18n/lang.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { issueAccountToken, normalizeEmail } from '../domain/account-tokens.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { hashPassword } from '../domain/secrets.js';
import { User } from '../domain/user.entity.js';
import { SecretMessages } from '../services/secret-messages.js';

export class RegisterUserCommand extends Command<void> {
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

/**
 * Registers an account and queues its confirmation letter. A taken e-mail gets exactly the same
 * answer after the same work (the password is hashed all the same, one commit, one queued letter),
 * and its owner is told by e-mail instead (ASVS 5.0 6.3.8): the call reveals nothing about accounts.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
    private readonly messages: SecretMessages,
  ) {}

  async execute(command: RegisterUserCommand): Promise<void> {
    const email = normalizeEmail(command.email);
    await this.limits.consume(LIMIT_KEYS.emailAddress(command.ip), POLICY.emailsPerAddress.limit, POLICY.emailsPerAddress.windowSeconds);
    const passwordHash = await hashPassword(command.password);
    const owner = await this.em.findOne(User, { email });
    if (owner) {
      owner.registrationAttempted();
      await this.em.flush();
      // The owner hears of it at most once an hour, so the notice cannot flood a mailbox.
      if (await this.limits.tryCooldown(LIMIT_KEYS.emailCooldown('registration-notice', email), POLICY.registrationNoticeSeconds)) {
        await this.messages.registrationAttemptEmail({ noticeId: randomUUID(), to: owner.email, lang: owner.lang as Lang });
      }
      return;
    }

    const user = this.em.create(User, { id: randomUUID(), email, passwordHash, lang: command.lang, role: 'user' });
    const link = issueAccountToken(this.em, user, 'confirm-email', POLICY.emailConfirmTtlMs);
    user.registered();
    user.emailConfirmationRequested(link.id);
    try {
      await this.em.flush();
    } catch (error) {
      // Two registrations of one e-mail racing each other: the unique index decides, and the
      // loser is answered like everyone else (the winner's letter is on its way).
      if (error instanceof UniqueConstraintViolationException) return;
      throw error;
    }
    await this.messages.confirmationEmail({ tokenId: link.id, token: link.token, to: email, lang: command.lang });
  }
}
