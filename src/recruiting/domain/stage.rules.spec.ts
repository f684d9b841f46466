import type { DomainError } from '../../shared/domain/domain-error.js';
import { ordered, planSteps, stageOfKind, stagesFromSteps, type StageRow } from './stage.rules.js';

const codeOf = (act: () => unknown): string => {
  try {
    act();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'none';
};

const BOARD: StageRow[] = [
  { id: 'rej', kind: 'rejected', name: null, position: 4 },
  { id: 'new', kind: 'new', name: null, position: 0 },
  { id: 'call', kind: 'step', name: 'Звонок', position: 1 },
  { id: 'int', kind: 'step', name: 'Интервью', position: 2 },
  { id: 'hired', kind: 'hired', name: null, position: 3 },
];

describe('stages', () => {
  it('puts the steps between the fixed "Новый" and the two ends, blank names dropped', () => {
    expect(stagesFromSteps(['Звонок', '  ', ' Интервью  с  HR '])).toEqual([
      { kind: 'new', name: null, position: 0 },
      { kind: 'step', name: 'Звонок', position: 1 },
      { kind: 'step', name: 'Интервью с HR', position: 2 },
      { kind: 'hired', name: null, position: 3 },
      { kind: 'rejected', name: null, position: 4 },
    ]);
    expect(stagesFromSteps([]).map((stage) => stage.kind)).toEqual(['new', 'hired', 'rejected']);
    expect(codeOf(() => stagesFromSteps(Array.from({ length: 13 }, (_, index) => `s${index}`)))).toBe('VALIDATION_FAILED');
  });

  it('orders a board: new, the steps by position, hired, rejected', () => {
    expect(ordered(BOARD).map((stage) => stage.id)).toEqual(['new', 'call', 'int', 'hired', 'rej']);
    expect(stageOfKind(BOARD, 'hired').id).toBe('hired');
  });

  it('plans renames, reorders, new steps and removals, and moves the ends after the last step', () => {
    const plan = planSteps(BOARD, [{ id: 'int', name: 'Интервью' }, { name: 'Тест' }, { id: 'call', name: 'Звонок HR' }], new Set());
    expect(plan.update).toEqual([
      { id: 'int', name: 'Интервью', position: 1 },
      { id: 'call', name: 'Звонок HR', position: 3 },
    ]);
    expect(plan.create).toEqual([{ kind: 'step', name: 'Тест', position: 2 }]);
    expect(plan.remove).toEqual([]);
    expect(plan.ends).toEqual([
      { id: 'rej', position: 5 },
      { id: 'hired', position: 4 },
    ]);
    expect(planSteps(BOARD, [{ id: 'call', name: 'Звонок' }], new Set()).remove).toEqual(['int']);
  });

  it('removes no step that holds cards, and takes no fixed stage or unknown id for a step', () => {
    expect(codeOf(() => planSteps(BOARD, [{ id: 'call', name: 'Звонок' }], new Set(['int'])))).toBe('STAGE_NOT_EMPTY');
    expect(codeOf(() => planSteps(BOARD, [{ id: 'new', name: 'Новый' }], new Set()))).toBe('STAGE_NOT_FOUND');
    expect(codeOf(() => planSteps(BOARD, [{ id: 'nope', name: 'X' }], new Set()))).toBe('STAGE_NOT_FOUND');
    expect(
      codeOf(() =>
        planSteps(
          BOARD,
          [
            { id: 'call', name: 'A' },
            { id: 'call', name: 'B' },
          ],
          new Set(),
        ),
      ),
    ).toBe('STAGE_NOT_FOUND');
  });
});
