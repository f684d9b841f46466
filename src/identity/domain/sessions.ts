import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { POLICY } from './policy.js';
import { hashToken, newToken } from './secrets.js';
import { Session, User, type Role } from './user.entity.js';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** Opens a session for the user (persisted with the caller's flush) and returns its token. */
export function openSession(em: EntityManager, user: User, remember: boolean, now = new Date()): string {
  const token = newToken();
  const ttl = remember ? POLICY.sessionTtlMs.remember : POLICY.sessionTtlMs.normal;
  em.create(Session, { user, tokenHash: hashToken(token), remember, expiresAt: new Date(now.getTime() + ttl) });
  return token;
}

/** The live session behind a token, with its user; null for an unknown, revoked or expired token. */
export async function findSession(em: EntityManager, token: string | undefined): Promise<Session | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  return em.findOne(Session, { tokenHash: hashToken(token), expiresAt: { $gt: new Date() } }, { populate: ['user'] });
}

export function toAuthUser(session: Session): AuthUser {
  const user = session.user as User;
  return { userId: user.id, sessionId: session.id, role: user.currentRole(), email: user.email, lang: user.lang as Lang };
}
