import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/domain/domain-error.js';
import { VerificationErrors } from '../domain/verification.errors.js';

/**
 * Runs after identity's global guard has resolved the session (routes are `@Authenticated()`):
 * 401 without one, 403 VERIFIER_ONLY for any role but verifier.
 */
@Injectable()
export class VerifierOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<FastifyRequest>().authUser;
    if (!user) throw DomainError.unauthorized();
    if (user.role !== 'verifier') throw VerificationErrors.verifierOnly();
    return true;
  }
}
