import { describe, expect, it } from '@jest/globals';
import { formatDateInput } from './masks';

describe('date mask DD/MM/YYYY', () => {
  it.each([
    ['1', '1'],
    ['17', '17'],
    ['170', '17/0'],
    ['17/05/1990', '17/05/1990'],
    ['17051990', '17/05/1990'],
    ['17.05.19901', '17/05/1990'],
    ['17/0', '17/0'],
  ])('%j → %j', (text, masked) => {
    expect(formatDateInput(text)).toBe(masked);
  });
});
