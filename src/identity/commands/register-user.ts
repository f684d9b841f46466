import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../shared/i18n/lang.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { issueAccountToken, normalizeEmail } from '../domain/account-tokens.repository.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { hashPassword } from '../domain/secrets.js';
import { User } from '../domain/user.entity.js';
import { stageConfirmation } from '../services/confirmation-mail.js';
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
 * Registers an account and stores its confirmation letter in the same transaction (queued after
 * the commit; if Redis refuses then, the worker's sweep queues it: no account without its letter).
 * A taken e-mail gets exactly the same answer after the same work (the password is hashed all the
 * same, one commit, one queued letter): an unconfirmed account's person gets a fresh confirmation
 * link (the first letter may be lost), a confirmed account's owner is told of the attempt (ASVS 5.0
 * 6.3.8), each at most once per cooldown. The password of an existing account never changes here:
 * whoever confirms the address must not inherit a password someone else chose.
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
      await this.registeredAgain(owner);
      return;
    }

    const user = this.em.create(User, { id: randomUUID(), email, passwordHash, lang: command.lang, role: 'user' });
    const link = issueAccountToken(this.em, user, 'confirm-email', POLICY.emailConfirmTtlMs);
    user.registered();
    user.emailConfirmationRequested(link.id);
    const mail = this.messages.confirmationEmail(this.em, {
      tokenId: link.id,
      token: link.token,
      expiresAt: link.expiresAt,
      to: email,
      lang: command.lang,
    });
    try {
      await this.em.flush();
    } catch (error) {
      // Two registrations of one e-mail racing each other: the unique index decides, and the
      // loser is answered like everyone else (the winner's letter is on its way).
      if (error instanceof UniqueConstraintViolationException) return;
      throw error;
    }
    await this.messages.dispatch(mail);
  }

  private async registeredAgain(owner: User): Promise<void> {
    const confirmed = owner.hasConfirmedEmail();
    const mailNow = confirmed
      ? await this.limits.tryCooldown(LIMIT_KEYS.emailCooldown('registration-notice', owner.email), POLICY.registrationNoticeSeconds)
      : await this.limits.tryCooldown(LIMIT_KEYS.emailCooldown('confirm-email-on-register', owner.email), POLICY.emailResendSeconds);
    const mail = await this.em.transactional(async (tx) => {
      owner.registrationAttempted();
      tx.persist(owner);
      if (!mailNow) return undefined;
      if (!confirmed) return stageConfirmation(tx, this.messages, owner);
      return this.messages.registrationAttemptEmail(tx, { noticeId: randomUUID(), to: owner.email, lang: owner.lang as Lang });
    });
    if (mail) await this.messages.dispatch(mail);
  }
}
