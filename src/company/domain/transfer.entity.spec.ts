import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import type { CompanyRole } from './company-policy.js';
import { Company, Membership } from './company.entity.js';
import type { CompanyTransferCancelled, CompanyTransferOffered, CompanyTransferred } from './company.events.js';
import { CompanyTransfer, TRANSFER_TTL_MS, type TransferOption } from './transfer.entity.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ADMIN = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const TARAS = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const NOW = new Date('2026-12-07T10:00:00Z');
const LATER = new Date(NOW.getTime() + TRANSFER_TTL_MS);

function aCompany(statusId = 4): Company {
  return Object.assign(new Company(), { id: COMPANY, name: 'Alpha', code: '14360570', statusId, isDel: statusId === 5 });
}

function member(company: Company, userId: string, role: CompanyRole): Membership {
  return Object.assign(new Membership(), {
    id: `m-${userId}`,
    company,
    userId,
    role,
    rights: role === 'user' ? ['vacancies'] : [],
    status: 'confirmed',
    archivedAt: null,
  });
}

function offerOf(company: Company, option: TransferOption = 'full_rights', from = OWNER): CompanyTransfer {
  const transfer = CompanyTransfer.offer(
    company,
    { fromUserId: from, toUserId: TARAS, toEmail: 'taras@x.ua', option, tokenHash: 'hash' },
    null,
    NOW,
  );
  pullEvents(company);
  return transfer;
}

const types = (company: Company) => pullEvents(company).map((event) => event.eventType);

function refusal(fn: () => unknown): string | null {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
}

describe('CompanyTransfer: the offer', () => {
  it('offers the company for a week and records CompanyTransferOffered on the company', () => {
    const company = aCompany();
    const transfer = CompanyTransfer.offer(
      company,
      { fromUserId: OWNER, toUserId: TARAS, toEmail: 'taras@x.ua', option: 'no_access', tokenHash: 'hash' },
      null,
      NOW,
    );
    expect([
      transfer.company,
      transfer.fromUserId,
      transfer.toUserId,
      transfer.option,
      transfer.tokenHash,
      transfer.createdAt,
      transfer.expiresAt,
    ]).toEqual([company, OWNER, TARAS, 'no_access', 'hash', NOW, LATER]);
    const [event] = pullEvents(company) as CompanyTransferOffered[];
    expect([event!.eventType, event!.byUserId, event!.toUserId, event!.option]).toEqual([
      'CompanyTransferOffered',
      OWNER,
      TARAS,
      'no_access',
    ]);
  });

  it('is never to oneself (400 TRANSFER_SELF)', () => {
    const company = aCompany();
    expect(refusal(() => CompanyTransfer.assertRecipient(OWNER, OWNER))).toBe('TRANSFER_SELF');
    expect(
      refusal(() =>
        CompanyTransfer.offer(
          company,
          { fromUserId: OWNER, toUserId: OWNER, toEmail: 'o@x.ua', option: 'full_rights', tokenHash: 'h' },
          null,
          NOW,
        ),
      ),
    ).toBe('TRANSFER_SELF');
    expect(types(company)).toEqual([]);
  });

  it("one live offer at a time: the owner's own unexpired one blocks (409 TRANSFER_PENDING); an expired or an administrator's void one makes room", () => {
    const company = aCompany();
    const live = offerOf(company);
    expect(refusal(() => CompanyTransfer.assertRoomFor(live, OWNER, NOW))).toBe('TRANSFER_PENDING');
    expect(
      refusal(() =>
        CompanyTransfer.offer(
          company,
          { fromUserId: OWNER, toUserId: TARAS, toEmail: 't@x.ua', option: 'full_rights', tokenHash: 'h2' },
          live,
          NOW,
        ),
      ),
    ).toBe('TRANSFER_PENDING');
    expect(refusal(() => CompanyTransfer.assertRoomFor(live, OWNER, LATER))).toBeNull();
    expect(refusal(() => CompanyTransfer.assertRoomFor(offerOf(company, 'full_rights', ADMIN), OWNER, NOW))).toBeNull();
    expect(refusal(() => CompanyTransfer.assertRoomFor(null, OWNER, NOW))).toBeNull();
  });

  it('the owner cancels a pending offer (recorded), and there must be one (404 TRANSFER_NOT_FOUND)', () => {
    const company = aCompany();
    const pending = offerOf(company);
    expect(CompanyTransfer.cancel(company, pending, OWNER)).toBe(pending);
    const [event] = pullEvents(company) as CompanyTransferCancelled[];
    expect([event!.eventType, event!.toUserId]).toEqual(['CompanyTransferCancelled', TARAS]);
    expect(refusal(() => CompanyTransfer.cancel(company, null, OWNER))).toBe('TRANSFER_NOT_FOUND');
  });
});

