import { describe, expect, it } from '@jest/globals';
import { slaDuration } from './sla';

describe('the verification SLA as text', () => {
  it('says hours for whole hours, minutes otherwise, nothing when unknown', () => {
    expect(slaDuration(120)).toEqual({ unit: 'hours', count: 2 });
    expect(slaDuration(90)).toEqual({ unit: 'minutes', count: 90 });
    expect(slaDuration(undefined)).toBeNull();
    expect(slaDuration(0)).toBeNull();
    expect(slaDuration('abc')).toBeNull();
  });
});
