import type { EntityManager } from '@mikro-orm/postgresql';
import { POLICY } from './policy.js';
import { hashToken, newToken } from './secrets.js';
import { Session, User } from './user.entity.js';

/** What a session token looks like; anything else is refused before a query is made. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * Ends what a new session would push out: the account's expired and idle sessions, and the oldest
 * live ones beyond the cap (the new one, not yet written, takes the last place). Run through the
 * caller's EntityManager (`?` placeholders), so it joins the caller's transaction.
 */
const PRUNE_SESSIONS = `delete from identity_session
    where user_id = ?
      and (expires_at <= now()
           or last_seen_at <= now() - (case when remember then cast(? as int) else cast(? as int) end) * interval '1 second'
           or id in (select id from identity_session where user_id = ? order by created_at desc, id desc offset ?))`;

/**
 * Opens a session for the user (persisted with the caller's flush) and returns its token, after
 * ending the sessions past their expiry or idle limit and the oldest beyond POLICY.session.maxLive.
 */
export async function openSession(em: EntityManager, user: User, remember: boolean, now = new Date()): Promise<string> {
  await em.execute(PRUNE_SESSIONS, [
    user.id,
    seconds(POLICY.session.idleMs.remember),
    seconds(POLICY.session.idleMs.normal),
    user.id,
    POLICY.session.maxLive - 1,
  ]);
  const token = newToken();
  const ttl = remember ? POLICY.sessionTtlMs.remember : POLICY.sessionTtlMs.normal;
  em.create(Session, { user, tokenHash: hashToken(token), remember, expiresAt: new Date(now.getTime() + ttl), lastSeenAt: now });
  return token;
}
