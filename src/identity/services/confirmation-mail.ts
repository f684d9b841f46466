import { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from '../../shared/i18n/lang.js';
import { issueAccountToken, retireAccountTokens } from '../domain/account-tokens.repository.js';
import { POLICY } from '../domain/policy.js';
import { User } from '../domain/user.entity.js';
import { SecretMessages } from './secret-messages.js';

/** Retires older links, issues a new one and stores its e-mail in the caller's transaction; queued after the commit. */
export async function stageConfirmation(tx: EntityManager, messages: SecretMessages, user: User, now = new Date()) {
  await retireAccountTokens(tx, user.id, 'confirm-email', now);
  const issued = issueAccountToken(tx, user, 'confirm-email', POLICY.emailConfirmTtlMs, now);
  user.emailConfirmationRequested(issued.id);
  tx.persist(user);
  return messages.confirmationEmail(tx, {
    tokenId: issued.id,
    token: issued.token,
    expiresAt: issued.expiresAt,
    to: user.email,
    lang: user.lang as Lang,
  });
}

/** A fresh confirmation link: committed with its stored e-mail, then queued. */
export async function sendConfirmation(em: EntityManager, messages: SecretMessages, user: User): Promise<void> {
  const mail = await em.transactional((tx) => stageConfirmation(tx, messages, user));
  await messages.dispatch(mail);
}
