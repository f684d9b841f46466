import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetUserInfoQuery } from '../../identity/identity.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { normalizeLang } from '../../shared/i18n/lang.js';
import { mayManageMember } from '../domain/company-policy.js';
import { ActiveCompany, Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyMemberRemoved, CompanyMemberRightsChanged } from '../domain/company.events.js';
import { GetNoticeChoiceQuery } from '../../notices/notices.contract.js';
import { CompanyNotices } from '../services/company-notices.js';
import { inTransaction, requireMember } from './company-access.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Another member of the same company (confirmed or awaiting); the owner is nobody's to change. */
async function targetMember(tx: EntityManager, companyId: string, userId: string): Promise<Membership> {
  if (!UUID.test(userId)) throw CompanyErrors.memberNotFound();
  const target = await tx.findOne(Membership, { company: companyId, userId });
  if (!target) throw CompanyErrors.memberNotFound();
  if (target.role === 'owner') throw CompanyErrors.ownerUntouchable();
  return target;
}

/** updateUserToCompany: new `s_access_z` rights for a deputy or user; the person is told by e-mail. */
export class UpdateMemberRightsCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly companyId: string,
    readonly userId: string,
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
  ) {}

  async execute({ actorId, companyId, userId, rights }: UpdateMemberRightsCommand): Promise<void> {
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

/** removeUserFromCompany: the membership ends, and with it every access and the active choice. */
export class RemoveMemberCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly companyId: string,
    readonly userId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actorId, companyId, userId }: RemoveMemberCommand): Promise<void> {
    await inTransaction(this.em, async (tx) => {
      const { company, member: actor } = await requireMember(tx, actorId, companyId, 'manageMembers', { lock: true });
      const target = await targetMember(tx, companyId, userId);
      if (!mayManageMember(actor, target)) throw CompanyErrors.forbidden();
      recordEvent(company, new CompanyMemberRemoved(companyId, actorId, userId, target.role));
      tx.remove(target);
      await tx.nativeUpdate(ActiveCompany, { userId, companyId }, { companyId: null });
      await tx.flush();
    });
  }
}
