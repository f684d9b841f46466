import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../shared/i18n/lang.js';
import { normalizeEmail } from '../domain/account-tokens.repository.js';
import { NO_PASSWORD } from '../domain/secrets.js';
import { User } from '../domain/user.entity.js';

/*
 * What other contexts may do with accounts they invite (the company context's administrators,
 * deputies and users). Identity owns users: the inviting context keeps only the user id.
 */

export interface InvitedAccount {
  email: string;
  lname: string;
  name: string;
  sname: string | null;
  /** Ten digits, stored unconfirmed: the person confirms it themselves. */
  phone: string | null;
  lang: Lang;
}

/**
 * Creates the account of a person someone else invited, without a password (NO_PASSWORD: the
 * person chooses theirs on the invitation page, see ConfirmInvitedEmail) and with the e-mail still
 * unconfirmed (the invitation link proves the address).
 * Answers the new user id, or null when the e-mail already has an account.
 * Called inside the inviting context's transaction, it joins it (as a savepoint): if the caller's
 * own save fails afterwards, the account is rolled back with it and no orphan account is left.
 */
export class ProvisionInvitedAccountCommand extends Command<string | null> {
  constructor(readonly account: InvitedAccount) {
    super();
  }
}

@CommandHandler(ProvisionInvitedAccountCommand)
export class ProvisionInvitedAccountHandler implements ICommandHandler<ProvisionInvitedAccountCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ account }: ProvisionInvitedAccountCommand): Promise<string | null> {
    const email = normalizeEmail(account.email);
    const em = this.em.fork({ keepTransactionContext: true });
    if ((await em.count(User, { email })) > 0) return null;
    const passwordHash = NO_PASSWORD;
    try {
      return await em.transactional(async (tx) => {
        const user = tx.create(User, { id: randomUUID(), email, passwordHash, lang: account.lang, role: 'user' });
        user.lname = account.lname;
        user.name = account.name;
        user.sname = account.sname;
        user.phone = account.phone;
        user.registered();
        return user.id;
      });
    } catch (error) {
      // Two invitations of one new address at once: the loser sees the account as existing.
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }
}
