import { describe, expect, it } from '@jest/globals';
import {
  candidateProblems,
  EMPTY_CANDIDATE,
  isOverdue,
  isoToday,
  mentionIds,
  movedBoard,
  placedBoard,
  sortTasks,
  tagList,
  type BoardAnswer,
  type TaskView,
} from './model';
import { madeUpTask } from './fixtures';

const BOARD: BoardAnswer = {
  vacancy: { id: 'v1', name: 'Бухгалтер' },
  stages: [
    {
      id: 's1',
      name: 'Новый',
      kind: 'new',
      applications: [
        {
          id: 'a1',
          version: 1,
          candidate: { id: 'c1', name: 'А', lname: 'Б' },
          days_in_stage: 4,
          source: 'manual',
          tags: [],
          entered_at: '',
          next_interview: null,
        },
      ],
    },
    { id: 's2', name: 'Звонок', kind: 'step', applications: [] },
  ],
};

const task = (id: string, due: string, done: boolean): TaskView => madeUpTask(id, due, done);

describe('the recruiting rules of the screens', () => {
  it('reads tags split by commas or semicolons, once each whatever the case', () => {
    expect(tagList(' java, SQL;sql , ,Удалённо')).toEqual(['java', 'SQL', 'Удалённо']);
  });

  it('takes an e-mail or a phone, not a bad e-mail', () => {
    const form = { ...EMPTY_CANDIDATE, name: 'А', lname: 'Б' };
    expect(candidateProblems({ ...form, email: 'a@b' })).toEqual({ email: { key: 'email' } });
    expect(candidateProblems({ ...form, phone: '0991234567' })).toEqual({});
  });

  it('moves a card to the end of another column with no days there yet', () => {
    const moved = movedBoard(BOARD, 'a1', 's2');
    expect(moved.stages[0]?.applications).toEqual([]);
    expect(moved.stages[1]?.applications[0]).toMatchObject({ id: 'a1', days_in_stage: 0 });
    expect(movedBoard(BOARD, 'a1', 'nope')).toBe(BOARD);
  });

  it('puts a card where the server says it is now (stage, version, days), or says it cannot', () => {
    const placed = placedBoard(BOARD, { id: 'a1', version: 7, days_in_stage: 2, stage: { id: 's2', name: 'Звонок' } });
    expect(placed?.stages[0]?.applications).toEqual([]);
    expect(placed?.stages[1]?.applications).toEqual([{ ...BOARD.stages[0]!.applications[0]!, version: 7, days_in_stage: 2 }]);
    const same = placedBoard(BOARD, { id: 'a1', version: 3, days_in_stage: 4, stage: { id: 's1', name: 'Новый' } });
    expect(same?.stages[0]?.applications[0]).toMatchObject({ id: 'a1', version: 3 });
    expect(same?.stages[1]).toBe(BOARD.stages[1]);
    expect(placedBoard(BOARD, { id: 'a1', version: 3, days_in_stage: 0, stage: { id: 'gone', name: 'X' } })).toBeNull();
    expect(placedBoard(BOARD, { id: 'nope', version: 3, days_in_stage: 0, stage: { id: 's2', name: 'Звонок' } })).toBeNull();
  });

  it('orders tasks open first, then by due date, and knows the overdue ones', () => {
    const tasks = [task('c', '2026-12-01', true), task('b', '2026-12-09', false), task('a', '2026-12-05', false)];
    expect(sortTasks(tasks).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(isOverdue(task('a', '2026-12-05', false), '2026-12-07')).toBe(true);
    expect(isOverdue(task('a', '2026-12-05', true), '2026-12-07')).toBe(false);
    expect(isoToday(new Date(2026, 0, 3))).toBe('2026-01-03');
  });

  it('mentions each known colleague once', () => {
    expect(mentionIds(['u1', 'u1', 'x'], [{ id: 'u1', name: 'Іван' }])).toEqual(['u1']);
  });
});
