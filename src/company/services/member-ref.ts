import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { FindAccountByEmailQuery } from '../../identity/identity.contract.js';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { memberLookupLimit } from '../queries/members.query.js';
import { requireMember } from '../domain/company.repository.js';
import { storedId, type Id } from '../../shared/domain/id.js';

/** A member named by user id (from the member list) or by e-mail. */
export type MemberRef = { userId: Id } | { email: string };

/**
 * The user id a member reference names. An e-mail is looked up only for a confirmed member holding
 * manageMembers, and counts against searchUser's allowance: otherwise the answer would tell
 * anyone, without limit, whether an address has an account. An address with no account answers
 * exactly like an account that is not a member (MEMBER_NOT_FOUND).
 */
export async function memberUserId(
  em: EntityManager,
  queries: QueryBus,
  limits: RateLimiter,
  actorId: string,
  companyId: Id,
  ref: MemberRef,
): Promise<Id> {
  if ('userId' in ref) return ref.userId;
  await requireMember(em, actorId, companyId, 'manageMembers');
  await limits.take(memberLookupLimit(actorId));
  const card = await queries.execute(new FindAccountByEmailQuery(ref.email));
  if (!card) throw CompanyErrors.memberNotFound();
  return storedId(card.id);
}
