import { describe, expect, it } from '@jest/globals';
import { formatPhone, formatPhoneForReading, isCompletePhone, isPhoneLike, nationalPhone, phoneDigits } from './phone';

describe('numeric means phone (spec 000 §5)', () => {
  it('digits with the usual phone punctuation are a phone, anything else an e-mail', () => {
    expect(isPhoneLike('0991234567')).toBe(true);
    expect(isPhoneLike('+38 (099) 123-45-67')).toBe(true);
    expect(isPhoneLike('a0991234567')).toBe(false);
  });

  it('a whole phone: ten digits, or twelve with the 38 prefix, as the server reads it', () => {
    expect(nationalPhone('+380991234567')).toBe('0991234567');
    expect(nationalPhone('12345')).toBeNull();
    expect(nationalPhone('0991234567')).toBe('0991234567');
    expect(nationalPhone('+38 (099) 123 45 67')).toBe('0991234567');
    expect(nationalPhone('380991234567')).toBe('0991234567');
    expect(nationalPhone('123456789012')).toBeNull();
    expect(nationalPhone('olena@example.com')).toBeNull();
  });
});

describe('phone mask +38 (0XX) XXX XX XX: digits from what was typed', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['0991234567', '0991234567'],
    ['+38 (099', '099'],
    ['+38 (099) 123 45 67', '0991234567'],
    ['+380991234567', '0991234567'],
    ['380991234567', '0991234567'],
    ['099-123-45-67', '0991234567'],
    ['(099) 123-45-67', '0991234567'],
    ['+38 (', ''],
    ['+38 (099) 123 45 678', '0991234567'],
    ['abc', ''],
  ])('%j → %j', (input, digits) => {
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
    ['099123456', '+38 (099) 123 45 6'],
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

  it('typing into the formatted value and deleting from it round-trip', () => {
    expect(phoneDigits(`${formatPhone('09912')}3`)).toBe('099123');
    expect(phoneDigits(formatPhone('0991').slice(0, -1))).toBe('099');
  });

  it('knows a complete number', () => {
    expect(isCompletePhone('0991234567')).toBe(true);
    expect(isCompletePhone('099123456')).toBe(false);
  });

  it('reads a complete number in a sentence and leaves anything else as it is', () => {
    expect(formatPhoneForReading('0991234567')).toBe('+38 (099) 123 45 67');
    expect(formatPhoneForReading('099-123-45-67')).toBe('+38 (099) 123 45 67');
    expect(formatPhoneForReading('09912')).toBe('09912');
  });
});
