import { describe, expect, it } from '@jest/globals';
import {
  changeValue,
  checkBirthDate,
  checkCode,
  checkEmail,
  checkIdentifier,
  checkOptionalText,
  checkPassword,
  checkPhoneDigits,
  checkRepeat,
  checkRequiredText,
  codeDigits,
  compact,
  hasProblems,
  isEmail,
  without,
  type FieldProblems,
} from './validation';

const key = (k: string) => ({ key: k });

describe('login and recovery identifier (spec 000 §5): an e-mail, or a phone when numeric', () => {
  it.each([
    ['', key('required')],
    ['   ', key('required')],
    ['olena@example.com', null],
    ['olena@example.test', null],
    ['olena@example', key('format')],
    ['olena@', key('format')],
    ['olena', key('format')],
    ['0991234567', null],
    ['+38 (099) 123 45 67', null],
    ['380991234567', null],
    ['099123456', key('format')],
    ['099123', key('format')],
    ['123456789012', key('format')],
    [`${'a'.repeat(95)}@example.com`, key('tooLong')],
    [`${'x'.repeat(96)}@e.st`, key('tooLong')],
  ])('%j → %j', (value, expected) => {
    expect(checkIdentifier(value)).toEqual(expected);
  });

  it('the settings reset modal says "phone" for a numeric value that is no phone, and only for that', () => {
    expect(checkIdentifier('', 'phone')).toEqual(key('required'));
    expect(checkIdentifier('olena@example.test', 'phone')).toBeNull();
    expect(checkIdentifier('olena@', 'phone')).toEqual(key('format'));
    expect(checkIdentifier('0991234567', 'phone')).toBeNull();
    expect(checkIdentifier('+38 (099) 123 45 67', 'phone')).toBeNull();
    expect(checkIdentifier('099123', 'phone')).toEqual(key('phone'));
    expect(checkIdentifier('123456789012', 'phone')).toEqual(key('phone'));
    expect(checkIdentifier(`${'x'.repeat(96)}@e.st`, 'phone')).toEqual(key('tooLong'));
  });
});

describe('passwords, e-mail, code', () => {
  it('password: required, at least 8, at most 50 (spaces count)', () => {
    expect(checkPassword('')).toEqual(key('required'));
    expect(checkPassword('1234567')).toEqual(key('passwordMin'));
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x'.repeat(50))).toBeNull();
    expect(checkPassword('x'.repeat(51))).toEqual(key('tooLong'));
    expect(checkPassword('        ')).toBeNull();
  });
  it('repeat: required and equal', () => {
    expect(checkRepeat('', 'secret-123')).toEqual(key('required'));
    expect(checkRepeat('secret-12', 'secret-123')).toEqual(key('passwordsMismatch'));
    expect(checkRepeat('secret-123', 'secret-123')).toBeNull();
    expect(checkRepeat('', '12345678')).toEqual(key('required'));
    expect(checkRepeat('12345679', '12345678')).toEqual(key('passwordsMismatch'));
    expect(checkRepeat('12345678', '12345678')).toBeNull();
  });
  it('e-mail: required, format, at most 100', () => {
    expect(checkEmail('')).toEqual(key('required'));
    // An e-mail field says the e-mail text; the sign-in identifier (e-mail or phone) keeps the format text.
    expect(checkEmail('no-at-sign')).toEqual(key('email'));
    expect(checkEmail(`${'a'.repeat(100)}@x.com`)).toEqual(key('tooLong'));
    expect(checkEmail('a@b.ua')).toBeNull();
    expect(checkEmail(' a@b.ua ')).toBeNull();
  });
  it('e-mail format: every part of the domain has a name', () => {
    expect(isEmail('olena@mail.example.com')).toBe(true);
    expect(isEmail('olena@example')).toBe(false);
    expect(isEmail('olena@example..com')).toBe(false);
    expect(isEmail('olena@.example.com')).toBe(false);
    expect(isEmail('olena@example.com.')).toBe(false);
    expect(isEmail('ol ena@example.com')).toBe(false);
  });
  it('SMS code: required, six digits', () => {
    expect(checkCode('')).toEqual(key('required'));
    expect(checkCode('12345')).toEqual(key('code'));
    expect(checkCode('12345a')).toEqual(key('code'));
    expect(checkCode('1234567')).toEqual(key('code'));
    expect(checkCode('123456')).toBeNull();
  });
  it('SMS code field keeps six digits of what was typed', () => {
    expect(codeDigits('+12-34a5')).toBe('12345');
    expect(codeDigits('12-34 56 7')).toBe('123456');
    expect(codeDigits('')).toBe('');
  });
  it('phone digits: required, exactly ten', () => {
    expect(checkPhoneDigits('')).toEqual(key('required'));
    expect(checkPhoneDigits('099123')).toEqual(key('phone'));
    expect(checkPhoneDigits('0991234567')).toBeNull();
  });
  it('names: required or optional, at most 100 unless told', () => {
    expect(checkRequiredText(' ')).toEqual(key('required'));
    expect(checkRequiredText('x'.repeat(100))).toBeNull();
    expect(checkRequiredText('x'.repeat(101))).toEqual(key('tooLong'));
    expect(checkRequiredText('x'.repeat(255), 255)).toBeNull();
    expect(checkOptionalText('')).toBeNull();
    expect(checkOptionalText('y'.repeat(101))).toEqual(key('tooLong'));
  });
});

describe('birth date DD/MM/YYYY', () => {
  const today = new Date(2026, 10, 22);
  it('required, then a real date', () => {
    expect(checkBirthDate('', today)).toEqual(key('required'));
    expect(checkBirthDate('31/02/2000', today)).toEqual(key('date'));
    expect(checkBirthDate('29/02/2000', today)).toBeNull();
  });
});

describe('problems of a form', () => {
  it('keeps only the problems that exist; none means valid', () => {
    const problems = compact({ email: key('format') as { key: 'format' }, password: null });
    expect(problems).toEqual({ email: { key: 'format' } });
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(compact({ email: null }))).toBe(false);
  });
  it('typing: nothing is red before the first submit, afterwards the whole form is re-checked', () => {
    const validate = (values: { email: string; password: string }) =>
      compact({ email: checkEmail(values.email), password: checkPassword(values.password) });
    const before = changeValue({ values: { email: '', password: '' }, submitted: false }, 'email', 'olena@', validate);
    expect(before).toEqual({ values: { email: 'olena@', password: '' }, errors: {} });
    const after = changeValue({ values: { email: '', password: '' }, submitted: true }, 'email', 'olena@', validate);
    expect(after).toEqual({
      values: { email: 'olena@', password: '' },
      errors: { email: { key: 'email' }, password: { key: 'required' } },
    });
  });
  it('drops the problems of the fields just changed', () => {
    const problems: FieldProblems = { a: { key: 'required' }, b: { text: 'Bad' } };
    expect(without(problems, 'a')).toEqual({ b: { text: 'Bad' } });
  });
});
