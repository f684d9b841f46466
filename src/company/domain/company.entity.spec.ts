import { pullEvents } from '../../shared/domain/aggregate-root.js';
import { Company, Membership } from './company.entity.js';
import type { CompanySnapshot } from './company.events.js';

const DATA: CompanySnapshot = {
  name: 'Alpha',
  companyBrand: null,
  code: '14360570',
  employees: 1,
  activity: 2,
  services: null,
  website: null,
};
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
  describe("verifier decisions (applied from the verification context's events)", () => {
    /** A company under review on submission S1 (as submit() would leave it), and what a decision on it names. */
    const underReview = (statusId = 2) => {
      const c = company(statusId);
      c.submissionId = 'S1';
      c.dataVersion = 3;
      return c;
    };
    const on = (submissionId: string | null = 'S1', dataVersion: number | null = 3, decidedAt = NOW) => ({
      submissionId,
      dataVersion,
      decidedAt,
    });

    it('verifies or rejects only a company under consideration, once', () => {
      const verified = underReview();
      expect(verified.verifiedByVerifier(on())).toBe(true);
      expect(verified.statusId).toBe(4);
      expect(verified.verifiedByVerifier(on())).toBe(false);
      expect(verified.rejectedByVerifier('other', 'late', on())).toBe(false);
      expect(verified.statusId).toBe(4);

      const rejected = underReview();
      expect(rejected.rejectedByVerifier('unreadable', 'Blurred scan', on())).toBe(true);
      expect(rejected.statusId).toBe(3);
      expect([rejected.rejectionCode, rejected.rejectionReason]).toEqual(['unreadable', 'Blurred scan']);
      expect(rejected.verifiedByVerifier(on())).toBe(false);
      for (const status of [1, 3, 4, 5]) expect(underReview(status).verifiedByVerifier(on())).toBe(false);
    });

    it('applies a decision only to the submission and data version it names, whatever the clocks say', () => {
      const c = underReview();
      // The owner changed the name in the same instant: a new submission, a new data version.
      c.edit({ ...DATA, name: 'Renamed' }, 'u1', true, NOW);
      expect([c.statusId, c.submissionId === 'S1', c.dataVersion]).toEqual([2, false, 4]);
      const later = new Date(NOW.getTime() + 60_000);
      expect(c.verifiedByVerifier(on('S1', 3, later))).toBe(false);
      expect(c.rejectedByVerifier('other', 'x', on('S1', 3, later))).toBe(false);
      expect(c.verifiedByVerifier(on(c.submissionId, 3, later))).toBe(false);
      expect(c.statusId).toBe(2);
      expect(c.verifiedByVerifier(on(c.submissionId, 4, later))).toBe(true);
    });

    it('moves the data version with name and code only, and opens a new submission for them under review', () => {
      const c = underReview();
      c.edit({ ...DATA, website: 'https://alpha.example' }, 'u1', false, NOW);
      expect([c.submissionId, c.dataVersion]).toEqual(['S1', 3]);
      c.edit({ ...DATA, website: 'https://alpha.example', code: '21133352' }, 'u1', true, NOW);
      expect(c.dataVersion).toBe(4);
      expect(c.submissionId).not.toBe('S1');
    });

    it('keeps the time rule for decisions recorded before they named a submission', () => {
      const c = underReview();
      c.submittedAt = new Date(NOW.getTime() + 1000);
      expect(c.verifiedByVerifier(on(null, null))).toBe(false);
      expect(c.statusId).toBe(2);
      expect(c.verifiedByVerifier(on(null, null, new Date(NOW.getTime() + 2000)))).toBe(true);
    });

    it('reopens a company shown as decided that its review case disagrees with, on its current submission', () => {
      const c = underReview(4);
      expect(c.reopenReview()).toBe(true);
      expect([c.statusId, c.submissionId]).toEqual([2, 'S1']);
      expect(c.reopenReview()).toBe(false);
      expect(company(4).reopenReview()).toBe(false);
      expect(underReview(5).reopenReview()).toBe(false);
    });

    it('clears the rejection when the company is submitted again', () => {
      const c = underReview();
      c.rejectedByVerifier(null, 'Wrong code', on());
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
