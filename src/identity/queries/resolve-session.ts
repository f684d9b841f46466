import { MikroORM } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import { findSession, toAuthUser } from '../domain/sessions.js';

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
