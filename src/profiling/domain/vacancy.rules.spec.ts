import {
  applyMain,
  checkNumberRange,
  checkPastDate,
  checkWorkTime,
  criterionHasValue,
  furthestStep,
  isEditable,
  isYear,
  overlaps,
  prioritiesContiguous,
  timeMinutes,
  VACANCY_STEPS,
} from './vacancy.rules.js';
import { emptyVacancyValues } from './vacancy.values.js';

describe('vacancy wizard rules', () => {
  it('keeps the thirteen steps of the contract in order and remembers the furthest saved', () => {
    expect(VACANCY_STEPS).toHaveLength(13);
    expect(furthestStep(0, 'main')).toBe(1);
    expect(furthestStep(5, 'requirements')).toBe(5);
    expect(furthestStep(10, 'skills')).toBe(13);
  });

  it('lets only drafts and returned vacancies change', () => {
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('returned')).toBe(true);
    expect(isEditable('approval')).toBe(false);
    expect(isEditable('published')).toBe(false);
  });

  it('takes number ranges from ≤ to within bounds and names the problem otherwise', () => {
    expect(checkNumberRange({ from: 18, to: 45 }, 14, 80)).toEqual({ range: { from: 18, to: 45 } });
    expect(checkNumberRange({ from: '20', to: '20' }, 14, 80)).toEqual({ range: { from: 20, to: 20 } });
    expect(checkNumberRange({ from: 45, to: 18 }, 14, 80)).toEqual({ problem: 'order' });
    expect(checkNumberRange({ from: 13, to: 30 }, 14, 80)).toEqual({ problem: 'bounds' });
    expect(checkNumberRange({ from: 20, to: 81 }, 14, 80)).toEqual({ problem: 'bounds' });
    expect(checkNumberRange({ from: 1.5, to: 3 }, 0, 10)).toEqual({ problem: 'format' });
    expect(checkNumberRange([1, 2], 0, 10)).toEqual({ problem: 'format' });
    expect(checkNumberRange({ from: 'a', to: 3 }, 0, 10)).toEqual({ problem: 'format' });
  });

  it('takes work time as HH:mm on 5-minute steps with the start before the end', () => {
    expect(timeMinutes('09:05')).toBe(545);
    expect(timeMinutes('09:07')).toBeNull();
    expect(timeMinutes('24:00')).toBeNull();
    expect(timeMinutes('9:00')).toBeNull();
    expect(checkWorkTime({ from: '09:00', to: '18:00' })).toEqual({ range: { from: '09:00', to: '18:00' } });
    expect(checkWorkTime({ from: '18:00', to: '09:00' })).toEqual({ problem: 'order' });
    expect(checkWorkTime({ from: '09:00', to: '09:00' })).toEqual({ problem: 'order' });
    expect(checkWorkTime({ from: '09:03', to: '18:00' })).toEqual({ problem: 'format' });
    expect(checkWorkTime('09:00-18:00')).toEqual({ problem: 'format' });
  });

  it('takes YYYY years and past DD.MM.YYYY dates', () => {
    const now = new Date(Date.UTC(2026, 10, 25));
    expect(isYear('2015', now)).toBe(true);
    expect(isYear('2027', now)).toBe(true);
    expect(isYear('2028', now)).toBe(false);
    expect(isYear('15', now)).toBe(false);
    expect(isYear(2015, now)).toBe(false);
    expect(checkPastDate('25.11.2026', now)).toBe('ok');
    expect(checkPastDate('26.11.2026', now)).toBe('future');
    expect(checkPastDate('31.02.2020', now)).toBe('format');
    expect(checkPastDate('2020-01-01', now)).toBe('format');
  });

  it('wants criteria priorities 1..n, each once', () => {
    expect(prioritiesContiguous([])).toBe(true);
    expect(
      prioritiesContiguous([
        { id: 4, priority: 2 },
        { id: 2, priority: 1 },
      ]),
    ).toBe(true);
    expect(
      prioritiesContiguous([
        { id: 4, priority: 1 },
        { id: 2, priority: 3 },
      ]),
    ).toBe(false);
    expect(
      prioritiesContiguous([
        { id: 4, priority: 1 },
        { id: 2, priority: 1 },
      ]),
    ).toBe(false);
  });

  it('sees a criterion as weighable only when the vacancy has its field', () => {
    const values = emptyVacancyValues();
    expect(criterionHasValue('salary', values, null)).toBe(false);
    expect(criterionHasValue('salary', { ...values, salary: { from: 1, to: 2 } }, null)).toBe(true);
    // Before the skills step is saved (no education yet) its three criteria are offered; after it, only with a value.
    expect(criterionHasValue('languages', values, null)).toBe(true);
    expect(criterionHasValue('education', values, null)).toBe(true);
    expect(criterionHasValue('languages', { ...values, education: 3 }, null)).toBe(false);
    expect(criterionHasValue('programs', { ...values, education: 3, programs: [{ id: 'p', name: 1, level: 1 }] }, null)).toBe(true);
    expect(criterionHasValue('age', { ...values, age_enabled: false, age: null }, null)).toBe(false);
    expect(criterionHasValue('car_available', values, null)).toBe(false);
    expect(criterionHasValue('car_available', { ...values, driver_license: 1 }, null)).toBe(true);
    expect(criterionHasValue('s_activity', values, 7)).toBe(true);
    expect(criterionHasValue('military_service', values, null)).toBe(true);
    expect(criterionHasValue('unknown', values, null)).toBe(false);
  });

  it('never weighs age, sex or family status, even when the position keeps notes of them (equal treatment)', () => {
    const noted = { ...emptyVacancyValues(), age_enabled: true, age: { from: 20, to: 40 }, gender: 1, family_status: 2, kids: 1 };
    for (const code of ['age', 'gender', 'family_status', 'kids'])
      expect([code, criterionHasValue(code, noted, null)]).toEqual([code, false]);
  });

  it('starts a vacancy with the age switch off and sex and family status unchosen', () => {
    expect(emptyVacancyValues()).toMatchObject({ age_enabled: false, age: null, gender: null, family_status: null, kids: null });
  });

  it('drops the position items of later steps when the position or department changes on the main step', () => {
    const stored = {
      ...emptyVacancyValues(),
      id_position: 201,
      position_type: 'global' as const,
      target: [1],
      result: [2],
      kpi: [3],
      zun: [4],
      cases: [5],
      credentials: [6],
    };
    const same = applyMain(stored, 6, { id_position: 201, position_type: 'global', department_id: null, functionality: [9] });
    expect(same).toMatchObject({ step: 6, reset: false });
    expect(same.values.target).toEqual([1]);
    const other = applyMain(stored, 6, { id_position: 202, position_type: 'global', department_id: null, functionality: [9] });
    expect(other).toMatchObject({ step: 1, reset: true });
    expect(other.values).toMatchObject({ functionality: [9], target: [], result: [], kpi: [], zun: [], cases: [], credentials: [6] });
    const moved = applyMain(stored, 6, {
      id_position: 201,
      position_type: 'global',
      department_id: '5b8f4c1e-0000-4000-8000-000000000000',
      functionality: [9],
    });
    expect(moved.reset).toBe(true);
    expect(applyMain(emptyVacancyValues(), 0, { id_position: 201, position_type: 'global', department_id: null })).toMatchObject({
      step: 1,
      reset: false,
    });
  });

  it('overlaps ranges that share a value', () => {
    expect(overlaps({ from: 1, to: 5 }, { from: 5, to: 9 })).toBe(true);
    expect(overlaps({ from: 1, to: 4 }, { from: 5, to: 9 })).toBe(false);
  });
});
