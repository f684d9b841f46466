import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import type { CompanyRole } from './company-policy.js';
import { CompanyMembers, type Invited } from './company-members.js';
import { Company, Membership } from './company.entity.js';
import type { CompanyMemberInvited, CompanyMemberRemoved, CompanyMemberRightsChanged } from './company.events.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OLHA = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const PETRO = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const NOW = new Date('2026-12-07T10:00:00Z');
const WEEK_ON = new Date('2026-12-14T10:00:00Z');

function aCompany(statusId = 4): Company {
  return Object.assign(new Company(), { id: COMPANY, name: 'Alpha', code: '14360570', statusId, isDel: false, onboardingStep: 2 });
}

function member(
  company: Company,
  userId: string,
  role: CompanyRole,
  rights: string[] = [],
  status: 'confirmed' | 'awaiting' = 'confirmed',
): Membership {
  return Object.assign(new Membership(), { id: `m-${userId}`, company, userId, role, rights, status });
}

const person = (userId: string, rights: string[] = []): Invited => ({ userId, rights, created: false, inviteTokenHash: `hash-${userId}` });
const types = (company: Company) => pullEvents(company).map((event) => event.eventType);

/** The refusal a call throws, or null when it is not refused. */
function caught(fn: () => unknown): DomainError | null {
  try {
    fn();
  } catch (error) {
    return error as DomainError;
  }
  return null;
}

/** The stable code a call is refused with, or null when it is not. */
const refusal = (fn: () => unknown): string | null => caught(fn)?.code ?? null;

describe('CompanyMembers: invitations', () => {
  it('the owner invites deputies with their rights; each awaits the link for the given time and is recorded', () => {
    const company = aCompany();
    const owner = member(company, OWNER, 'owner');
    const made = new CompanyMembers(company).invite(owner, 'deputy', [person(OLHA, ['vacancies']), person(PETRO)], WEEK_ON, NOW);
    expect(made.map((m) => [m.userId, m.role, m.rights, m.status, m.inviteTokenHash, m.inviteExpiresAt, m.invitedBy])).toEqual([
      [OLHA, 'deputy', ['vacancies'], 'awaiting', `hash-${OLHA}`, WEEK_ON, OWNER],
      [PETRO, 'deputy', [], 'awaiting', `hash-${PETRO}`, WEEK_ON, OWNER],
    ]);
    const events = pullEvents(company) as CompanyMemberInvited[];
    expect(events.map((event) => [event.eventType, event.userId, event.byUserId, event.role, event.rights])).toEqual([
      ['CompanyMemberInvited', OLHA, OWNER, 'deputy', ['vacancies']],
      ['CompanyMemberInvited', PETRO, OWNER, 'deputy', []],
    ]);
    expect(company.onboardingStep).toBe(2);
  });

  it('an administrator gets no grants (the role reaches everything) and appointing one ends the onboarding, even with nobody invited', () => {
    const company = aCompany();
    const owner = member(company, OWNER, 'owner');
    const [admin] = new CompanyMembers(company).invite(owner, 'administrator', [person(OLHA, ['vacancies'])], WEEK_ON, NOW);
    expect(admin!.rights).toEqual([]);
    expect(company.onboardingStep).toBe(3);
    const alone = aCompany();
    expect(new CompanyMembers(alone).invite(member(alone, OWNER, 'owner'), 'administrator', [], WEEK_ON, NOW)).toEqual([]);
    expect(alone.onboardingStep).toBe(3);
    expect(types(alone)).toEqual([]);
  });

  it('a user holding `users` invites ordinary users with rights they hold, nobody higher and no other right (403)', () => {
    const company = aCompany();
    const olha = member(company, OLHA, 'user', ['users', 'vacancies']);
    expect(
      refusal(() => CompanyMembers.assertMayInvite(olha, 'user', [{ email: 'p@x.ua', rights: ['vacancies'], field: 'email' }])),
    ).toBeNull();
    expect(refusal(() => CompanyMembers.assertMayInvite(olha, 'deputy', [{ email: 'p@x.ua', rights: [], field: 'email' }]))).toBe(
      'COMPANY_FORBIDDEN',
    );
    expect(
      refusal(() => CompanyMembers.assertMayInvite(olha, 'user', [{ email: 'p@x.ua', rights: ['departments'], field: 'email' }])),
    ).toBe('COMPANY_FORBIDDEN');
    expect(refusal(() => new CompanyMembers(company).invite(olha, 'user', [person(PETRO, ['departments'])], WEEK_ON, NOW))).toBe(
      'COMPANY_FORBIDDEN',
    );
    expect(types(company)).toEqual([]);
    // Without the right nobody invites at all.
    expect(
      refusal(() =>
        CompanyMembers.assertMayInvite(member(company, PETRO, 'deputy'), 'user', [{ email: 'p@x.ua', rights: [], field: 'email' }]),
      ),
    ).toBe('COMPANY_FORBIDDEN');
  });

  it('one address twice in a request is refused at the second (400 DEPUTY_DUPLICATE), whatever its case', () => {
    const owner = member(aCompany(), OWNER, 'owner');
    const people = [
      { email: 'Olha@x.ua', rights: [], field: 'deputies.0.email' },
      { email: ' olha@X.ua ', rights: [], field: 'deputies.1.email' },
    ];
    const error = caught(() => CompanyMembers.assertMayInvite(owner, 'deputy', people));
    expect([error?.code, error?.fields]).toEqual(['DEPUTY_DUPLICATE', { 'deputies.1.email': 'company.deputyDuplicate' }]);
  });

  it('names an account that exists (made for the invitation if the form allows), and nobody who already belongs', () => {
    const request = { email: 'olha@x.ua', rights: [], field: 'email' };
    expect(refusal(() => CompanyMembers.assertInvitable({ ...request, makesAccount: false }, { id: OLHA }, false))).toBeNull();
    expect(refusal(() => CompanyMembers.assertInvitable({ ...request, makesAccount: true }, null, false))).toBeNull();
    // The administrator and deputy forms never replace an account the address has: it is invited with it.
    expect(refusal(() => CompanyMembers.assertInvitable({ ...request, makesAccount: true }, { id: OLHA }, false))).toBeNull();
    expect(refusal(() => CompanyMembers.assertInvitable({ ...request, makesAccount: false }, null, false))).toBe('USER_NOT_FOUND');
    expect(refusal(() => CompanyMembers.assertInvitable({ ...request, makesAccount: false }, { id: OLHA }, true))).toBe('MEMBER_EXISTS');
  });
});

