import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { FindAccountByEmailQuery, ProvisionInvitedAccountCommand, type AccountCard } from '../../identity/identity.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { COMPANY_MESSAGES } from '../company.messages.js';
import { CompanyMembers, type Invited, type InvitedRole } from '../domain/company-members.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { memberLookupLimit } from '../queries/members.query.js';
import { CompanyNotices } from '../services/company-notices.js';
import type { StagedNotification } from '../../notifications/notifications.contract.js';
import { hashInviteToken, INVITE_TTL_MS } from '../domain/invitation.js';
import { inTransaction, isMember, requireMember } from '../domain/company.repository.js';
import type { Id } from '../../shared/domain/id.js';

export interface Invitee {
  email: string;
  rights: string[];
  /**
   * The person as the administrator or deputy form names them: an account is made from it when the
   * address has none (without a password: the person chooses theirs from the invitation); an
   * existing account is invited as it is.
   */
  account?: { lname: string; name: string; sname: string | null; phone: string | null };
  /** The request field errors about this person point at (e.g. `email`, `deputies.1.email`). */
  field: string;
}

/**
 * Adds people to a company as administrator, deputies or users. Each membership stays "awaiting"
 * until the person uses the e-mailed link. Every person is checked before any account is made, so a
 * refused request leaves nothing behind; accounts are made through identity's contract.
 */
export class InviteMembersCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly companyId: Id,
    readonly role: InvitedRole,
    readonly invitees: Invitee[],
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(InviteMembersCommand)
export class InviteMembersHandler implements ICommandHandler<InviteMembersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly notices: CompanyNotices,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ actorId, companyId, role, invitees, lang }: InviteMembersCommand): Promise<void> {
    const { member: actor } = await requireMember(this.em, actorId, companyId, 'manageMembers');
    CompanyMembers.assertMayInvite(actor, role, invitees);
    // Each person looked up by e-mail counts against the same allowance as searchUser.
    for (let i = 0; i < invitees.length; i += 1) await this.limits.take(memberLookupLimit(actorId));
    const cards: Array<AccountCard | null> = [];
    for (const person of invitees) {
      const card = await this.queries.execute(new FindAccountByEmailQuery(person.email));
      CompanyMembers.assertInvitable(
        { ...person, makesAccount: person.account !== undefined },
        card,
        card ? await isMember(this.em, companyId, card.id) : false,
      );
      cards.push(card);
    }

    const now = new Date();
    const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
    const letters: StagedNotification[] = [];
    try {
      // One transaction for the new accounts and the memberships: identity's provisioning joins it,
      // so a membership that cannot be saved takes the account it needed with it.
      await inTransaction(this.em, async (tx) => {
        const people: Array<Invited & { email: string; lang: Lang; token: string }> = [];
        for (const [index, person] of invitees.entries()) {
          const token = randomBytes(32).toString('base64url');
          const invited = { rights: person.rights, token, inviteTokenHash: hashInviteToken(token) };
          const card = cards[index];
          if (card) {
            people.push({ ...invited, userId: card.id, email: card.email, lang: card.lang, created: false });
            continue;
          }
          const userId = await this.commands.execute(new ProvisionInvitedAccountCommand({ email: person.email, lang, ...person.account! }));
          if (userId) {
            people.push({ ...invited, userId, email: person.email.trim().toLowerCase(), lang, created: true });
            continue;
          }
          // The address registered a moment ago: that account is invited as it is.
          const registered = await this.queries.execute(new FindAccountByEmailQuery(person.email));
          if (!registered) throw CompanyErrors.userExists(person.email, person.field);
          people.push({ ...invited, userId: registered.id, email: registered.email, lang: registered.lang, created: false });
        }
        const { company, member } = await requireMember(tx, actorId, companyId, 'manageMembers', { lock: true });
        const memberships = new CompanyMembers(company).invite(member, role, people, expiresAt, now);
        for (const [index, membership] of memberships.entries()) {
          tx.persist(membership);
          const person = people[index]!;
          const roleName = COMPANY_MESSAGES[`company.role.${role}`][person.lang];
          letters.push(
            this.notices.inviteEmail(tx, {
              membershipId: membership.id,
              token: person.token,
              expiresAt,
              to: person.email,
              lang: person.lang,
              company: company.name,
              role: roleName,
            }),
          );
        }
        await tx.flush();
      });
    } catch (error) {
      // Someone added the same person a moment ago.
      if (error instanceof UniqueConstraintViolationException) throw CompanyErrors.alreadyMember(invitees[0]?.field);
      throw error;
    }
    await this.notices.dispatch(...letters);
  }
}
