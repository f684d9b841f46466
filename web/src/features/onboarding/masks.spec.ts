import { describe, expect, it } from '@jest/globals';
import { formatDateInput, formatPhone, phoneDigitsFromInput } from './masks';

describe('phone mask +38 (0XX) XXX XX XX', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['+38 (099', '099'],
    ['+38 (099) 123 45 67', '0991234567'],
    ['+38 (099) 123 45 678', '0991234567'],
    ['0991234567', '0991234567'],
    ['+380991234567', '0991234567'],
    ['380991234567', '0991234567'],
    ['(099) 123-45-67', '0991234567'],
  ])('%j → %j', (text, digits) => {
    expect(phoneDigitsFromInput(text)).toBe(digits);
  });

  it('formats as the digits arrive', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('0')).toBe('+38 (0');
    expect(formatPhone('099')).toBe('+38 (099');
    expect(formatPhone('0991')).toBe('+38 (099) 1');
    expect(formatPhone('0991234')).toBe('+38 (099) 123 4');
    expect(formatPhone('099123456')).toBe('+38 (099) 123 45 6');
    expect(formatPhone('0991234567')).toBe('+38 (099) 123 45 67');
  });

  it('typing into the formatted value and deleting from it round-trip', () => {
    expect(phoneDigitsFromInput(`${formatPhone('09912')}3`)).toBe('099123');
    expect(phoneDigitsFromInput(formatPhone('0991').slice(0, -1))).toBe('099');
  });
});

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
