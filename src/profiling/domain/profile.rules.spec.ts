import { LAST_STEP, nameKey, SOCIAL_NETWORKS, stepAfter } from './profile.rules.js';

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
});
