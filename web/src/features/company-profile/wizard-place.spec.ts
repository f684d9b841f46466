import { describe, expect, it } from '@jest/globals';
import { placeOf, searchForPosition, searchForStage } from './wizard-place';

const q = (text: string) => new URLSearchParams(text);
const text = (search: URLSearchParams | null) => search?.toString() ?? null;

describe('the place of /add-vacancy in its address', () => {
  it('reads the vacancy, its step, and whether the position stage opens', () => {
    expect(placeOf(q(''))).toEqual({ vacancyId: null, step: null, openPositions: false });
    expect(placeOf(q('vacancy=new'))).toEqual({ vacancyId: null, step: null, openPositions: true });
    expect(placeOf(q('vacancy=v1&step=age'))).toEqual({ vacancyId: 'v1', step: 'age', openPositions: true });
    // Back at the departments with the vacancy waiting: a reload shows the departments, "Продолжить" the vacancy.
    expect(placeOf(q('vacancy=v1&stage=departments'))).toEqual({ vacancyId: 'v1', step: null, openPositions: false });
  });

  it('names a new vacancy at the position stage, and the vacancy with its step once saved', () => {
    const opened = searchForStage(q(''), 'position');
    expect(text(opened)).toBe('vacancy=new');
    const saved = searchForPosition(opened!, 'v1', 'requirements');
    expect(text(saved)).toBe('vacancy=v1&step=requirements');
    expect(searchForPosition(saved!, 'v1', 'requirements')).toBeNull();
    expect(text(searchForPosition(saved!, 'v1', 'car'))).toBe('vacancy=v1&step=car');
  });

  it('keeps the vacancy behind an earlier stage, and says nothing without one', () => {
    expect(text(searchForStage(q('vacancy=v1&step=age'), 'department'))).toBe('vacancy=v1&stage=departments');
    expect(text(searchForStage(q('vacancy=v1&stage=departments'), 'company'))).toBe('vacancy=v1&stage=company');
    expect(text(searchForStage(q('vacancy=v1&stage=departments'), 'position'))).toBe('vacancy=v1');
    expect(searchForStage(q(''), 'department')).toBeNull();
    expect(searchForStage(q('vacancy=v1&step=age'), 'position')).toBeNull();
  });
});
