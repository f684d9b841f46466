import { MikroORM } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import { findSession, toAuthUser } from '../domain/sessions.js';
import { Session } from '../domain/user.entity.js';

/**
 * The user behind a session token, or null. For callers outside a request's ORM context (the queue
 * dashboard's Fastify hook runs before Nest's middleware), so it reads through its own fork.
 */
export class ResolveSessionQuery extends Query<AuthUser | null> {
  constructor(readonly token: string | undefined) {
    super();
  }
}

@QueryHandler(ResolveSessionQuery)
export class ResolveSessionHandler implements IQueryHandler<ResolveSessionQuery> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ token }: ResolveSessionQuery): Promise<AuthUser | null> {
    const session = await findSession(this.orm.em.fork(), token);
    return session ? toAuthUser(session) : null;
  }
}

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
  constructor(private readonly orm: MikroORM) {}

  async execute({ sessionId }: ResolveSessionByIdQuery): Promise<AuthUser | null> {
    if (!/^[0-9a-f-]{36}$/.test(sessionId)) return null;
    const session = await this.orm.em.fork().findOne(Session, { id: sessionId, expiresAt: { $gt: new Date() } }, { populate: ['user'] });
    return session ? toAuthUser(session) : null;
  }
}
