import type { StageRow } from './stage.rules.js';
import { hashStatusToken, isInterviewStep, isStatusToken, newStatusToken, publicState } from './public-application.rules.js';

const board = (...steps: string[]): StageRow[] => [
  { id: 'rej', kind: 'rejected', name: null, position: steps.length + 2 },
  { id: 'new', kind: 'new', name: null, position: 0 },
  ...steps.map((name, index) => ({ id: `s${index + 1}`, kind: 'step' as const, name, position: index + 1 })),
  { id: 'hired', kind: 'hired', name: null, position: steps.length + 1 },
];

describe('a careers application as its candidate sees it', () => {
  it('makes 256-bit tokens of one shape, stored only as their SHA-256', () => {
    const first = newStatusToken();
    const second = newStatusToken();
    expect(first.token).not.toBe(second.token);
    expect(isStatusToken(first.token)).toBe(true);
    expect(first.hash).toBe(hashStatusToken(first.token));
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).not.toContain(first.token);
    expect(isStatusToken(`${first.token}x`)).toBe(false);
    expect(isStatusToken('../../etc/passwd')).toBe(false);
    expect(isStatusToken('')).toBe(false);
  });

  it('says received in "Новый", in review before an interview, interview from it, decision at the ends', () => {
    const stages = board('Отбор резюме', 'Собеседование с HR', 'Тестовое задание');
    expect(publicState(stages, 'new', 'open')).toBe('received');
    expect(publicState(stages, 's1', 'open')).toBe('in-review');
    expect(publicState(stages, 's2', 'open')).toBe('interview');
    expect(publicState(stages, 's3', 'open')).toBe('interview');
    expect(publicState(stages, 'hired', 'hired')).toBe('decision');
    expect(publicState(stages, 'rej', 'rejected')).toBe('decision');
  });

  it('on a board whose steps never say interview, the first step is the review and the rest interviews', () => {
    const stages = board('Звонок', 'Встреча с командой', 'Тест');
    // "Встреча" is a meeting: an interview from there.
    expect(publicState(stages, 's1', 'open')).toBe('in-review');
    expect(publicState(stages, 's2', 'open')).toBe('interview');
    const plain = board('Этап 1', 'Этап 2');
    expect(publicState(plain, 's1', 'open')).toBe('in-review');
    expect(publicState(plain, 's2', 'open')).toBe('interview');
    expect(publicState(board(), 'new', 'open')).toBe('received');
  });

  it('reads interviews in ru, uk and en, whatever the case', () => {
    for (const name of ['Интервью', 'собеседование', 'Співбесіда', 'Технічне інтерв’ю', 'Final INTERVIEW', 'Зустріч з командою'])
      expect(isInterviewStep(name)).toBe(true);
    for (const name of ['Отбор резюме', 'Тестове завдання', 'Screening', null]) expect(isInterviewStep(name)).toBe(false);
  });

  it('never answers a stage name, whatever the stage is called', () => {
    const stages = board('Не брать: грубил на звонке');
    const state = publicState(stages, 's1', 'open');
    expect(['received', 'in-review', 'interview', 'decision']).toContain(state);
  });
});
