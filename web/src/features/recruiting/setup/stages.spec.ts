import { describe, expect, it } from '@jest/globals';
import { buttonAfterMove, dropIndex, stageNameProblem, wantedSteps, type StageView } from './stages';

const BOARD: StageView[] = [
  { id: 'n', name: 'Новый', kind: 'new' },
  { id: 'a', name: 'Звонок', kind: 'step' },
  { id: 'b', name: 'Интервью', kind: 'step' },
  { id: 'c', name: 'Оффер', kind: 'step' },
  { id: 'h', name: 'Принят', kind: 'hired' },
  { id: 'r', name: 'Отказ', kind: 'rejected' },
];

describe('the stage editor rules', () => {
  it('sends the whole list of steps for each change, the fixed stages never among them', () => {
    expect(wantedSteps(BOARD, { kind: 'add', name: '  Тестовое   задание ' })).toEqual([
      { id: 'a', name: 'Звонок' },
      { id: 'b', name: 'Интервью' },
      { id: 'c', name: 'Оффер' },
      { name: 'Тестовое задание' },
    ]);
    expect(wantedSteps(BOARD, { kind: 'rename', id: 'b', name: 'Собеседование' })[1]).toEqual({ id: 'b', name: 'Собеседование' });
    expect(wantedSteps(BOARD, { kind: 'remove', id: 'a' }).map((step) => step.id)).toEqual(['b', 'c']);
    expect(wantedSteps(BOARD, { kind: 'move', id: 'c', to: 0 }).map((step) => step.id)).toEqual(['c', 'a', 'b']);
    expect(wantedSteps(BOARD, { kind: 'move', id: 'a', to: 9 }).map((step) => step.id)).toEqual(['b', 'c', 'a']);
  });

  it('places a dropped step before or after its target', () => {
    expect(dropIndex(BOARD, 'c', 'a', 'before')).toBe(0);
    expect(dropIndex(BOARD, 'a', 'b', 'after')).toBe(1);
    expect(dropIndex(BOARD, 'a', 'c', 'after')).toBe(2);
  });

  it('refuses a blank, too long or repeated name, and a step past the limit', () => {
    expect(stageNameProblem(BOARD, '  ', null)).toBe('required');
    expect(stageNameProblem(BOARD, 'x'.repeat(61), null)).toBe('tooLong');
    expect(stageNameProblem(BOARD, 'звонок', null)).toBe('duplicate');
    expect(stageNameProblem(BOARD, 'Звонок', 'a')).toBeNull();
    const full: StageView[] = Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, name: `Этап ${i}`, kind: 'step' as const }));
    expect(stageNameProblem(full, 'Ещё один', null)).toBe('tooMany');
    expect(stageNameProblem(full, 'Новое имя', 's0')).toBeNull();
  });

  it('keeps the focus on a button that can still be pressed after a move by button', () => {
    // Moved up to the top, its Up is disabled: the focus goes to Down, and the other way round.
    expect(buttonAfterMove(BOARD, 'a', 'up')).toBe('down');
    expect(buttonAfterMove(BOARD, 'c', 'down')).toBe('up');
    // Still room to go on: the pressed button keeps it.
    expect(buttonAfterMove(BOARD, 'b', 'up')).toBe('up');
    expect(buttonAfterMove(BOARD, 'b', 'down')).toBe('down');
    const lone = BOARD.filter((stage) => stage.kind !== 'step' || stage.id === 'b');
    expect(buttonAfterMove(lone, 'b', 'up')).toBe('rename');
    expect(buttonAfterMove(BOARD, 'gone', 'down')).toBeNull();
  });
});
