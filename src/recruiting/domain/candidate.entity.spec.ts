import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { Candidate, type NewCandidate } from './candidate.entity.js';
import { duplicateOf, normalizeTags, retainUntil } from './candidate.rules.js';
import { CandidateAdded, CandidatesMerged } from './recruiting.events.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const OTHER_COMPANY = '99999999-9999-4999-8999-999999999999';
const HR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const NOW = new Date('2026-12-08T10:00:00Z');
const LATER = new Date('2027-03-01T10:00:00Z');

const OLENA: NewCandidate = {
  companyId: COMPANY,
  name: ' Олена ',
  lname: 'Коваль',
  emails: [' Olena@Example.COM ', 'olena@example.com'],
  phones: ['099 123 45 67'],
  source: 'manual',
  referrerId: null,
  tags: ['java', ' Java ', 'senior  dev'],
  consent: { textId: 'careers-v1', at: '2026-12-01T00:00:00.000Z' },
  lang: 'uk',
};

function aCandidate(input: NewCandidate = OLENA, id = 'c1'): Candidate {
  const candidate = new Candidate();
  Object.assign(candidate, Candidate.create(input, HR, NOW), { id, createdAt: NOW, updatedAt: NOW });
  return candidate;
}

const codeOf = (act: () => unknown): string => {
  try {
    act();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'none';
};

describe('Candidate', () => {
  it('keeps contacts normalized (e-mails in lower case, phones in E.164), tags without repeats, and a retention date 24 months on', () => {
    const candidate = aCandidate();
    expect(candidate.name).toBe('Олена');
    expect(candidate.emails).toEqual(['olena@example.com']);
    expect(candidate.phones).toEqual(['+380991234567']);
    expect(candidate.tags).toEqual(['java', 'senior dev']);
    expect(candidate.retainUntil).toEqual(new Date('2028-12-08T10:00:00Z'));
    expect(candidate.letterAddress).toBe('olena@example.com');
  });

  it('needs an e-mail or a phone, and refuses one that is neither', () => {
    expect(codeOf(() => Candidate.create({ ...OLENA, emails: [], phones: [' '] }, HR, NOW))).toBe('CONTACT_REQUIRED');
    expect(codeOf(() => Candidate.create({ ...OLENA, emails: ['not an address'] }, HR, NOW))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => Candidate.create({ ...OLENA, phones: ['12'] }, HR, NOW))).toBe('VALIDATION_FAILED');
  });

  it('records CandidateAdded once it has its id', () => {
    const candidate = aCandidate();
    candidate.added(HR);
    const events = pullEvents(candidate);
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(CandidateAdded);
    expect(events[0]).toMatchObject({ companyId: COMPANY, candidateId: 'c1', source: 'manual' });
  });

  it('attaching a second entry of the same person adds only the contacts nobody else holds, and a newer consent', () => {
    const candidate = aCandidate();
    const held = new Set(['phone:+380501112233']);
    candidate.attach(
      {
        emails: ['olena.k@work.ua'],
        phones: ['+380501112233', '+380671112233'],
        tags: ['QA'],
        consent: { textId: 'v2', at: '2026-12-05T00:00:00.000Z' },
      },
      (kind, value) => !held.has(`${kind}:${value}`),
      LATER,
    );
    expect(candidate.emails).toEqual(['olena@example.com', 'olena.k@work.ua']);
    expect(candidate.phones).toEqual(['+380991234567', '+380671112233']);
    expect(candidate.tags).toEqual(['java', 'senior dev', 'QA']);
    expect(candidate.consent?.textId).toBe('v2');
    expect(candidate.retainUntil).toEqual(retainUntil(LATER));
  });

  it('absorbs a duplicate: contacts, tags, the later consent and retention; records CandidatesMerged with the boards that changed', () => {
    const keep = aCandidate();
    const merge = aCandidate({ ...OLENA, emails: ['o.koval@gmail.com'], phones: [], tags: ['react'], referrerId: HR, consent: null }, 'c2');
    merge.retainUntil = new Date('2030-01-01T00:00:00Z');
    keep.absorb(merge, HR, ['v1'], NOW);
    expect(keep.emails).toEqual(['olena@example.com', 'o.koval@gmail.com']);
    expect(keep.tags).toEqual(['java', 'senior dev', 'react']);
    expect(keep.referrerId).toBe(HR);
    expect(keep.consent?.textId).toBe('careers-v1');
    expect(keep.retainUntil).toEqual(new Date('2030-01-01T00:00:00Z'));
    const [event] = pullEvents(keep);
    expect(event).toBeInstanceOf(CandidatesMerged);
    expect(event).toMatchObject({ keepId: 'c1', mergeId: 'c2', vacancyIds: ['v1'] });
  });

  it('merges neither itself nor another company’s candidate', () => {
    const keep = aCandidate();
    expect(codeOf(() => keep.absorb(keep, HR, [], NOW))).toBe('MERGE_SAME_CANDIDATE');
    expect(codeOf(() => keep.absorb(aCandidate({ ...OLENA, companyId: OTHER_COMPANY }, 'c3'), HR, [], NOW))).toBe('CANDIDATE_NOT_FOUND');
  });

  it('merges no erased candidate, either way round', () => {
    const erased = aCandidate({ ...OLENA }, 'c4');
    erased.erasedAt = NOW;
    expect(codeOf(() => aCandidate().absorb(erased, HR, [], NOW))).toBe('CANDIDATE_ERASED');
    expect(codeOf(() => erased.absorb(aCandidate(), HR, [], NOW))).toBe('CANDIDATE_ERASED');
  });

  it('changes the fields given, still with a contact', () => {
    const candidate = aCandidate();
    candidate.change({ lname: 'Коваленко', tags: ['go'] }, NOW);
    expect([candidate.lname, candidate.tags, candidate.emails]).toEqual(['Коваленко', ['go'], ['olena@example.com']]);
    expect(codeOf(() => candidate.change({ emails: [], phones: [] }, NOW))).toBe('CONTACT_REQUIRED');
  });
});

describe('candidate rules', () => {
  it('finds the duplicate matched most often (an e-mail and a phone of one person)', () => {
    expect(duplicateOf([])).toBeNull();
    expect(duplicateOf([{ candidateId: 'a' }, { candidateId: 'b' }, { candidateId: 'b' }])).toBe('b');
    expect(duplicateOf([{ candidateId: 'a' }, { candidateId: 'b' }])).toBe('a');
  });

  it('keeps at most 20 tags of 40 characters', () => {
    const tags = normalizeTags(Array.from({ length: 30 }, (_, index) => `tag ${index} ${'x'.repeat(50)}`));
    expect(tags).toHaveLength(20);
    expect(Math.max(...tags.map((tag) => tag.length))).toBe(40);
  });
});
