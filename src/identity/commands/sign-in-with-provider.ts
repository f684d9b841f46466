import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../shared/i18n/lang.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { NO_PASSWORD } from '../domain/secrets.js';
import { openSession } from '../domain/sessions.repository.js';
import { User } from '../domain/user.entity.js';

export interface ProviderSignIn {
  userId: string;
  token: string;
  /** The address had no account: one was made (its profile comes next, as after a confirmation letter). */
  created: boolean;
}

/**
 * Signs in the account of an address a provider of the sign-in page verified (docs/identity.md,
 * "Sign-in with other providers"). An address without an account gets one at once, confirmed, with
 * no password (the person may choose one through "forgot password"), and goes on to the profile as
 * after a confirmation letter: the provider proved the address as the letter would. An account
 * whose address was not confirmed yet is confirmed, and loses the password chosen before it was.
 * Platform staff's accounts are refused (403 EXTERNAL_SIGN_IN_REFUSED).
 */
export class SignInWithProviderCommand extends Command<ProviderSignIn> {
  constructor(
    readonly email: string,
    readonly remember: boolean,
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(SignInWithProviderCommand)
export class SignInWithProviderHandler implements ICommandHandler<SignInWithProviderCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute(command: SignInWithProviderCommand): Promise<ProviderSignIn> {
    try {
      return await this.signIn(command);
    } catch (error) {
      // Two first sign-ins of one new address at once: the second finds the account the first made.
      if (error instanceof UniqueConstraintViolationException) return this.signIn(command);
      throw error;
    }
  }

  private signIn({ email, remember, lang }: SignInWithProviderCommand): Promise<ProviderSignIn> {
    const now = new Date();
    return this.em.fork().transactional(async (tx) => {
      let user = await tx.findOne(User, { email });
      // Platform staff (verifiers, admins) sign in with their password only: a provider's account
      // taken over must not open the back office.
      if (user && user.currentRole() !== 'user') throw IdentityErrors.externalSignInRefused();
      const created = !user;
      if (!user) {
        user = tx.create(User, { id: randomUUID(), email, passwordHash: NO_PASSWORD, lang, role: 'user' });
        user.registered();
      }
      user.confirmEmailThroughProvider(now);
      user.useLang(lang);
      return { userId: user.id, token: await openSession(tx, user, remember, now), created };
    });
  }
}
