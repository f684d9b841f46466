import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { FindAccountByEmailQuery } from '../../identity/identity.contract.js';
import { requireMember } from '../domain/company.repository.js';
import { Membership } from '../domain/company.entity.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import type { Id } from '../../shared/domain/id.js';

/**
 * Anyone may register a company and so manage its members; looking people up by e-mail is capped
 * per user so that this cannot become a way to test lists of addresses for accounts.
 */
export const MEMBER_LOOKUPS = { limit: 60, windowSeconds: 3600 } as const;
export const memberLookupLimit = (userId: string) => ({ key: `member-lookup:${userId}`, ...MEMBER_LOOKUPS });

/** What searchUser tells: enough to recognise the person and whether they are in the company already. */
export interface FoundUser {
  id: string;
  email: string;
  last_name: string | null;
  first_name: string | null;
  middle_name: string | null;
  /** 1 when the person is already a member (confirmed or awaiting) of this company. */
  is_member: 0 | 1;
}

/** searchUser: exact e-mail only (no prefix search: it would list strangers' addresses), for members managers. */
export class SearchUserQuery extends Query<FoundUser | null> {
  constructor(
    readonly actorId: string,
    readonly companyId: Id,
    readonly email: string,
  ) {
    super();
  }
}

@QueryHandler(SearchUserQuery)
export class SearchUserHandler implements IQueryHandler<SearchUserQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ actorId, companyId, email }: SearchUserQuery): Promise<FoundUser | null> {
    await requireMember(this.em, actorId, companyId, 'manageMembers');
    await this.limits.take(memberLookupLimit(actorId));
    const card = await this.queries.execute(new FindAccountByEmailQuery(email));
    if (!card) return null;
    const member = (await this.em.count(Membership, { company: companyId, userId: card.id })) > 0;
    return {
      id: card.id,
      email: card.email,
      last_name: card.lname,
      first_name: card.name,
      middle_name: card.sname,
      is_member: member ? 1 : 0,
    };
  }
}
