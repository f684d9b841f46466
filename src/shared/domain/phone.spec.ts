import { e164Phone, internationalPhone, looksLikePhone, normalizePhone } from './phone.js';

describe('phone normal form', () => {
  it.each([
    ['0991234567'],
    ['099 123 45 67'],
    ['(099) 123-45-67'],
    ['+38 (099) 123-45-67'],
    ['+380 99 123 45 67'],
    ['+380991234567'],
    ['380991234567'],
    ['  38 099 123 45 67 '],
  ])('reads %p as 0991234567', (input) => {
    expect(normalizePhone(input)).toBe('0991234567');
  });

  it.each([
    [''],
    ['099123456'],
    ['09912345678'],
    ['+1 099 123 45 67 8'],
    ['4099123456789'],
    ['099-123-45-6a'],
    ['099.123.45.67'],
    ['0991234567+'],
    ['++380991234567'],
    [' '],
  ])('rejects %p', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('rejects what is not text', () => {
    expect(normalizePhone(undefined)).toBeNull();
    expect(normalizePhone({})).toBeNull();
    expect(normalizePhone(991234567)).toBeNull();
  });

  it('writes the international form', () => {
    expect(internationalPhone('0991234567')).toBe('+380991234567');
  });

  it('treats numeric identifiers as phones and others as e-mails', () => {
    expect(looksLikePhone('+38 (099) 123-45-67')).toBe(true);
    expect(looksLikePhone('0991234567')).toBe(true);
    expect(looksLikePhone('anna@example.com')).toBe(false);
    expect(looksLikePhone('---')).toBe(false);
  });
});

describe('e164Phone', () => {
  it('writes a Ukrainian number in any form as +380 and nine digits', () => {
    expect(e164Phone('099 123 45 67')).toBe('+380991234567');
    expect(e164Phone('+38 (099) 123-45-67')).toBe('+380991234567');
  });
  it('keeps another country’s number written internationally, and refuses the rest', () => {
    expect(e164Phone('+48 601 234 567')).toBe('+48601234567');
    expect(e164Phone('48601234567')).toBeNull();
    expect(e164Phone('+12')).toBeNull();
    expect(e164Phone('call me')).toBeNull();
    expect(e164Phone(42)).toBeNull();
  });
});
