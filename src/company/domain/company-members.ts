import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { CompanyRole } from '../company.types.js';
import { carriesRights, mayManageMember, type MemberAccess } from './company-policy.js';
import { Membership, type Company } from './company.entity.js';
import { CompanyErrors } from './company.errors.js';
import { CompanyMemberConfirmed, CompanyMemberInvited, CompanyMemberRemoved, CompanyMemberRightsChanged } from './company.events.js';

/** Everyone but the owner joins by invitation; the owner comes with the company or a transfer. */
export type InvitedRole = Exclude<CompanyRole, 'owner'>;

/** The member who acts, as the rules read them. */
export type Actor = MemberAccess & { userId: string };

/** A person an invitation names, as the request gave them. */
export interface InvitationRequest {
  email: string;
  rights: readonly string[];
  /** Whether the request makes a new account for the person (administrator or deputy "another person"). */
  makesAccount: boolean;
  /** The request field errors about this person point at (e.g. `email`, `deputies.1.email`). */
  field: string;
}

/** A person to invite, once their account is known or made. */
export interface Invited {
  userId: string;
  rights: readonly string[];
  /** True when the invitation made the person's account. */
  created: boolean;
  /** The hash of the invitation link's token (the token itself is only e-mailed). */
  inviteTokenHash: string;
}

/**
 * The people of one company (spec 001 §6): who may add, re-grant and remove whom (mayManageMember
 * of company-policy.ts), invitations that await the person's link, and an owner nobody else
 * changes. The events are recorded on the Company, the aggregate's root, so they keep the
 * company's outbox order with its other events.
 */
export class CompanyMembers {
  constructor(private readonly company: Company) {}

  /**
   * Whom an invitation may name, checked before any account is made: a deputy or user holding
   * `users` adds only ordinary users with rights they hold themselves (403 COMPANY_FORBIDDEN), and
   * nobody twice in one request (400 DEPUTY_DUPLICATE at the second one).
   */
  static assertMayInvite(
    actor: MemberAccess,
    role: InvitedRole,
    people: readonly Pick<InvitationRequest, 'email' | 'rights' | 'field'>[],
  ): void {
    for (const person of people) if (!mayManageMember(actor, { role, rights: person.rights })) throw CompanyErrors.forbidden();
    const seen = new Set<string>();
    for (const person of people) {
      const email = person.email.trim().toLowerCase();
      if (seen.has(email)) throw CompanyErrors.deputyDuplicate(person.field);
      seen.add(email);
    }
  }

  /**
   * A person is invited by an account of theirs, or one made for them: an address that has an
   * account is invited with it (the administrator and deputy forms name the person, but never
   * replace anyone's account), one without needs the form's details to make one (404
   * USER_NOT_FOUND), and someone who already belongs to the company is not invited again (409
   * MEMBER_EXISTS).
   */
  static assertInvitable(person: InvitationRequest, account: { id: string } | null, alreadyMember: boolean): void {
    if (!account && !person.makesAccount) throw CompanyErrors.userNotFound();
    if (account && alreadyMember) throw CompanyErrors.alreadyMember(person.field);
  }

  /**
   * Adds the people as `role`, each awaiting their link until `expiresAt`, and records
   * CompanyMemberInvited for each. Appointing the administrator (the owner self, with nobody
   * invited, or another person) ends the onboarding. Answers the new memberships, to be saved.
   */
  invite(actor: Actor, role: InvitedRole, people: readonly Invited[], expiresAt: Date, now: Date): Membership[] {
    for (const person of people) if (!mayManageMember(actor, { role, rights: person.rights })) throw CompanyErrors.forbidden();
    if (role === 'administrator') this.company.onboardingDone();
    return people.map((person) => {
      const membership = Object.assign(new Membership(), {
        id: randomUUID(),
        company: this.company,
        userId: person.userId,
        role,
        // An administrator's reach comes from the role, not from grants.
        rights: carriesRights(role) ? [...person.rights] : [],
        status: 'awaiting' as const,
        inviteTokenHash: person.inviteTokenHash,
        inviteExpiresAt: expiresAt,
        invitedBy: actor.userId,
        createdAt: now,
      });
      recordEvent(
        this.company,
        new CompanyMemberInvited(this.company.id, actor.userId, person.userId, role, membership.rights, person.created),
      );
      return membership;
    });
  }

  /**
   * The invitation link was used: the membership is confirmed and opens the company to the person.
   * An unknown, used or expired link, or one of a company deleted since, is 400 INVITE_INVALID.
   * `invitation` carries its company, loaded.
   */
  static confirm(invitation: Membership | null, now: Date): Membership {
    if (invitation?.status !== 'awaiting' || !invitation.inviteExpiresAt || invitation.inviteExpiresAt.getTime() <= now.getTime())
      throw CompanyErrors.inviteInvalid();
    const company = invitation.company;
    if (!company.isLive()) throw CompanyErrors.inviteInvalid();
    invitation.status = 'confirmed';
    invitation.inviteTokenHash = null;
    invitation.inviteExpiresAt = null;
    recordEvent(company, new CompanyMemberConfirmed(company.id, invitation.userId, invitation.role));
    return invitation;
  }

  /**
   * New `s_access_z` rights for a deputy or user, and with `role` a new role (an administrator
   * appointed from the members, or made a deputy or user again). Both what the member is and what
   * they would be must be within the actor's reach (403 COMPANY_FORBIDDEN); the owner is nobody's
   * to change (403). An administrator's reach comes from the role, not from grants, so only a
   * deputy or user keeps rights. Nothing new changes nothing and answers null; otherwise answers
   * the recorded CompanyMemberRightsChanged.
   */
  changeRights(
    actor: Actor,
    target: Membership,
    rights: readonly string[],
    role: InvitedRole | null = null,
  ): CompanyMemberRightsChanged | null {
    assertNotOwner(target);
    const wanted = [...new Set(rights)].sort();
    const nextRole = role ?? target.role;
    if (!mayManageMember(actor, target) || !mayManageMember(actor, { role: nextRole, rights: wanted })) throw CompanyErrors.forbidden();
    const next = carriesRights(nextRole) ? wanted : [];
    const before = [...target.rights].sort();
    const fromRole = target.role;
    if (fromRole === nextRole && (!carriesRights(nextRole) || before.join() === next.join())) return null;
    target.role = nextRole;
    target.rights = next;
    const event = new CompanyMemberRightsChanged(this.company.id, actor.userId, target.userId, before, next, fromRole, nextRole);
    recordEvent(this.company, event);
    return event;
  }

  /** The membership ends (the caller removes the row and the person's active choice of the company); the owner stays (403). */
  remove(actor: Actor, target: Membership): void {
    assertNotOwner(target);
    if (!mayManageMember(actor, target)) throw CompanyErrors.forbidden();
    recordEvent(this.company, new CompanyMemberRemoved(this.company.id, actor.userId, target.userId, target.role));
  }
}

function assertNotOwner(target: Membership): void {
  if (target.role === 'owner') throw CompanyErrors.ownerUntouchable();
}