describe('CompanyTransfer: acceptance', () => {
  it('a link names an open offer: unknown or expired is 404 TRANSFER_INVALID', () => {
    const company = aCompany();
    const transfer = offerOf(company);
    expect(CompanyTransfer.open(transfer, NOW)).toBe(transfer);
    expect(refusal(() => CompanyTransfer.open(null, NOW))).toBe('TRANSFER_INVALID');
    expect(refusal(() => CompanyTransfer.open(undefined, NOW))).toBe('TRANSFER_INVALID');
    expect(refusal(() => CompanyTransfer.open(transfer, LATER))).toBe('TRANSFER_INVALID');
  });

  it('full_rights: the recipient, new to the company, becomes the owner; the former owner stays as administrator', () => {
    const company = aCompany();
    const owner = member(company, OWNER, 'owner');
    const { joined, leaving } = offerOf(company, 'full_rights').accept(company, owner, null, TARAS, NOW);
    expect(joined && [joined.userId, joined.role, joined.rights, joined.status, joined.invitedBy, joined.createdAt]).toEqual([
      TARAS,
      'owner',
      [],
      'confirmed',
      OWNER,
      NOW,
    ]);
    expect(leaving).toBeNull();
    expect([owner.role, owner.rights, owner.archivedAt]).toEqual(['administrator', [], null]);
    const [event] = pullEvents(company) as CompanyTransferred[];
    expect([event!.eventType, event!.fromUserId, event!.toUserId, event!.option]).toEqual([
      'CompanyTransferred',
      OWNER,
      TARAS,
      'full_rights',
    ]);
  });

  it('remove_from_list: the former owner stays administrator with the company in their Archive; a recipient already a member is raised in place', () => {
    const company = aCompany();
    const owner = member(company, OWNER, 'owner');
    const taras = Object.assign(member(company, TARAS, 'user'), {
      archivedAt: NOW,
      status: 'awaiting' as const,
      inviteTokenHash: 'invite',
    });
    const { joined, leaving } = offerOf(company, 'remove_from_list').accept(company, owner, taras, TARAS, NOW);
    expect([joined, leaving]).toEqual([null, null]);
    expect([taras.role, taras.rights, taras.status, taras.archivedAt, taras.inviteTokenHash]).toEqual([
      'owner',
      [],
      'confirmed',
      null,
      null,
    ]);
    expect([owner.role, owner.archivedAt]).toEqual(['administrator', NOW]);
  });

  it('no_access: the former owner leaves (the caller removes the membership and their active choice)', () => {
    const company = aCompany();
    const owner = member(company, OWNER, 'owner');
    const { leaving } = offerOf(company, 'no_access').accept(company, owner, null, TARAS, NOW);
    expect(leaving).toBe(owner);
    expect(owner.role).toBe('owner');
    expect(types(company)).toEqual(['CompanyTransferred']);
  });

  it('only the recipient accepts (403 TRANSFER_FOREIGN), only while the maker still owns the live company (404 TRANSFER_INVALID)', () => {
    const company = aCompany();
    const owner = member(company, OWNER, 'owner');
    const transfer = offerOf(company);
    expect(refusal(() => transfer.accept(company, owner, null, ADMIN, NOW))).toBe('TRANSFER_FOREIGN');
    expect(refusal(() => transfer.accept(null, owner, null, TARAS, NOW))).toBe('TRANSFER_INVALID');
    expect(refusal(() => transfer.accept(aCompany(5), owner, null, TARAS, NOW))).toBe('TRANSFER_INVALID');
    expect(refusal(() => transfer.accept(company, null, null, TARAS, NOW))).toBe('TRANSFER_INVALID');
    // Made by an administrator while the policy still let them: the owner never offered it.
    expect(refusal(() => offerOf(company, 'full_rights', ADMIN).accept(company, owner, null, TARAS, NOW))).toBe('TRANSFER_INVALID');
    expect(owner.role).toBe('owner');
    expect(types(company)).toEqual([]);
  });
});
