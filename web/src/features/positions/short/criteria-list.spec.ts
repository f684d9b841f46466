import { describe, expect, it } from '@jest/globals';
import {
  add,
  EMPTY_CRITERIA,
  fromEntries,
  isAvailable,
  moveBy,
  moveTo,
  remove,
  toEntries,
  type Change,
  type CriteriaList,
} from './criteria-list';

const ok = (change: Change): CriteriaList => {
  if (!change.ok) throw new Error(`refused: ${change.reason}`);
  return change.list;
};
const filled = (...ids: number[]) => ids.reduce((list, id) => ok(add(list, id)), EMPTY_CRITERIA);

describe('criteria list', () => {
  it('assigns priorities 1..n in the order criteria are moved in, also when inserted in the middle', () => {
    const list = ok(add(filled(4, 7), 9, 1));
    expect(list.order).toEqual([4, 9, 7]);
    expect(toEntries(list)).toEqual([
      { id: 4, priority: 1 },
      { id: 9, priority: 2 },
      { id: 7, priority: 3 },
    ]);
  });

  it('refuses a sixth criterion and a criterion already selected', () => {
    const five = filled(1, 2, 3, 4, 5);
    expect(add(five, 6)).toEqual({ ok: false, reason: 'max' });
    expect(add(filled(1), 1)).toEqual({ ok: false, reason: 'duplicate' });
  });

  it('renumbers on reordering, by drop target and by one step', () => {
    const list = filled(1, 2, 3);
    expect(toEntries(ok(moveTo(list, [3], 1, 'before')))).toEqual([
      { id: 3, priority: 1 },
      { id: 1, priority: 2 },
      { id: 2, priority: 3 },
    ]);
    expect(ok(moveTo(list, [1], 3, 'after')).order).toEqual([2, 3, 1]);
    expect(ok(moveBy(list, 2, -1)).order).toEqual([2, 1, 3]);
    expect(ok(moveBy(list, 2, 1)).priority).toMatchObject({ 1: 1, 3: 2, 2: 3 });
    expect(moveBy(list, 1, -1).ok).toBe(false);
    expect(moveBy(list, 3, 1).ok).toBe(false);
    expect(moveTo(list, [2], 2, 'after').ok).toBe(false);
  });

  it('leaves the priority of a criterion taken out unchanged while the rest stay contiguous', () => {
    const list = ok(remove(filled(1, 2, 3), 2));
    expect(list.priority[2]).toBe(2);
    expect(toEntries(list)).toEqual([
      { id: 1, priority: 1 },
      { id: 3, priority: 2 },
    ]);
    expect(remove(list, 2).ok).toBe(false);
    // Put back in, it takes the priority of its new place.
    expect(ok(add(list, 2)).priority[2]).toBe(3);
  });

  it('reads saved entries by priority', () => {
    expect(
      fromEntries([
        { id: 8, priority: 2 },
        { id: 5, priority: 1 },
      ]).order,
    ).toEqual([5, 8]);
  });

  it('disables a criterion whose vacancy field is empty', () => {
    const vacancy = {
      name: 'Бухгалтер',
      languages: [],
      education: null,
      salary: { from: 1, to: 2 },
      car_available: 0 as const,
      driving_experience: ' ',
    };
    expect(isAvailable('name', vacancy)).toBe(true);
    expect(isAvailable('salary', vacancy)).toBe(true);
    expect(isAvailable('car_available', vacancy)).toBe(true);
    // On a first pass (education not yet saved) the next step's criteria are offered; after it, only with a value.
    expect(isAvailable('languages', vacancy)).toBe(true);
    expect(isAvailable('education', vacancy)).toBe(true);
    expect(isAvailable('languages', { ...vacancy, education: 2 })).toBe(false);
    // Age, sex and family status are never criteria, whatever notes the position keeps.
    for (const code of ['age', 'gender', 'family_status'])
      expect(isAvailable(code, { ...vacancy, age_enabled: true, age: { from: 20, to: 40 }, gender: 1, family_status: 1 })).toBe(false);
    expect(isAvailable('education', { ...vacancy, education: 2 })).toBe(true);
    expect(isAvailable('driving_experience', vacancy)).toBe(false);
    expect(isAvailable('s_activity', vacancy)).toBe(true);
    expect(isAvailable(undefined, vacancy)).toBe(true);
  });
});
