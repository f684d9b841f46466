import { pullEvents } from '../../shared/domain/aggregate-root.js';
import { CandidateErasure } from './candidate-erasure.entity.js';
import { firstDay, identifyingTerms, redact, REDACTED } from './candidate-erasure.rules.js';
import { Candidate } from './candidate.entity.js';
import { CandidateErased } from './recruiting-records.events.js';
import { RecruitingSettings, SETTINGS_DEFAULTS } from './recruiting-settings.entity.js';
import { CandidatesRetentionDue } from './recruiting-records.events.js';

const NOW = new Date('2026-12-08T10:00:00Z');

describe('personal data', () => {
  const olena = { name: 'Олена', lname: 'Коваль', emails: ['olena@example.com'], phones: ['+380991234567'] };

  it('replaces the names and contacts in what stays, in any case, whole words first', () => {
    const terms = identifyingTerms(olena);
    expect(redact('Позвонить ОЛЕНЕ Коваль: 0991234567, olena@example.com', terms)).toBe(
      `Позвонить ОЛЕНЕ ${REDACTED}: ${REDACTED}, ${REDACTED}`,
    );
    expect(redact('Олена Ковальова', terms)).toBe(`${REDACTED} ${REDACTED}ова`);
    expect(redact('Nothing here', [' ', 'x'])).toBe('Nothing here');
  });

  it('empties the candidate row, records the erasure and tells the others', () => {
    const candidate = Object.assign(new Candidate(), {
      id: 'c1',
      companyId: 'co',
      ...olena,
      tags: ['java'],
      consent: { textId: 't', at: '2026-01-01' },
      referrerId: 'r',
      retainUntil: NOW,
      erasedAt: null,
    });
    const erasure = Object.assign(new CandidateErasure(), CandidateErasure.of(candidate, 'hr', 'request', { files: 1 }, NOW));
    expect(candidate).toMatchObject({
      name: '',
      lname: '',
      emails: [],
      phones: [],
      tags: [],
      consent: null,
      referrerId: null,
      erasedAt: NOW,
    });
    erasure.announce();
    expect(pullEvents(erasure)).toEqual([expect.any(CandidateErased)]);
    expect(() => CandidateErasure.of(candidate, 'hr', 'request', {}, NOW)).toThrow('CANDIDATE_ERASED');
  });

  it('tells the company once of the candidates due, naming the first day', () => {
    expect(firstDay([new Date('2026-12-20T05:00:00Z'), new Date('2026-12-15T23:00:00Z')])).toBe('2026-12-15');
    const settings = Object.assign(new RecruitingSettings(), { companyId: 'co', ...SETTINGS_DEFAULTS });
    settings.warnRetention(0, '2026-12-15');
    expect(pullEvents(settings)).toEqual([]);
    settings.warnRetention(3, '2026-12-15');
    expect(pullEvents(settings)).toEqual([expect.objectContaining({ companyId: 'co', count: 3, firstDate: '2026-12-15' })]);
    expect(new CandidatesRetentionDue('co', 1, '2026-12-15').eventType).toBe('CandidatesRetentionDue');
  });

  it('checks the settings a company sends', () => {
    expect(RecruitingSettings.checked({ staleDays: 7 }, SETTINGS_DEFAULTS)).toEqual({
      staleDays: 7,
      retentionMonths: 24,
      timeZone: 'Europe/Kyiv',
    });
    expect(() => RecruitingSettings.checked({ staleDays: 0 }, SETTINGS_DEFAULTS)).toThrow('VALIDATION_FAILED');
    expect(() => RecruitingSettings.checked({ retentionMonths: 121 }, SETTINGS_DEFAULTS)).toThrow('VALIDATION_FAILED');
    expect(() => RecruitingSettings.checked({ staleDays: 1.5 }, SETTINGS_DEFAULTS)).toThrow('VALIDATION_FAILED');
    expect(RecruitingSettings.checked({ timeZone: 'Europe/Warsaw' }, SETTINGS_DEFAULTS).timeZone).toBe('Europe/Warsaw');
    expect(() => RecruitingSettings.checked({ timeZone: 'Kyiv' }, SETTINGS_DEFAULTS)).toThrow('VALIDATION_FAILED');
  });
});
