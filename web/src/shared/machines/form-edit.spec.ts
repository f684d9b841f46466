import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../api/client';
import { editedField, refusedSave } from './form-edit';

describe('form-edit fragment', () => {
  it("a change sets the value, clears that field's problem and the general error, and keeps the others", () => {
    const context = {
      values: { name: '', code: '1' },
      problems: { name: { text: 'Обязательное поле' }, code: { text: 'Неверный код' } },
      error: 'Сбой',
    };
    expect(editedField(context, 'name', 'ТОВ')).toEqual({
      values: { name: 'ТОВ', code: '1' },
      problems: { code: { text: 'Неверный код' } },
      error: null,
    });
    expect(context.values.name).toBe('');
  });

  it('a refused save puts field messages on the renamed fields and no general error', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля', {
      companyName: 'Обязательное поле',
      code: 'Неверный код ЕГРПОУ',
    });
    expect(refusedSave(error, { companyName: 'name' })).toEqual({
      problems: { name: { text: 'Обязательное поле' }, code: { text: 'Неверный код ЕГРПОУ' } },
      error: null,
    });
  });

  it('a refused save without field messages says the general one', () => {
    expect(refusedSave(new ApiError(409, 'COMPANY_CODE_TAKEN', 'Код занят'))).toEqual({ problems: {}, error: 'Код занят' });
    expect(refusedSave(new Error('offline'))).toEqual({ problems: {}, error: 'offline' });
  });
});
