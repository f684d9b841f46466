import { pullEvents } from '../../shared/domain/aggregate-root.js';
import { Application } from './application.entity.js';
import { PublicApplication } from './public-application.entity.js';
import { ApplicationWithdrawn } from './recruiting.events.js';

const NOW = new Date('2026-12-09T15:00:00Z');
const IDS = {
  applicationId: '22222222-2222-4222-8222-222222222222',
  companyId: '11111111-1111-4111-8111-111111111111',
  vacancyId: '33333333-3333-4333-8333-333333333333',
  candidateId: '44444444-4444-4444-8444-444444444444',
};

describe('an application made on the careers pages', () => {
  it('keeps the hash of its token, never the token, with the page language and the consent version', () => {
    const { token, fields } = PublicApplication.issue({ ...IDS, lang: 'uk', consentVersion: 'careers-2026-12', now: NOW });
    expect(fields.tokenHash).toBe(PublicApplication.hashOf(token));
    expect(Object.values(fields)).not.toContain(token);
    expect(fields).toMatchObject({ lang: 'uk', consentVersion: 'careers-2026-12', createdAt: NOW, withdrawnAt: null });
  });

  it('records ApplicationWithdrawn once the candidate withdraws, for the recruiters', () => {
    const link = Object.assign(
      new PublicApplication(),
      PublicApplication.issue({ ...IDS, lang: 'ru', consentVersion: 'v1', now: NOW }).fields,
    );
    link.withdraw(NOW);
    expect(link.withdrawnAt).toBe(NOW);
    const [event] = pullEvents(link);
    expect(event).toBeInstanceOf(ApplicationWithdrawn);
    expect(event).toMatchObject({ applicationId: IDS.applicationId, vacancyId: IDS.vacancyId, candidateId: IDS.candidateId });
  });

  it('lands an application made by no colleague in "Новый" with its own source', () => {
    const fields = Application.create(IDS.companyId, IDS.candidateId, IDS.vacancyId, { id: 's-new', kind: 'new' }, null, 'careers');
    expect(fields).toMatchObject({ createdBy: null, source: 'careers', status: 'open', version: 1, stageId: 's-new' });
  });
});
