import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../shared/i18n/lang.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { POLICY } from '../domain/policy.js';
import { hashPassword } from '../domain/secrets.js';
import { User } from '../domain/user.entity.js';
import { issueAccountToken, normalizeEmail, retireAccountTokens, takeAccountToken } from './account-tokens.js';
import { LIMIT_KEYS, RateLimiter } from './rate-limiter.js';
import { SecretMessages } from './secret-messages.js';
import { openSession } from './sessions.js';

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

export class ConfirmEmailCommand extends Command<{ userId: string; token: string }> {
  constructor(
    readonly token: string,
    readonly remember: boolean,
  ) {
    super();
  }
}

/** Confirms the e-mail of the link's account and signs it in (the answer carries a session token). */
@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute(command: ConfirmEmailCommand): Promise<{ userId: string; token: string }> {
    const now = new Date();
    return this.em.transactional(async (em) => {
      const record = await takeAccountToken(em, command.token, 'confirm-email', now);
      if (!record) throw IdentityErrors.linkInvalid('token');
      const user = await em.findOneOrFail(User, { id: record.user.id });
      user.confirmEmail(now);
      await retireAccountTokens(em, user.id, 'confirm-email', now);
      return { userId: user.id, token: await openSession(em, user, command.remember, now) };
    });
  }
}

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
 * confirmed e-mails; the 90-second cooldown is kept per e-mail whether or not an account exists,
 * so even a 429 tells nothing about accounts.
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
    await sendConfirmation(this.em, this.messages, user, command.ref);
  }
}

/** Retires older links, issues a new one, commits and queues the e-mail. */
export async function sendConfirmation(em: EntityManager, messages: SecretMessages, user: User, ref: string | undefined): Promise<void> {
  const now = new Date();
  const link = await em.transactional(async (tx) => {
    await retireAccountTokens(tx, user.id, 'confirm-email', now);
    const issued = issueAccountToken(tx, user, 'confirm-email', POLICY.emailConfirmTtlMs, now);
    user.emailConfirmationRequested(issued.id);
    tx.persist(user);
    return issued;
  });
  await messages.confirmationEmail({ tokenId: link.id, token: link.token, to: user.email, lang: user.lang as Lang, ref });
}
