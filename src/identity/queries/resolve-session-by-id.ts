import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import { PreparedSql } from '../../shared/database/prepared-sql.js';
import { FIND_SESSION_BY_ID, liveSession, toAuthUser } from './resolve-session.js';

/**
 * The user behind a live session, by the session's id (never its token): lets the queue dashboard
 * keep its own short-lived session that still ends when the account's session ends.
 */
export class ResolveSessionByIdQuery extends Query<AuthUser | null> {
  constructor(readonly sessionId: string) {
    super();
  }
}

@QueryHandler(ResolveSessionByIdQuery)
export class ResolveSessionByIdHandler implements IQueryHandler<ResolveSessionByIdQuery> {
  constructor(private readonly sql: PreparedSql) {}

  async execute({ sessionId }: ResolveSessionByIdQuery): Promise<AuthUser | null> {
    if (!/^[0-9a-f-]{36}$/.test(sessionId)) return null;
    const row = await liveSession(this.sql, FIND_SESSION_BY_ID, sessionId);
    return row ? toAuthUser(row) : null;
  }
}
