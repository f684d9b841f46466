import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { TaskAssigned } from './recruiting-records.events.js';
import { Task } from './task.entity.js';
import { dayAfter, isDueDate, isStale } from './task.rules.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const HR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const IRA = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const NOW = new Date('2026-12-08T10:00:00Z');
const DAY = 24 * 3600_000;

const errorOf = (act: () => unknown): string => {
  try {
    act();
  } catch (error) {
    const { code, fields } = error as DomainError;
    return [code, ...Object.entries(fields).map(([field, key]) => `${field}:${key}`)].join(' ');
  }
  return 'none';
};

const fields = {
  companyId: COMPANY,
  title: ' Позвонить кандидату ',
  dueDate: '2026-12-10',
  assigneeId: IRA,
  candidateId: null,
  createdBy: HR,
  colleagues: new Set([HR, IRA]),
  now: NOW,
};

describe('task rules', () => {
  it('takes a real calendar day, overdue up to a year back, never a typo of the year', () => {
    expect(isDueDate('2026-12-10', NOW)).toBe(true);
    expect(isDueDate('2026-01-10', NOW)).toBe(true);
    expect(isDueDate('2025-11-01', NOW)).toBe(false);
    expect(isDueDate('2026-02-30', NOW)).toBe(false);
    expect(isDueDate('2026-12-1', NOW)).toBe(false);
    expect(isDueDate('2101-01-01', NOW)).toBe(false);
  });

  it('counts an application stale after whole days without a touch, and names days', () => {
    expect(isStale(new Date(NOW.getTime() - 5 * DAY), NOW, 5)).toBe(true);
    expect(isStale(new Date(NOW.getTime() - 5 * DAY + 1000), NOW, 5)).toBe(false);
    expect(dayAfter(NOW, 0)).toBe('2026-12-08');
    expect(dayAfter(NOW, 30)).toBe('2027-01-07');
  });
});

describe('Task', () => {
  it('is given to a colleague by a day, with a cleaned title', () => {
    const draft = Task.draft(fields);
    expect(draft).toMatchObject({ title: 'Позвонить кандидату', dueDate: '2026-12-10', assigneeId: IRA, kind: 'manual', doneAt: null });
    expect(errorOf(() => Task.draft({ ...fields, title: '  ' }))).toBe('VALIDATION_FAILED title:validation.required');
    expect(errorOf(() => Task.draft({ ...fields, title: 'x'.repeat(201) }))).toBe('VALIDATION_FAILED title:recruiting.taskTitleTooLong');
    expect(errorOf(() => Task.draft({ ...fields, dueDate: '10.12.2026' }))).toBe('VALIDATION_FAILED due_date:recruiting.dueDate');
    expect(errorOf(() => Task.draft({ ...fields, assigneeId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd' }))).toBe(
      'VALIDATION_FAILED assignee_id:recruiting.notColleague',
    );
  });

  it('is announced to its assignee and completed once', () => {
    const task = Object.assign(new Task(), Task.draft(fields));
    task.announce();
    expect(pullEvents(task)).toEqual([expect.objectContaining({ assigneeId: IRA, byUserId: HR, dueDate: '2026-12-10' })]);
    expect(pullEvents(Object.assign(new Task(), Task.draft({ ...fields, createdBy: null })))).toEqual([]);
    task.complete(HR, NOW);
    expect(task).toMatchObject({ doneAt: NOW, doneBy: HR });
    expect(errorOf(() => task.complete(IRA, NOW))).toBe('TASK_DONE');
    expect(new TaskAssigned(COMPANY, task.id, IRA, null, null, '2026-12-10').eventType).toBe('TaskAssigned');
  });
});
