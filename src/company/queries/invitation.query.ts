import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetInviteeAccountQuery } from '../../identity/identity.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { COMPANY_MESSAGES } from '../company.messages.js';
import type { CompanyRole } from '../company.types.js';
import { Company, Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { hashInviteToken } from '../domain/invitation.js';

/** What the invitation page shows before the link is used: whose invitation it is, and what it asks. */
export interface InvitationView {
  company: { id: string; name: string };
  role: { code: CompanyRole; name: string };
  /** The invited address (the link reached it, so it tells its reader nothing new). */
  email: string;
  /** True when the account was made for this invitation: its person chooses the password on the page. */
  set_password: boolean;
}

/**
 * An invitation by its link's token, without using it; 400 INVITE_INVALID for an unknown, used or
 * expired link or a company gone meanwhile (as confirmMembership answers them).
 */
export class GetInvitationQuery extends Query<InvitationView> {
  constructor(
    readonly token: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetInvitationQuery)
export class GetInvitationHandler implements IQueryHandler<GetInvitationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token, lang }: GetInvitationQuery): Promise<InvitationView> {
    const em = this.em.fork();
    const invitation = await em.findOne(Membership, { inviteTokenHash: hashInviteToken(token), status: 'awaiting' });
    if (!invitation?.inviteExpiresAt || invitation.inviteExpiresAt.getTime() <= Date.now()) throw CompanyErrors.inviteInvalid();
    const company = await em.findOne(Company, { id: invitation.company.id });
    if (!company?.isLive()) throw CompanyErrors.inviteInvalid();
    const account = await this.queries.execute(new GetInviteeAccountQuery(invitation.userId));
    if (!account) throw CompanyErrors.inviteInvalid();
    return {
      company: { id: company.id, name: company.name },
      role: { code: invitation.role, name: COMPANY_MESSAGES[`company.role.${invitation.role}`][lang] },
      email: account.email,
      set_password: !account.hasPassword,
    };
  }
}
