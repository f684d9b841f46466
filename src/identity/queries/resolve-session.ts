import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import { normalizeLang } from '../../shared/i18n/lang.js';
import { POLICY } from '../domain/policy.js';
import { hashToken } from '../domain/secrets.js';
import { seconds, TOKEN_SHAPE } from '../domain/sessions.repository.js';
import { ROLES } from '../domain/user.entity.js';

/**
 * The live session behind a token hash, with what the guard needs of its user. Live means: not past
 * its absolute expiry and used within its idle limit, both judged by the database clock. No cache:
 * a logout (the row deleted) refuses the very next request.
 */
const LIVE_SESSION = `select s.id as session_id, s.last_seen_at < now() - $4::int * interval '1 second' as stale,
          u.id as user_id, u.role, u.email, u.lang
     from identity_session s
     join identity_user u on u.id = s.user_id
    where %KEY%
      and s.expires_at > now()
      and s.last_seen_at > now() - (case when s.remember then $2::int else $3::int end) * interval '1 second'`;

export const FIND_SESSION = prepared('identity.find_session', LIVE_SESSION.replace('%KEY%', 's.token_hash = $1'));
export const FIND_SESSION_BY_ID = prepared('identity.find_session_by_id', LIVE_SESSION.replace('%KEY%', 's.id = $1::uuid'));

const TOUCH_SESSION = prepared(
  'identity.touch_session',
  `update identity_session set last_seen_at = now()
    where id = $1 and last_seen_at < now() - $2::int * interval '1 second'`,
);

interface SessionRow {
  session_id: string;
  stale: boolean;
  user_id: string;
  role: string;
  email: string;
  lang: string;
}

/**
 * The caller behind a session token; null for an unknown, revoked, expired or idle one. One prepared
 * statement, plus a write of the last use at most once a minute per session.
 */
export async function resolveSession(sql: PreparedSql, token: string | undefined): Promise<AuthUser | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const row = await liveSession(sql, FIND_SESSION, hashToken(token));
  if (row?.stale) await sql.run(TOUCH_SESSION, [row.session_id, seconds(POLICY.session.touchAfterMs)]);
  return row ? toAuthUser(row) : null;
}

export async function liveSession(sql: PreparedSql, statement: typeof FIND_SESSION, key: string): Promise<SessionRow | undefined> {
  const [row] = await sql.rows<SessionRow>(statement, [
    key,
    seconds(POLICY.session.idleMs.remember),
    seconds(POLICY.session.idleMs.normal),
    seconds(POLICY.session.touchAfterMs),
  ]);
  return row;
}

export function toAuthUser(row: SessionRow): AuthUser {
  return {
    userId: row.user_id,
    sessionId: row.session_id,
    role: (ROLES as readonly string[]).includes(row.role) ? row.role : 'user',
    email: row.email,
    lang: normalizeLang(row.lang),
  };
}

/**
 * The user behind a session token, or null. For callers outside a request's ORM context (the queue
 * dashboard's Fastify hook runs before Nest's middleware); plain SQL needs no ORM context at all.
 */
export class ResolveSessionQuery extends Query<AuthUser | null> {
  constructor(readonly token: string | undefined) {
    super();
  }
}

@QueryHandler(ResolveSessionQuery)
export class ResolveSessionHandler implements IQueryHandler<ResolveSessionQuery> {
  constructor(private readonly sql: PreparedSql) {}

  async execute({ token }: ResolveSessionQuery): Promise<AuthUser | null> {
    return resolveSession(this.sql, token);
  }
}
