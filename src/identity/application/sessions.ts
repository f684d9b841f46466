import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared, type PreparedSql } from '../../shared/database/prepared-sql.js';
import { normalizeLang, type Lang } from '../../shared/i18n/lang.js';
import { POLICY } from '../domain/policy.js';
import { hashToken, newToken } from '../domain/secrets.js';
import { ROLES, Session, type Role, type User } from '../domain/user.entity.js';

/** Who is calling, as the auth guard hands it to controllers. */
export interface AuthUser {
  userId: string;
  sessionId: string;
  role: Role;
  email: string;
  lang: Lang;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * The live session behind a token hash, with what the guard needs of its user. Live means: not past
 * its absolute expiry and used within its idle limit, both judged by the database clock. No cache:
 * a logout (the row deleted) refuses the very next request.
 */
const FIND_SESSION = prepared(
  'identity.find_session',
  `select s.id as session_id, s.last_seen_at < now() - $4::int * interval '1 second' as stale,
          u.id as user_id, u.role, u.email, u.lang
     from identity_session s
     join identity_user u on u.id = s.user_id
    where s.token_hash = $1
      and s.expires_at > now()
      and s.last_seen_at > now() - (case when s.remember then $2::int else $3::int end) * interval '1 second'`,
);

const TOUCH_SESSION = prepared(
  'identity.touch_session',
  `update identity_session set last_seen_at = now()
    where id = $1 and last_seen_at < now() - $2::int * interval '1 second'`,
);

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

interface SessionRow {
  session_id: string;
  stale: boolean;
  user_id: string;
  role: string;
  email: string;
  lang: string;
}

/**
 * Opens a session for the user (persisted with the caller's flush) and returns its token, after
 * ending the sessions past their expiry and the oldest beyond POLICY.session.maxLive.
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

/**
 * The caller behind a session token; null for an unknown, revoked, expired or idle one. One prepared
 * statement, plus a write of the last use at most once a minute per session.
 */
export async function resolveSession(sql: PreparedSql, token: string | undefined): Promise<AuthUser | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const touchAfter = seconds(POLICY.session.touchAfterMs);
  const [row] = await sql.rows<SessionRow>(FIND_SESSION, [
    hashToken(token),
    seconds(POLICY.session.idleMs.remember),
    seconds(POLICY.session.idleMs.normal),
    touchAfter,
  ]);
  if (!row) return null;
  if (row.stale) await sql.run(TOUCH_SESSION, [row.session_id, touchAfter]);
  return {
    userId: row.user_id,
    sessionId: row.session_id,
    role: (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : 'user',
    email: row.email,
    lang: normalizeLang(row.lang),
  };
}
