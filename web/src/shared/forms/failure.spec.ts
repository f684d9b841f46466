import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../api/client';
import { codeFailure, failureOf, fieldProblems, retryAfterOf, serverProblems } from './failure';

describe('what a failed call tells the form', () => {
  it('turns an ApiError into field texts (renamed) and a message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля', {
      email: 'Неверный формат поля',
      password_repeat: 'Пароли не совпадают',
    });
    expect(serverProblems(error, { password_repeat: 'repeat' })).toEqual({
      fields: { email: { text: 'Неверный формат поля' }, repeat: { text: 'Пароли не совпадают' } },
      message: 'Проверьте поля',
    });
    expect(serverProblems(new Error('boom'))).toEqual({ fields: {}, message: 'boom' });
    expect(fieldProblems({ birth_date: 'Bad' }, { birth_date: 'birthDate' })).toEqual({ birthDate: { text: 'Bad' } });
  });

  it('reads server fields and message, Retry-After, 401', () => {
    const error = new ApiError(429, 'TOO_MANY', 'Подождите', { phone: 'Слишком часто' }, 42);
    expect(failureOf(error)).toEqual({ fields: { phone: 'Слишком часто' }, message: 'Подождите', retryAfter: 42, unauthorized: false });
    expect(failureOf(new ApiError(401, 'UNAUTHORIZED', 'Нет сессии')).unauthorized).toBe(true);
    expect(failureOf(new Error('offline'))).toEqual({ fields: {}, message: 'offline', retryAfter: null, unauthorized: false });
  });

  it('a message-less ApiError still says something: its code', () => {
    expect(failureOf(new ApiError(502, 'HTTP_502', '')).message).toBe('HTTP_502');
  });

  it('a refused SMS code: the text beside the field, a toast only for what the field does not say', () => {
    const wrong = new ApiError(400, 'CODE_INVALID', 'Неверный код', { confirm_phone_code: 'Неверный код' });
    expect(codeFailure(wrong)).toEqual({ problem: { text: 'Неверный код' }, toast: null });
    const exceeded = new ApiError(429, 'CODE_ATTEMPTS_EXCEEDED', 'Превышено число попыток', {}, 600);
    expect(codeFailure(exceeded)).toEqual({ problem: { text: 'Превышено число попыток' }, toast: 'Превышено число попыток' });
    const waitWithField = new ApiError(429, 'CODE_ATTEMPTS_EXCEEDED', 'Подождите', { confirm_phone_code: 'Превышено число попыток' }, 600);
    expect(codeFailure(waitWithField)).toEqual({ problem: { text: 'Превышено число попыток' }, toast: 'Подождите' });
    expect(codeFailure(new Error('offline'))).toEqual({ problem: { text: 'offline' }, toast: 'offline' });
  });

  it('reads the wait of a 429 only', () => {
    expect(retryAfterOf(new ApiError(429, 'TOO_MANY_REQUESTS', 'wait', {}, 61))).toBe(61);
    expect(retryAfterOf(new ApiError(400, 'X', 'no', {}, 61))).toBeNull();
    expect(failureOf(new ApiError(503, 'X', 'no', {}, 61)).retryAfter).toBeNull();
    expect(retryAfterOf(new Error('offline'))).toBeNull();
  });
});
