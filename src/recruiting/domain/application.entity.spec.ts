import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { Application } from './application.entity.js';
import { daysInStage, enteredAt, timeByStage, type StageRef } from './application.rules.js';
import { ApplicationAdded, ApplicationMoved, ApplicationRejected, type RejectionLetterPayload } from './recruiting.events.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const HR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const NEW: StageRef = { id: 's-new', kind: 'new' };
const CALL: StageRef = { id: 's-call', kind: 'step' };
const HIRED: StageRef = { id: 's-hired', kind: 'hired' };
const REJECTED: StageRef = { id: 's-rejected', kind: 'rejected' };
const DAY1 = new Date('2026-12-01T10:00:00Z');
const DAY4 = new Date('2026-12-04T12:00:00Z');
const LETTER: RejectionLetterPayload = {
  letterId: 'l1',
  sendAt: DAY4.toISOString(),
};

function anApplication(): Application {
  const application = new Application();
  Object.assign(application, Application.create(COMPANY, 'cand', 'vac', NEW, HR), { id: 'app', closedAt: null, rejectionReasonId: null });
  return application;
}

const codeOf = (act: () => unknown): string => {
  try {
    act();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'none';
};

describe('Application', () => {
  it('starts open in "Новый" at version 1, with its first history row and ApplicationAdded', () => {
    const application = anApplication();
    expect([application.status, application.stageId, application.version]).toEqual(['open', 's-new', 1]);
    expect(application.added(HR, DAY1)).toEqual({
      applicationId: 'app',
      companyId: COMPANY,
      fromStageId: null,
      toStageId: 's-new',
      byUserId: HR,
      at: DAY1,
    });
    expect(pullEvents(application)[0]).toBeInstanceOf(ApplicationAdded);
    expect(codeOf(() => Application.create(COMPANY, 'cand', 'vac', CALL, HR))).toBe('STAGE_NOT_FOUND');
  });

  it('moves with the version it was shown, appending who, when, from and to, one version up', () => {
    const application = anApplication();
    const move = application.move(CALL, 1, HR, DAY4);
    expect(move).toMatchObject({ fromStageId: 's-new', toStageId: 's-call', byUserId: HR, at: DAY4 });
    expect([application.stageId, application.version]).toEqual(['s-call', 2]);
    expect(pullEvents(application)[0]).toMatchObject({
      constructor: ApplicationMoved,
      fromStageId: 's-new',
      toStageId: 's-call',
      version: 2,
    });
  });

  it('refuses a stale version (409) and changes nothing', () => {
    const application = anApplication();
    application.move(CALL, 1, HR, DAY4);
    expect(codeOf(() => application.move(NEW, 1, HR, DAY4))).toBe('STALE_VERSION');
    expect([application.stageId, application.version]).toEqual(['s-call', 2]);
  });

  it('stays put without a record when moved to its own stage', () => {
    const application = anApplication();
    expect(application.move(NEW, 1, HR, DAY4)).toBeNull();
    expect(application.version).toBe(1);
    expect(pullEvents(application)).toEqual([]);
  });

  it('reaches "Отказ" only by a rejection with a reason', () => {
    const application = anApplication();
    expect(codeOf(() => application.move(REJECTED, 1, HR, DAY4))).toBe('REJECTION_REASON_REQUIRED');
    expect(codeOf(() => application.reject(REJECTED, null, 1, HR, null, DAY4))).toBe('REJECTION_REASON_REQUIRED');
  });

  it('ends as hired in "Принят", and moves no more', () => {
    const application = anApplication();
    application.move(HIRED, 1, HR, DAY4);
    expect([application.status, application.closedAt]).toEqual(['hired', DAY4]);
    expect(codeOf(() => application.move(CALL, 2, HR, DAY4))).toBe('APPLICATION_CLOSED');
    expect(codeOf(() => application.reject(REJECTED, 1, 2, HR, null, DAY4))).toBe('APPLICATION_CLOSED');
  });

  it('is rejected with a reason and carries the letter in its event; the system rejects whatever the version', () => {
    const application = anApplication();
    const move = application.reject(REJECTED, 3, null, null, LETTER, DAY4);
    expect(move).toMatchObject({ fromStageId: 's-new', toStageId: 's-rejected', byUserId: null });
    expect([application.status, application.rejectionReasonId, application.version]).toEqual(['rejected', 3, 2]);
    const [event] = pullEvents(application);
    expect(event).toBeInstanceOf(ApplicationRejected);
    expect((event as ApplicationRejected).letter).toEqual(LETTER);
    expect(codeOf(() => application.move(CALL, 2, HR, DAY4))).toBe('APPLICATION_CLOSED');
  });
});

describe('time in stage', () => {
  const history = [
    { fromStageId: null, toStageId: 's-new', byUserId: HR, at: DAY1 },
    { fromStageId: 's-new', toStageId: 's-call', byUserId: HR, at: new Date('2026-12-02T10:00:00Z') },
  ];

  it('counts from the last move, in whole days', () => {
    expect(enteredAt(history)).toEqual(new Date('2026-12-02T10:00:00Z'));
    expect(daysInStage(enteredAt(history), DAY4)).toBe(2);
    expect(daysInStage(DAY4, DAY1)).toBe(0);
  });

  it('adds up the time spent in each stage', () => {
    const spent = timeByStage(history, DAY4);
    expect(spent.get('s-new')).toBe(24 * 3600_000);
    expect(spent.get('s-call')).toBe(DAY4.getTime() - new Date('2026-12-02T10:00:00Z').getTime());
  });
});
