import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { PreparedSql } from '../../shared/database/prepared-sql.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { resolveSession, type AuthUser } from '../application/sessions.js';
import type { Role } from '../domain/user.entity.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by AuthGuard: the signed-in user behind `sessionToken`. */
    authUser?: AuthUser;
  }
}

const ROLES_KEY = 'identity:roles';

/** Limits a route (or controller) guarded by AuthGuard to some roles: others get 403. */
export const RequireRole = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * Resolves the session token of the request (`userToken` header or legacy `token` query, read by
 * request-context.ts) into the current user; 401 UNAUTHORIZED without a live session.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly sql: PreparedSql,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const user = await resolveSession(this.sql, request.sessionToken);
    if (!user) throw DomainError.unauthorized();
    request.authUser = user;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (roles && !roles.includes(request.authUser.role)) throw DomainError.forbidden();
    return true;
  }
}

/** The user AuthGuard admitted. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().authUser;
  if (!user) throw DomainError.unauthorized();
  return user;
});
