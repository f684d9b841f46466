import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../app/api';
import {
  checkBirthDate,
  checkCode,
  checkEmail,
  checkIdentifier,
  checkPassword,
  checkPhoneDigits,
  checkRepeat,
  retryAfterOf,
  serverProblems,
} from './validation';

const key = (k: string) => ({ key: k });

describe('login identifier (spec 000 §5)', () => {
  it.each([
    ['', key('required')],
    ['   ', key('required')],
    ['olena@example.com', null],
    ['olena@example', key('format')],
    ['olena', key('format')],
    ['0991234567', null],
    ['+38 (099) 123 45 67', null],
    ['380991234567', null],
    ['099123456', key('format')],
    [`${'a'.repeat(95)}@example.com`, key('tooLong')],
  ])('%j → %j', (value, expected) => {
    expect(checkIdentifier(value)).toEqual(expected);
  });
});

describe('passwords, e-mail, code', () => {
  it('password: required, at least 8, at most 50', () => {
    expect(checkPassword('')).toEqual(key('required'));
    expect(checkPassword('1234567')).toEqual(key('passwordMin'));
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x'.repeat(51))).toEqual(key('tooLong'));
  });
  it('repeat: required and equal', () => {
    expect(checkRepeat('', 'secret-123')).toEqual(key('required'));
    expect(checkRepeat('secret-12', 'secret-123')).toEqual(key('passwordsMismatch'));
    expect(checkRepeat('secret-123', 'secret-123')).toBeNull();
  });
  it('e-mail: required, format, at most 100', () => {
    expect(checkEmail('')).toEqual(key('required'));
    expect(checkEmail('no-at-sign')).toEqual(key('format'));
    expect(checkEmail(`${'a'.repeat(100)}@x.com`)).toEqual(key('tooLong'));
    expect(checkEmail('a@b.ua')).toBeNull();
  });
  it('SMS code: required, six digits', () => {
    expect(checkCode('')).toEqual(key('required'));
    expect(checkCode('12345')).toEqual(key('code'));
    expect(checkCode('12345a')).toEqual(key('code'));
    expect(checkCode('123456')).toBeNull();
  });
  it('phone digits: required, exactly ten', () => {
    expect(checkPhoneDigits('')).toEqual(key('required'));
    expect(checkPhoneDigits('099123')).toEqual(key('phone'));
    expect(checkPhoneDigits('0991234567')).toBeNull();
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

describe('server answers and the countdown', () => {
  it('turns an ApiError into field texts (renamed) and a message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля', { email: 'Неверный формат поля', password_repeat: 'Пароли не совпадают' });
    expect(serverProblems(error, { password_repeat: 'repeat' })).toEqual({
      fields: { email: { text: 'Неверный формат поля' }, repeat: { text: 'Пароли не совпадают' } },
      message: 'Проверьте поля',
    });
    expect(serverProblems(new Error('boom'))).toEqual({ fields: {}, message: 'boom' });
  });
  it('reads the wait of a 429 only', () => {
    expect(retryAfterOf(new ApiError(429, 'TOO_MANY_REQUESTS', 'wait', {}, 61))).toBe(61);
    expect(retryAfterOf(new ApiError(400, 'X', 'no', {}, 61))).toBeNull();
  });
});
