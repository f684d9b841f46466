import { createParamDecorator, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { GetCompanyMembershipQuery, type CompanyAction } from '../../company/company.contract.js';
import { checkAccess, checkVacancyWrite, type CompanyAccess } from '../domain/access.rules.js';
import { NO_ID, requestId } from '../../shared/domain/id.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's membership of the body's company, decided by ProfileAccessGuard for this request. */
    profileAccess?: CompanyAccess;
  }
}

/** Who a write route is for: a member ('read'), the holder of one of the actions, or a vacancy writer. */
export type AccessMode = 'read' | 'vacancies' | CompanyAction | readonly CompanyAction[];

const ACCESS = 'profiling:access';

/**
 * When the decision is told: `before-body` (the rule of the profile's writes) refuses a stranger or a
 * member without the right before the body is validated; `after-body` only decides, and the command
 * refuses after the pipe, for a route whose answers always came in that order (`add_file`).
 */
export type AccessTiming = 'before-body' | 'after-body';

/** Asks ProfileAccessGuard to decide the caller's membership of the body's `company_id` once for the request. */
export const ProfileAccess = (mode: AccessMode, timing: AccessTiming = 'before-body'): MethodDecorator =>
  SetMetadata(ACCESS, { mode, timing });

/**
 * A stranger hears 404 and a member without the right 403 before anything about their body (spec
 * 001 §6): guards run before the validation pipe. The membership is asked once, here, and put on the
 * request (`DecidedAccess` hands it to the command, which judges it again by the same pure rules: it
 * owns them, but asks nobody). A missing `company_id` is the pipe's to report.
 */
@Injectable()
export class ProfileAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queries: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const wanted = this.reflector.get<{ mode: AccessMode; timing: AccessTiming } | undefined>(ACCESS, context.getHandler());
    if (!wanted) return true;
    const { mode, timing } = wanted;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const companyId = (request.body as { company_id?: unknown } | undefined)?.company_id;
    const user = request.authUser;
    if (!user || typeof companyId !== 'string' || companyId.trim() === '') return true;
    // Parsed as the body's IdField will parse it: text that is no id names no company (404).
    const id = requestId(companyId.trim());
    const membership = await this.queries.execute(new GetCompanyMembershipQuery(user.userId, id));
    request.profileAccess = { userId: user.userId, companyId: id, membership };
    if (timing === 'after-body') return true;
    if (mode === 'vacancies') checkVacancyWrite(membership);
    else checkAccess(membership, mode);
    return true;
  }
}

/**
 * The access ProfileAccessGuard decided for this request. Without a decision (no company named,
 * which the body's pipe refuses before the handler runs) it is nobody's: a command refuses it (404).
 */
export const DecidedAccess = createParamDecorator((_: unknown, context: ExecutionContext): CompanyAccess => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return request.profileAccess ?? { userId: request.authUser?.userId ?? '', companyId: NO_ID, membership: null };
});
