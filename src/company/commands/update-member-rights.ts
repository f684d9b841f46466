import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetUserInfoQuery } from '../../identity/identity.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { normalizeLang } from '../../shared/i18n/lang.js';
import { mayManageMember } from '../domain/company-policy.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyMemberRightsChanged } from '../domain/company.events.js';
import { GetNoticeChoiceQuery } from '../../notices/notices.contract.js';
import { CompanyNotices } from './company-notices.js';
import { inTransaction, requireMember, targetMember } from './company-access.js';
import { memberUserId, type MemberRef } from './member-ref.js';

/** updateUserToCompany: new `s_access_z` rights for a deputy or user; the person is told by e-mail. */
export class UpdateMemberRightsCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly companyId: string,
    readonly member: MemberRef,
    readonly rights: string[],
  ) {
    super();
  }
}

@CommandHandler(UpdateMemberRightsCommand)
export class UpdateMemberRightsHandler implements ICommandHandler<UpdateMemberRightsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly notices: CompanyNotices,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ actorId, companyId, member, rights }: UpdateMemberRightsCommand): Promise<void> {
    const userId = await memberUserId(this.em, this.queries, this.limits, actorId, companyId, member);
    const next = [...new Set(rights)].sort();
    const letter = await inTransaction(this.em, async (tx) => {
      const { company, member: actor } = await requireMember(tx, actorId, companyId, 'manageMembers', { lock: true });
      const target = await targetMember(tx, companyId, userId);
      // Both the rights the member has and the ones they would get must be within the actor's reach.
      if (!mayManageMember(actor, target) || !mayManageMember(actor, { role: target.role, rights: next })) throw CompanyErrors.forbidden();
      const before = [...target.rights].sort();
      // An administrator's reach comes from the role, not from grants.
      if (target.role === 'administrator' || before.join() === next.join()) return null;
      target.rights = next;
      const event = new CompanyMemberRightsChanged(companyId, actorId, userId, before, next);
      recordEvent(company, event);
      // Someone still awaiting confirmation learns their rights from the invitation itself.
      const notice =
        target.status === 'confirmed' && (await this.queries.execute(new GetNoticeChoiceQuery(userId, 'rights_changed'))).email
          ? await this.queries.execute(new GetUserInfoQuery(userId, 'ru')).then((person) =>
              this.notices.rightsChangedEmail(tx, { noticeId: event.eventId, to: person.email, lang: normalizeLang(person.lang), company: company.name }),
            )
          : null;
      await tx.flush();
      return notice;
    });
    if (letter) await this.notices.dispatch(letter);
  }
}
