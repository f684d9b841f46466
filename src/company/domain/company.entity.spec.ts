import { pullEvents } from '../../shared/domain/aggregate-root.js';
import { Company, Membership } from './company.entity.js';
import type { CompanySnapshot } from './company.events.js';

const DATA: CompanySnapshot = { name: 'Alpha', companyBrand: null, code: '14360570', employees: 1, activity: 2, services: null, website: null };
const NOW = new Date('2026-11-23T10:00:00Z');

function company(statusId = 1): Company {
  const c = new Company();
  Object.assign(c, { id: '11111111-1111-4111-8111-111111111111', ...DATA, statusId, isDel: false });
  return c;
}

const types = (c: Company) => pullEvents(c).map((event) => event.eventType);
const codeOf = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return null;
};

describe('the Company aggregate', () => {
  it('edits a registered company freely and records old -> new per changed field only', () => {
    const c = company();
    c.edit({ ...DATA, name: 'Beta', code: '21133352' }, 'u1', false, NOW);
    const [event] = pullEvents(c) as unknown as Array<{ changes: Record<string, unknown>; reverification: boolean }>;
    expect(event!.changes).toEqual({ name: { from: 'Alpha', to: 'Beta' }, code: { from: '14360570', to: '21133352' } });
    expect(event!.reverification).toBe(false);
    expect(c.statusId).toBe(1);
  });

  it('records nothing for an edit that changes nothing', () => {
    const c = company();
    c.edit({ ...DATA }, 'u1', false, NOW);
    expect(types(c)).toEqual([]);
  });

  it.each([2, 4])('asks for confirmation before a name or code change in status %i, then goes back to 2', (status) => {
    const c = company(status);
    expect(codeOf(() => c.edit({ ...DATA, code: '21133352' }, 'u1', false, NOW))).toBe('REVERIFICATION_REQUIRED');
    expect(c.code).toBe('14360570');
    expect(types(c)).toEqual([]);
    c.edit({ ...DATA, services: 'More' }, 'u1', false, NOW);
    expect(c.statusId).toBe(status);
    c.edit({ ...DATA, services: 'More', code: '21133352' }, 'u1', true, NOW);
    expect(c.statusId).toBe(2);
    expect(types(c)).toEqual(['CompanyEdited', 'CompanyEdited', 'CompanySubmittedForVerification']);
  });

  it('submits from 1 or 3 only, and only with an extract', () => {
    expect(codeOf(() => company(1).submit('u1', 0, NOW))).toBe('EXTRACT_REQUIRED');
    for (const status of [2, 4, 5]) expect(codeOf(() => company(status).submit('u1', 1, NOW))).toBe('COMPANY_STATUS_CONFLICT');
    const rejected = company(3);
    rejected.submit('u1', 1, NOW);
    expect(rejected.statusId).toBe(2);
    expect(rejected.submittedAt).toBe(NOW);
  });

  it('deletes only in status 1 or 3', () => {
    for (const status of [2, 4, 5]) expect(codeOf(() => company(status).delete('u1', NOW))).toBe('COMPANY_NOT_DELETABLE');
    const c = company(3);
    c.delete('u1', NOW);
    expect([c.statusId, c.isDel, c.isLive()]).toEqual([5, true, false]);
    expect(types(c)).toEqual(['CompanyDeleted']);
  });

  it('archives and restores per member, once each', () => {
    const c = company();
    const member = new Membership();
    Object.assign(member, { userId: 'u2', archivedAt: null });
    c.archivedBy(member, NOW);
    expect(member.archivedAt).toBe(NOW);
    expect(codeOf(() => c.archivedBy(member, NOW))).toBe('COMPANY_ALREADY_ARCHIVED');
    c.restoredBy(member);
    expect(codeOf(() => c.restoredBy(member))).toBe('COMPANY_NOT_ARCHIVED');
    expect(types(c)).toEqual(['CompanyArchived', 'CompanyRestored']);
  });

  it('keeps extract files frozen while under review or verified', () => {
    for (const status of [2, 4]) expect(codeOf(() => company(status).assertFilesEditable())).toBe('COMPANY_STATUS_CONFLICT');
    expect(codeOf(() => company(3).assertFilesEditable())).toBeNull();
  });
  describe('verifier decisions (applied from the verification context\'s events)', () => {
    it('verifies or rejects only a company under consideration, once', () => {
      const verified = company(2);
      expect(verified.verifiedByVerifier(NOW)).toBe(true);
      expect(verified.statusId).toBe(4);
      expect(verified.verifiedByVerifier(NOW)).toBe(false);
      expect(verified.rejectedByVerifier('other', 'late', NOW)).toBe(false);
      expect(verified.statusId).toBe(4);

      const rejected = company(2);
      expect(rejected.rejectedByVerifier('unreadable', 'Blurred scan', NOW)).toBe(true);
      expect(rejected.statusId).toBe(3);
      expect([rejected.rejectionCode, rejected.rejectionReason]).toEqual(['unreadable', 'Blurred scan']);
      expect(rejected.verifiedByVerifier(NOW)).toBe(false);
      for (const status of [1, 3, 4, 5]) expect(company(status).verifiedByVerifier(NOW)).toBe(false);
    });

    it('leaves a submission made after the decision waiting (an edit of name or code raced the verifier)', () => {
      const c = company(2);
      c.submittedAt = new Date(NOW.getTime() + 1000);
      expect(c.verifiedByVerifier(NOW)).toBe(false);
      expect(c.rejectedByVerifier('other', 'x', NOW)).toBe(false);
      expect(c.statusId).toBe(2);
      expect(c.verifiedByVerifier(new Date(NOW.getTime() + 2000))).toBe(true);
    });

    it('clears the rejection when the company is submitted again', () => {
      const c = company(2);
      c.rejectedByVerifier(null, 'Wrong code', NOW);
      expect([c.rejectionCode, c.rejectionReason]).toEqual([null, 'Wrong code']);
      c.submit('u1', 1, NOW);
      expect(c.statusId).toBe(2);
      expect([c.rejectionCode, c.rejectionReason]).toEqual([null, null]);
    });

    it('deletes a live company once, recording no event of its own', () => {
      const c = company(4);
      expect(c.removedByVerifier(NOW)).toBe(true);
      expect([c.statusId, c.isDel, c.deletedAt]).toEqual([5, true, NOW]);
      expect(c.removedByVerifier(NOW)).toBe(false);
      expect(types(c)).toEqual([]);
    });
  });
});