describe('CompanyMembers: confirming an invitation', () => {
  function invitation(company: Company, expiresAt: Date | null = WEEK_ON): Membership {
    return Object.assign(member(company, OLHA, 'deputy', ['vacancies'], 'awaiting'), {
      inviteTokenHash: 'hash',
      inviteExpiresAt: expiresAt,
    });
  }

  it('confirms an awaiting membership, spends the link and records CompanyMemberConfirmed on the company', () => {
    const company = aCompany();
    const confirmed = CompanyMembers.confirm(invitation(company), NOW);
    expect([confirmed.status, confirmed.inviteTokenHash, confirmed.inviteExpiresAt]).toEqual(['confirmed', null, null]);
    expect(types(company)).toEqual(['CompanyMemberConfirmed']);
  });

  it('refuses an unknown, used or expired link, and one of a deleted company (400 INVITE_INVALID)', () => {
    const company = aCompany();
    expect(refusal(() => CompanyMembers.confirm(null, NOW))).toBe('INVITE_INVALID');
    expect(refusal(() => CompanyMembers.confirm(Object.assign(invitation(company), { status: 'confirmed' }), NOW))).toBe('INVITE_INVALID');
    expect(refusal(() => CompanyMembers.confirm(invitation(company, NOW), NOW))).toBe('INVITE_INVALID');
    expect(refusal(() => CompanyMembers.confirm(invitation(company, null), NOW))).toBe('INVITE_INVALID');
    const deleted = aCompany(5);
    expect(refusal(() => CompanyMembers.confirm(invitation(deleted), NOW))).toBe('INVITE_INVALID');
    expect(types(company)).toEqual([]);
  });
});

