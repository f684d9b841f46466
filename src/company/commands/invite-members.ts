import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { FindAccountByEmailQuery, ProvisionInvitedAccountCommand, type AccountCard } from '../../identity/identity.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { COMPANY_MESSAGES } from '../company.messages.js';
import type { CompanyRole } from '../company.types.js';
import { Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyMemberInvited } from '../domain/company.events.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { memberLookupLimit } from '../queries/members.query.js';
import { CompanyNotices } from './company-notices.js';
import type { StagedNotification } from '../../notifications/notifications.contract.js';
import { mayManageMember } from '../domain/company-policy.js';
import { hashInviteToken, INVITE_TTL_MS } from '../domain/invitation.js';
import { inTransaction, requireMember } from './company-access.js';

export interface Invitee {
  email: string;
  rights: string[];
  /** A new account made for the person (administrator or deputy "another person"). */
  account?: { password: string; lname: string; name: string; sname: string | null; phone: string | null };
  /** The request field errors about this person point at (e.g. `email`, `deputies.1.email`). */
  field: string;
}

export type InvitedRole = Exclude<CompanyRole, 'owner'>;

/**
 * Adds people to a company as administrator, deputies or users. Each membership stays "awaiting"
 * until the person uses the e-mailed link. Every person is checked before any account is made, so a
 * refused request leaves nothing behind; accounts are made through identity's contract.
 */
export class InviteMembersCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly companyId: string,
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
    // A deputy or user holding `users` adds ordinary users with rights they hold themselves, nobody else.
    for (const person of invitees) if (!mayManageMember(actor, { role, rights: person.rights })) throw CompanyErrors.forbidden();
    // Each person looked up by e-mail counts against the same allowance as searchUser.
    for (let i = 0; i < invitees.length; i += 1) await this.limits.take(memberLookupLimit(actorId));
    const seen = new Map<string, string>();
    for (const person of invitees) {
      const email = person.email.trim().toLowerCase();
      if (seen.has(email)) throw CompanyErrors.deputyDuplicate(person.field);
      seen.set(email, person.field);
    }
    const cards: Array<AccountCard | null> = [];
    for (const person of invitees) {
      const card = await this.queries.execute(new FindAccountByEmailQuery(person.email));
      if (card && person.account) throw CompanyErrors.userExists(person.email, person.field);
      if (!card && !person.account) throw CompanyErrors.userNotFound();
      if (card && (await this.em.count(Membership, { company: companyId, userId: card.id })) > 0) throw CompanyErrors.alreadyMember(person.field);
      cards.push(card);
    }

    const now = new Date();
    const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
    const letters: StagedNotification[] = [];
    try {
      // One transaction for the new accounts and the memberships: identity's provisioning joins it,
      // so a membership that cannot be saved takes the account it needed with it.
      await inTransaction(this.em, async (tx) => {
        const people: Array<{ userId: string; email: string; lang: Lang; rights: string[]; created: boolean }> = [];
        for (const [index, person] of invitees.entries()) {
          const card = cards[index];
          if (card) {
            people.push({ userId: card.id, email: card.email, lang: card.lang, rights: person.rights, created: false });
            continue;
          }
          const userId = await this.commands.execute(new ProvisionInvitedAccountCommand({ email: person.email, lang, ...person.account! }));
          if (!userId) throw CompanyErrors.userExists(person.email, person.field);
          people.push({ userId, email: person.email.trim().toLowerCase(), lang, rights: person.rights, created: true });
        }
        const { company } = await requireMember(tx, actorId, companyId, 'manageMembers', { lock: true });
        // Appointing the administrator (the owner self, with nobody invited, or another person) ends the onboarding.
        if (role === 'administrator') company.onboardingDone();
        for (const person of people) {
          const token = randomBytes(32).toString('base64url');
          const membership = tx.create(Membership, {
            id: randomUUID(),
            company,
            userId: person.userId,
            role,
            rights: role === 'deputy' || role === 'user' ? person.rights : [],
            status: 'awaiting',
            inviteTokenHash: hashInviteToken(token),
            inviteExpiresAt: expiresAt,
            invitedBy: actorId,
            createdAt: now,
          });
          recordEvent(company, new CompanyMemberInvited(company.id, actorId, person.userId, role, membership.rights, person.created));
          const roleName = COMPANY_MESSAGES[`company.role.${role}`][person.lang];
          letters.push(this.notices.inviteEmail(tx, { membershipId: membership.id, token, expiresAt, to: person.email, lang: person.lang, company: company.name, role: roleName }));
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
