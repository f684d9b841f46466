import { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from '../../shared/i18n/lang.js';
import { issueAccountToken, retireAccountTokens } from '../domain/account-tokens.js';
import { POLICY } from '../domain/policy.js';
import { User } from '../domain/user.entity.js';
import { SecretMessages } from './secret-messages.js';

/** Retires older links, issues a new one, commits and queues the e-mail. */
export async function sendConfirmation(em: EntityManager, messages: SecretMessages, user: User): Promise<void> {
  const now = new Date();
  const link = await em.transactional(async (tx) => {
    await retireAccountTokens(tx, user.id, 'confirm-email', now);
    const issued = issueAccountToken(tx, user, 'confirm-email', POLICY.emailConfirmTtlMs, now);
    user.emailConfirmationRequested(issued.id);
    tx.persist(user);
    return issued;
  });
  await messages.confirmationEmail({ tokenId: link.id, token: link.token, to: user.email, lang: user.lang as Lang });
}