describe('CompanyMembers: rights, roles and removal', () => {
  it('gives a deputy new rights (sorted, once each) and answers the recorded event', () => {
    const company = aCompany();
    const olha = member(company, OLHA, 'deputy', ['vacancies']);
    const event = new CompanyMembers(company).changeRights(member(company, OWNER, 'owner'), olha, ['users', 'departments', 'users']);
    expect(olha.rights).toEqual(['departments', 'users']);
    expect(event).not.toBeNull();
    const [recorded] = pullEvents(company) as CompanyMemberRightsChanged[];
    expect(recorded).toBe(event);
    expect([recorded!.from, recorded!.to, recorded!.fromRole, recorded!.toRole]).toEqual([
      ['vacancies'],
      ['departments', 'users'],
      'deputy',
      'deputy',
    ]);
  });

  it('changes nothing and records nothing for the same rights, or for grants to an administrator', () => {
    const company = aCompany();
    const owner = member(company, OWNER, 'owner');
    const members = new CompanyMembers(company);
    expect(members.changeRights(owner, member(company, OLHA, 'deputy', ['users', 'vacancies']), ['vacancies', 'users'])).toBeNull();
    const admin = member(company, PETRO, 'administrator');
    expect(members.changeRights(owner, admin, ['vacancies'])).toBeNull();
    expect(admin.rights).toEqual([]);
    expect(types(company)).toEqual([]);
  });

  it('appoints an administrator from the members (their grants go) and makes one a user again', () => {
    const company = aCompany();
    const owner = member(company, OWNER, 'owner');
    const olha = member(company, OLHA, 'deputy', ['vacancies']);
    const members = new CompanyMembers(company);
    expect(members.changeRights(owner, olha, ['vacancies'], 'administrator')).not.toBeNull();
    expect([olha.role, olha.rights]).toEqual(['administrator', []]);
    expect(members.changeRights(owner, olha, ['departments'], 'user')).not.toBeNull();
    expect([olha.role, olha.rights]).toEqual(['user', ['departments']]);
    expect(types(company)).toEqual(['CompanyMemberRightsChanged', 'CompanyMemberRightsChanged']);
  });

  it('the owner is nobody’s to change or remove (403), and a user holding `users` reaches only ordinary users within their rights', () => {
    const company = aCompany();
    const members = new CompanyMembers(company);
    const admin = member(company, PETRO, 'administrator');
    const owner = member(company, OWNER, 'owner');
    expect(refusal(() => members.changeRights(admin, owner, []))).toBe('COMPANY_FORBIDDEN');
    expect(refusal(() => members.remove(admin, owner))).toBe('COMPANY_FORBIDDEN');
    const olha = member(company, OLHA, 'user', ['users', 'vacancies']);
    const deputy = member(company, 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'deputy');
    expect(refusal(() => members.remove(olha, deputy))).toBe('COMPANY_FORBIDDEN');
    const user = member(company, 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', 'user', ['vacancies']);
    expect(refusal(() => members.changeRights(olha, user, ['departments']))).toBe('COMPANY_FORBIDDEN');
    expect(refusal(() => members.changeRights(olha, user, ['vacancies'], 'deputy'))).toBe('COMPANY_FORBIDDEN');
    expect(types(company)).toEqual([]);
  });

  it('the owner error names the owner (its own message), the others COMPANY_FORBIDDEN alike', () => {
    const company = aCompany();
    const admin = member(company, PETRO, 'administrator');
    const error = caught(() => new CompanyMembers(company).remove(admin, member(company, OWNER, 'owner')));
    expect([error?.code, error?.messageKey]).toEqual(['COMPANY_FORBIDDEN', 'company.ownerUntouchable']);
    expect(
      caught(() => new CompanyMembers(company).remove(member(company, OLHA, 'deputy'), member(company, PETRO, 'user')))?.messageKey,
    ).toBe('company.forbidden');
  });

  it('removes a member the actor reaches and records CompanyMemberRemoved with their role', () => {
    const company = aCompany();
    new CompanyMembers(company).remove(member(company, OWNER, 'owner'), member(company, OLHA, 'deputy'));
    const [event] = pullEvents(company) as CompanyMemberRemoved[];
    expect([event!.eventType, event!.userId, event!.byUserId, event!.role]).toEqual(['CompanyMemberRemoved', OLHA, OWNER, 'deputy']);
  });
});
