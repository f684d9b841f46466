import { describe, expect, it } from '@jest/globals';
import { formatPhone, isCompletePhone, phoneDigits } from './phone';

describe('phoneDigits', () => {
  it.each([
    ['0991234567', '0991234567'],
    ['+38 (099) 123 45 67', '0991234567'],
    ['+380991234567', '0991234567'],
    ['380991234567', '0991234567'],
    ['099-123-45-67', '0991234567'],
    ['+38 (', ''],
    ['+38 (099) 123 45 678', '0991234567'],
    ['abc', ''],
  ])('%s → %s', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['0', '+38 (0'],
    ['099', '+38 (099'],
    ['0991', '+38 (099) 1'],
    ['099123', '+38 (099) 123'],
    ['0991234', '+38 (099) 123 4'],
    ['0991234567', '+38 (099) 123 45 67'],
  ])('%s → %s', (digits, shown) => {
    expect(formatPhone(digits)).toBe(shown);
  });

  it('round-trips: typing one more digit into the mask keeps every earlier digit', () => {
    let shown = '';
    for (const digit of '0991234567') shown = formatPhone(phoneDigits(shown + digit));
    expect(shown).toBe('+38 (099) 123 45 67');
    expect(formatPhone(phoneDigits(shown.slice(0, -1)))).toBe('+38 (099) 123 45 6');
  });

  it('knows a complete number', () => {
    expect(isCompletePhone('0991234567')).toBe(true);
    expect(isCompletePhone('099123456')).toBe(false);
  });
});
