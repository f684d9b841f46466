import { EntityManager } from '@mikro-orm/postgresql';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AUTHENTICATED_KEY, ROLES_KEY } from '../../shared/auth/authenticated.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { LEGACY_QUERY_TOKEN } from '../../shared/http/legacy-query-token.js';
import { findSession, toAuthUser } from '../domain/sessions.js';

/**
 * Resolves the session token of the request (`userToken` header, or the `token` query on routes
 * marked `@LegacyQueryToken()`; read by request-context.ts) into the current user, for routes marked `@Authenticated()` or
 * `@RequireRole(...)` (src/shared/auth): 401 UNAUTHORIZED without a live session, 403 for other
 * roles. Bound as the global guard by the composition root, so no context imports it.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly em: EntityManager,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, targets);
    if (!roles && !this.reflector.getAllAndOverride<boolean | undefined>(AUTHENTICATED_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const legacy = this.reflector.getAllAndOverride<boolean | undefined>(LEGACY_QUERY_TOKEN, targets);
    const session = await findSession(this.em, request.sessionToken ?? (legacy ? request.queryToken : undefined));
    if (!session) throw DomainError.unauthorized();
    request.authUser = toAuthUser(session);
    if (roles && !roles.includes(request.authUser.role)) throw DomainError.forbidden();
    return true;
  }
}
