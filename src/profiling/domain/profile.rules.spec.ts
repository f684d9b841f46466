import { LAST_STEP, MAX_DEPARTMENT_NAME, nameKey, ownDepartmentName, SOCIAL_NETWORKS, stepAfter } from './profile.rules.js';

describe('company profile rules', () => {
  it('compares department names trimmed, with inner spaces collapsed and in any case', () => {
    expect(nameKey('  Відділ   КАДРІВ ')).toBe(nameKey('відділ кадрів'));
    expect(nameKey('Склад')).not.toBe(nameKey('Склади'));
  });

  it('resumes at the step after the one saved, never past the last', () => {
    expect(stepAfter(1)).toBe(2);
    expect(stepAfter(4)).toBe(5);
    expect(stepAfter(LAST_STEP)).toBe(LAST_STEP);
  });

  it('keeps the fixed nine networks in id order', () => {
    expect(SOCIAL_NETWORKS).toHaveLength(9);
    expect(SOCIAL_NETWORKS.indexOf('facebook') + 1).toBe(1);
    expect(SOCIAL_NETWORKS.indexOf('youtube') + 1).toBe(9);
  });

  it('takes an own department name trimmed (a number as text), refusing empty, non-text and too long names', () => {
    expect(ownDepartmentName('  Склад ')).toEqual({ text: 'Склад' });
    expect(ownDepartmentName(12)).toEqual({ text: '12' });
    expect(ownDepartmentName('   ')).toEqual({ problem: 'profiling.required' });
    expect(ownDepartmentName(null)).toEqual({ problem: 'profiling.required' });
    expect(ownDepartmentName({ name: 'x' })).toEqual({ problem: 'validation.format' });
    expect(ownDepartmentName('я'.repeat(MAX_DEPARTMENT_NAME))).toEqual({ text: 'я'.repeat(MAX_DEPARTMENT_NAME) });
    expect(ownDepartmentName('я'.repeat(MAX_DEPARTMENT_NAME + 1))).toEqual({ problem: 'validation.tooLong' });
  });
});
