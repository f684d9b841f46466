import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetUserInfoQuery } from '../../identity/identity.contract.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { normalizeLang } from '../../shared/i18n/lang.js';
import { CompanyMembers, type InvitedRole } from '../domain/company-members.js';
import { GetNoticeChoiceQuery } from '../../notices/notices.contract.js';
import { CompanyNotices } from '../services/company-notices.js';
import { inTransaction, requireMember, targetMember } from '../domain/company.repository.js';
import { memberUserId, type MemberRef } from '../services/member-ref.js';
import type { Id } from '../../shared/domain/id.js';

/**
 * updateUserToCompany: new `s_access_z` rights for a deputy or user, and with `role` a new role (an
 * administrator appointed from the members, or made a deputy or user again; rules: CompanyMembers.changeRights); the person is told by e-mail.
 */
export class UpdateMemberRightsCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly companyId: Id,
    readonly member: MemberRef,
    readonly rights: string[],
    readonly role: InvitedRole | null = null,
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

  async execute({ actorId, companyId, member, rights, role }: UpdateMemberRightsCommand): Promise<void> {
    const userId = await memberUserId(this.em, this.queries, this.limits, actorId, companyId, member);
    const letter = await inTransaction(this.em, async (tx) => {
      const { company, member: actor } = await requireMember(tx, actorId, companyId, 'manageMembers', { lock: true });
      const target = await targetMember(tx, companyId, userId);
      const event = new CompanyMembers(company).changeRights(actor, target, rights, role);
      if (!event) return null;
      // Someone still awaiting confirmation learns their rights from the invitation itself.
      const notice =
        target.status === 'confirmed' && (await this.queries.execute(new GetNoticeChoiceQuery(userId, 'rights_changed'))).email
          ? await this.queries.execute(new GetUserInfoQuery(userId, 'ru')).then((person) =>
              this.notices.rightsChangedEmail(tx, {
                noticeId: event.eventId,
                to: person.email,
                lang: normalizeLang(person.lang),
                company: company.name,
              }),
            )
          : null;
      await tx.flush();
      return notice;
    });
    if (letter) await this.notices.dispatch(letter);
  }
}
