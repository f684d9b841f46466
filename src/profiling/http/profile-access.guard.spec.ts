import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { COMPANY_STATUS, GetCompanyMembershipQuery, type CompanyMembership } from '../../company/company.contract.js';
import { NO_ID, requestId } from '../../shared/domain/id.js';
import { ProfileAccess, ProfileAccessGuard, type AccessMode, type AccessTiming } from './profile-access.guard.js';

const COMPANY = 'c0b0c1d2-3f40-4a5b-8c6d-7e8f90a1b2c3';
const member = (actions: CompanyMembership['actions']): CompanyMembership => ({
  role: 'user',
  rights: [],
  actions,
  companyStatusId: COMPANY_STATUS.verified,
});

/** The guard over one route marked `@ProfileAccess(mode, timing)`, the company answering `membership`, counting what it is asked. */
function route(mode: AccessMode, timing: AccessTiming, membership: CompanyMembership | null, body: unknown) {
  class Controller {
    @ProfileAccess(mode, timing)
    write(): void {}
  }
  const asked: GetCompanyMembershipQuery[] = [];
  const queries = {
    execute: async (query: GetCompanyMembershipQuery) => {
      asked.push(query);
      return membership;
    },
  } as unknown as QueryBus;
  const request = { body, authUser: { userId: 'u1' } } as unknown as FastifyRequest;
  const context = {
    getHandler: () => Controller.prototype.write,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  const guard = new ProfileAccessGuard(new Reflector(), queries);
  return { pass: () => guard.canActivate(context), asked, request };
}

describe('ProfileAccessGuard: access decided once per request', () => {
  it('asks the company once and hands the decision to the request', async () => {
    const writer = member(['vacancies']);
    const { pass, asked, request } = route('vacancies', 'before-body', writer, { company_id: ` ${COMPANY} ` });
    await expect(pass()).resolves.toBe(true);
    expect(asked).toEqual([new GetCompanyMembershipQuery('u1', requestId(COMPANY))]);
    expect(request.profileAccess).toEqual({ userId: 'u1', companyId: COMPANY, membership: writer });
  });

  it('refuses before the body is read: a stranger 404, a member without the right 403', async () => {
    await expect(route('vacancies', 'before-body', null, { company_id: COMPANY }).pass()).rejects.toMatchObject({
      code: 'COMPANY_NOT_FOUND',
    });
    await expect(route('vacancies', 'before-body', member(['view']), { company_id: COMPANY }).pass()).rejects.toMatchObject({
      code: 'COMPANY_FORBIDDEN',
    });
  });

  it('only decides on a route whose command refuses after the body (add_file)', async () => {
    const { pass, asked, request } = route('manageHrDocuments', 'after-body', null, { company_id: COMPANY });
    await expect(pass()).resolves.toBe(true);
    expect(asked).toHaveLength(1);
    expect(request.profileAccess?.membership).toBeNull();
  });

  it('names no company for text that is no id, and leaves a missing company to the pipe', async () => {
    const malformed = route('read', 'before-body', null, { company_id: 'not-an-id' });
    await expect(malformed.pass()).rejects.toMatchObject({ code: 'COMPANY_NOT_FOUND' });
    expect(malformed.asked[0]?.companyId).toBe(NO_ID);
    for (const body of [{}, { company_id: '' }, { company_id: 5 }, undefined]) {
      const missing = route('read', 'before-body', null, body);
      await expect(missing.pass()).resolves.toBe(true);
      expect(missing.asked).toEqual([]);
    }
  });
});
