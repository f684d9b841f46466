import { describe, expect, it } from '@jest/globals';
import {
  formatPhone,
  formatPhoneForReading,
  isCompletePhone,
  isPhoneLike,
  nationalPhone,
  phoneDigits,
  phoneHref,
  phoneInput,
} from './phone';

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
    ['+38 (099) 123 45 678', '09912345678'],
    ['abc', ''],
    ['+380 99 12 34 567', '0991234567'],
    ['00380991234567', '0991234567'],
    ['80991234567', '0991234567'],
    ['991234567', '0991234567'],
    ['+3', ''],
    ['38', ''],
    ['8', ''],
    ['0382123456', '0382123456'],
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

describe('the one phone field: typed key by key or pasted, in any usual form, never losing a digit', () => {
  /** What the field shows and holds after each key of `keys`, as PhoneField feeds them to phoneInput. */
  function typeKeys(keys: string, from = ''): { shown: string; digits: string } {
    let state = { shown: from, digits: phoneDigits(from) };
    for (const key of keys) state = phoneInput(state.shown + key, state.shown);
    return state;
  }

  it.each([
    ['0631112233'],
    ['+380631112233'],
    ['380631112233'],
    ['631112233'],
    ['80631112233'],
    ['+38 (063) 111-22-33'],
    ['063 111 22 33'],
  ])('typing %s key by key gives +38 (063) 111 22 33', (typed) => {
    expect(typeKeys(typed)).toEqual({ shown: '+38 (063) 111 22 33', digits: '0631112233' });
  });

  it.each([
    ['0631112233'],
    ['+380631112233'],
    ['+380 63 111 22 33'],
    ['380631112233'],
    ['00380631112233'],
    ['(063) 111-22-33'],
    ['631112233'],
  ])('pasting %s gives +38 (063) 111 22 33', (pasted) => {
    expect(phoneInput(pasted, '')).toEqual({ shown: '+38 (063) 111 22 33', digits: '0631112233' });
  });

  it('shows a country code as it is typed, and erasing the last digit empties the field', () => {
    expect(typeKeys('+38')).toEqual({ shown: '+38', digits: '' });
    expect(typeKeys('+380')).toEqual({ shown: '+38 (0', digits: '0' });
    expect(phoneInput('+38 (', '+38 (0')).toEqual({ shown: '', digits: '' });
  });

  it('keeps a digit too many in sight, so the number reads as invalid instead of losing one', () => {
    const state = typeKeys('06311122334');
    expect(state).toEqual({ shown: '+38 (063) 111 22 33 4', digits: '06311122334' });
    expect(isCompletePhone(state.digits)).toBe(false);
    expect(phoneInput(state.shown.slice(0, -1), state.shown)).toEqual({ shown: '+38 (063) 111 22 33', digits: '0631112233' });
  });
});

describe('phoneHref', () => {
  it('dials a stored national number with the country code, and leaves other text alone', () => {
    expect(phoneHref('0671234567')).toBe('tel:+380671234567');
    expect(phoneHref('+38 (067) 123 45 67')).toBe('tel:+380671234567');
    expect(phoneHref('12-34')).toBe('tel:12-34');
  });
});
