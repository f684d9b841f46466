import {
  createParamDecorator,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { GetCompanyMembershipQuery } from '../../company/company.contract.js';
import { requestId } from '../../shared/domain/id.js';
import { checkRecruitingAccess, type RecruitingAccess, type RecruitingMode } from '../domain/recruiting-access.rules.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's membership of the body's company, decided by RecruitingAccessGuard for this request. */
    recruitingAccess?: RecruitingAccess;
  }
}

const MODE = 'recruiting:access';

/**
 * Every recruiting route says which right it needs: a stranger hears 404 and a member without the
 * right 403 before anything about their body (guards run before the validation pipe). A missing
 * `company_id` is the pipe's to report.
 */
@Injectable()
export class RecruitingAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queries: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const mode = this.reflector.get<RecruitingMode | undefined>(MODE, context.getHandler());
    if (!mode) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const companyId = (request.body as { company_id?: unknown } | undefined)?.company_id;
    const user = request.authUser;
    if (!user || typeof companyId !== 'string' || companyId.trim() === '') return true;
    const membership = await this.queries.execute(new GetCompanyMembershipQuery(user.userId, requestId(companyId.trim())));
    request.recruitingAccess = { userId: user.userId, companyId: companyId.trim(), membership };
    checkRecruitingAccess(request.recruitingAccess, mode);
    return true;
  }
}

/** The right a route needs: 'view' (viewCandidates) for reads, 'manage' (manageCandidates) for writes. */
export const Recruiting = (mode: RecruitingMode): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(MODE, mode), UseGuards(RecruitingAccessGuard));

/**
 * The access RecruitingAccessGuard decided for this request. Without a decision (no company named,
 * which the body's pipe refuses before the handler runs) it is nobody's: a command refuses it (404).
 */
export const DecidedAccess = createParamDecorator((_: unknown, context: ExecutionContext): RecruitingAccess => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return request.recruitingAccess ?? { userId: request.authUser?.userId ?? '', companyId: '', membership: null };
});
