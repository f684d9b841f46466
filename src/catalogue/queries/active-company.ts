import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetActiveCompanyQuery } from '../../company/company.contract.js';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import type { Owner } from '../domain/owner.js';

/**
 * A user's local catalogue items belong to the company active in their session (asked of the company
 * contract), or to the user alone while they have none.
 */
@Injectable()
export class ActiveCompany {
  constructor(private readonly queries: QueryBus) {}

  async ownerOf(user: AuthUser): Promise<Owner> {
    const company = await this.queries.execute(new GetActiveCompanyQuery(user.userId, user.sessionId, user.lang));
    return { userId: user.userId, companyId: company?.id ?? null };
  }
}
