import { describe, expect, it } from '@jest/globals';
import { formatPhone, formatPhone380, formatPhoneForReading, isCompletePhone, isPhoneLike, nationalPhone, phoneDigits, phoneDigits380, phoneHref } from './phone';

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

describe('the company mask +380 99 99 99 999 (spec 001 §5)', () => {
  it('reads the national digits from what is typed or pasted', () => {
    expect(phoneDigits380('+380 97 12 34 567')).toBe('0971234567');
    expect(phoneDigits380('0971234567')).toBe('0971234567');
    expect(phoneDigits380('380971234567')).toBe('0971234567');
    expect(phoneDigits380('+38 (097) 123 45 67')).toBe('0971234567');
    // The first digit typed into an empty field follows the mask's 0.
    expect(phoneDigits380('9')).toBe('09');
    expect(phoneDigits380('+380 97 12 34 5678')).toBe('0971234567');
    expect(phoneDigits380('')).toBe('');
  });

  it('shows the mask as it grows; erasing the last digit empties the field', () => {
    expect(formatPhone380('09')).toBe('+380 9');
    expect(formatPhone380('097')).toBe('+380 97');
    expect(formatPhone380('0971')).toBe('+380 97 1');
    expect(formatPhone380('0971234567')).toBe('+380 97 12 34 567');
    expect(formatPhone380(phoneDigits380('+380 '))).toBe('');
    expect(formatPhone380('')).toBe('');
  });
});

describe('phoneHref', () => {
  it('dials a stored national number with the country code, and leaves other text alone', () => {
    expect(phoneHref('0671234567')).toBe('tel:+380671234567');
    expect(phoneHref('+38 (067) 123 45 67')).toBe('tel:+380671234567');
    expect(phoneHref('12-34')).toBe('tel:12-34');
  });
});
