import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { prepared, type PreparedStatement } from '../../shared/database/prepared-sql.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { POLICY } from './policy.js';
import { hashToken, newToken } from './secrets.js';
import { Session, User } from './user.entity.js';

/** What a session token looks like; anything else is refused before a query is made. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * Which of an account's sessions a new one pushes out: expired and idle ones, and the oldest live
 * ones beyond the cap (the new one, not yet written, takes the last place). Placeholders are given
 * per use, as the two statements below number them differently.
 */
const pushedOut = (user: string, idleRemember: string, idleNormal: string, keep: string) =>
  `user_id = ${user}
     and (expires_at <= now()
          or last_seen_at <= now() - (case when remember then cast(${idleRemember} as int) else cast(${idleNormal} as int) end) * interval '1 second'
          or id in (select id from identity_session where user_id = ${user} order by created_at desc, id desc offset ${keep}))`;

/** PRUNE through the caller's EntityManager (`?` placeholders), so it joins the caller's transaction. */
const PRUNE_SESSIONS = `delete from identity_session where ${pushedOut('?', '?', '?', '?')}`;

/** The idle limits in seconds, remembered sessions first, as both statements take them. */
const idleLimits = () => [seconds(POLICY.session.idleMs.remember), seconds(POLICY.session.idleMs.normal)];

/** A new session's token (for the client only), the hash that is stored, and its lifetime. */
function newSession(remember: boolean): { token: string; tokenHash: string; ttlMs: number } {
  const token = newToken();
  return { token, tokenHash: hashToken(token), ttlMs: remember ? POLICY.sessionTtlMs.remember : POLICY.sessionTtlMs.normal };
}

/**
 * Login's whole write in one statement, so one commit and one round trip: ends what PRUNE_SESSIONS
 * ends, keeps the interface language the person signed in with, and inserts the session. Every part
 * sees the rows as they were before the statement, as the separate statements did one after another.
 */
export const OPEN_SESSION: PreparedStatement = prepared(
  'identity.open_session',
  `with pruned as (
     delete from identity_session where ${pushedOut('$1', '$6', '$7', '$8')}
   ), spoken as (
     update identity_user set lang = $9, updated_at = now() where id = $1 and lang <> $9
   )
   insert into identity_session (id, user_id, token_hash, remember, created_at, expires_at, last_seen_at)
   values ($2, $1, $3, $4, now(), now() + $5::int * interval '1 second', now())`,
);

/**
 * The values of OPEN_SESSION for a new session of `userId` and the token it gives the client
 * (only its hash is stored).
 */
export function openSessionValues(userId: string, remember: boolean, lang: Lang): { token: string; values: unknown[] } {
  const { token, tokenHash, ttlMs } = newSession(remember);
  return { token, values: [userId, randomUUID(), tokenHash, remember, seconds(ttlMs), ...idleLimits(), POLICY.session.maxLive - 1, lang] };
}

/**
 * Opens a session for the user (persisted with the caller's flush) and returns its token, after
 * ending the sessions past their expiry or idle limit and the oldest beyond POLICY.session.maxLive.
 */
export async function openSession(em: EntityManager, user: User, remember: boolean, now = new Date()): Promise<string> {
  await em.execute(PRUNE_SESSIONS, [user.id, ...idleLimits(), user.id, POLICY.session.maxLive - 1]);
  const { token, tokenHash, ttlMs } = newSession(remember);
  em.create(Session, { user, tokenHash, remember, expiresAt: new Date(now.getTime() + ttlMs), lastSeenAt: now });
  return token;
}

/**
 * Ends the account's sessions (every one, or all but `except`, the caller's own) in the caller's
 * transaction, and answers their ids: once the transaction commits, the live streams of exactly
 * these sessions are ended (a session opened meanwhile keeps its stream).
 */
export async function endSessions(em: EntityManager, userId: string, except?: string): Promise<string[]> {
  const rows = except
    ? await em.execute<Array<{ id: string }>>('delete from identity_session where user_id = ? and id <> ? returning id', [userId, except])
    : await em.execute<Array<{ id: string }>>('delete from identity_session where user_id = ? returning id', [userId]);
  return rows.map((row) => row.id);
}
