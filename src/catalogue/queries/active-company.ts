import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetActiveCompanyQuery, GetCompanyMembershipQuery } from '../../company/company.contract.js';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import type { Owner } from '../domain/owner.js';
import { storedId } from '../../shared/domain/id.js';

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

  /** The owner for a removal: with whether they curate the company's items (asked only when removing). */
  async removerOf(user: AuthUser): Promise<Owner> {
    const owner = await this.ownerOf(user);
    if (!owner.companyId) return owner;
    const membership = await this.queries.execute(new GetCompanyMembershipQuery(user.userId, storedId(owner.companyId)));
    return { ...owner, curator: membership?.actions.includes('manageCatalogues') === true };
  }
}
