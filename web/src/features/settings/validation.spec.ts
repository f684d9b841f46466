import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../app/api';
import { phoneDigits } from '../../shared/forms/phone';
import { checkCode, checkIdentifier, checkPassword, checkRepeat, failureOf, serverErrors } from './validation';

describe('settings validation (spec 000, §5)', () => {
  it('passwords: required, 8 to 50, repeat equal', () => {
    expect(checkPassword('')).toBe('required');
    expect(checkPassword('1234567')).toBe('passwordMin');
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x'.repeat(51))).toBe('tooLong');
    expect(checkRepeat('12345678', '')).toBe('required');
    expect(checkRepeat('12345678', '12345679')).toBe('passwordsMismatch');
    expect(checkRepeat('12345678', '12345678')).toBeNull();
  });

  it('codes: six digits', () => {
    expect(checkCode('')).toBe('required');
    expect(checkCode('12345')).toBe('code');
    expect(checkCode('12345a')).toBe('code');
    expect(checkCode('123456')).toBeNull();
  });

  it('identifier: e-mail, or a phone when numeric', () => {
    expect(checkIdentifier('', phoneDigits)).toBe('required');
    expect(checkIdentifier('olena@example.test', phoneDigits)).toBeNull();
    expect(checkIdentifier('olena@', phoneDigits)).toBe('format');
    expect(checkIdentifier('0991234567', phoneDigits)).toBeNull();
    expect(checkIdentifier('+38 (099) 123 45 67', phoneDigits)).toBeNull();
    expect(checkIdentifier('099123', phoneDigits)).toBe('phone');
    expect(checkIdentifier(`${'x'.repeat(96)}@e.st`, phoneDigits)).toBe('tooLong');
  });

  it('reads failures: server fields and message, Retry-After, 401', () => {
    const error = new ApiError(429, 'TOO_MANY', 'Подождите', { phone: 'Слишком часто' }, 42);
    expect(failureOf(error)).toEqual({ fields: { phone: 'Слишком часто' }, message: 'Подождите', retryAfter: 42, unauthorized: false });
    expect(failureOf(new ApiError(401, 'UNAUTHORIZED', 'Нет сессии')).unauthorized).toBe(true);
    expect(failureOf(new Error('offline'))).toEqual({ fields: {}, message: 'offline', retryAfter: null, unauthorized: false });
    expect(serverErrors({ birth_date: 'Bad' }, { birth_date: 'birthDate' })).toEqual({ birthDate: { text: 'Bad' } });
  });
});
