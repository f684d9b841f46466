import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/domain-error.js';
import type { Lang } from '../i18n/lang.js';

/**
 * How any context's controllers ask for a signed-in caller, without importing identity: mark the
 * route (or controller) `@Authenticated()` or `@RequireRole('verifier')` and read the caller with
 * `@CurrentUser()`. Identity's guard, bound globally by the composition root, resolves the session
 * for marked routes: 401 UNAUTHORIZED without a live session, 403 FORBIDDEN for other roles.
 */

/** Who is calling, as the auth guard hands it to controllers. */
export interface AuthUser {
  userId: string;
  sessionId: string;
  /** One of identity's ROLES (user, verifier, admin). */
  role: string;
  email: string;
  lang: Lang;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard: the signed-in user behind `sessionToken`. */
    authUser?: AuthUser;
  }
}

export const AUTHENTICATED_KEY = 'auth:authenticated';
export const ROLES_KEY = 'auth:roles';

/** The route (or every route of the controller) needs a live session. */
export const Authenticated = () => SetMetadata(AUTHENTICATED_KEY, true);

/** The route needs a live session of one of these roles: others get 403. */
export const RequireRole = (...roles: string[]) => SetMetadata(ROLES_KEY, roles);

/** The user the auth guard admitted. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().authUser;
  if (!user) throw DomainError.unauthorized();
  return user;
});
