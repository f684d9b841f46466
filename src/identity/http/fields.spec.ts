import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { collectFieldErrors } from '../../shared/http/validation.js';
import { isIdentifier, isSafeLink } from '../../shared/http/fields/validators.js';
import { RegistrationDto } from './account.dto.js';
import { ChangePasswordDto } from './password.dto.js';
import { ConfirmCodeDto } from './phone.dto.js';
import { ProfileCreateDto, UpdateProfileDto } from './profile.dto.js';
import { LoginDto } from './session.dto.js';

/** What the global validation pipe would answer in `fields` (message keys before translation). */
function fieldsOf<T extends object>(dto: new () => T, body: object): Record<string, string> {
  const instance = plainToInstance(dto, body);
  return collectFieldErrors(validateSync(instance, { whitelist: true }));
}

describe('identity field rules (spec 000 §5)', () => {
  it('reads a login identifier as an e-mail, or as a phone when numeric', () => {
    expect(isIdentifier('anna@example.com')).toBe(true);
    expect(isIdentifier('+38 (099) 123-45-67')).toBe(true);
    expect(isIdentifier('0991234567')).toBe(true);
    expect(isIdentifier('099123')).toBe(false);
    expect(isIdentifier('anna@')).toBe(false);
    expect(isIdentifier('anna')).toBe(false);
  });

  it('checks the login form in the specification order', () => {
    expect(fieldsOf(LoginDto, {})).toEqual({ identifier: 'validation.required', password: 'validation.required' });
    expect(fieldsOf(LoginDto, { identifier: 'nope', password: 'short' })).toEqual({
      identifier: 'validation.format',
      password: 'validation.passwordMin',
    });
    expect(fieldsOf(LoginDto, { identifier: `${'a'.repeat(95)}@example.com`, password: 'x'.repeat(51) })).toEqual({
      identifier: 'validation.tooLong',
      password: 'validation.tooLong',
    });
    expect(fieldsOf(LoginDto, { email: 'anna@example.com', password: 'long enough' })).toEqual({});
    expect(fieldsOf(LoginDto, { phone: '0991234567', password: 'long enough' })).toEqual({});
    expect(fieldsOf(LoginDto, { login: 'anna@example.com', password: 'long enough' })).toEqual({});
  });

  it('checks registration: e-mail format and length, password 8 to 50, repeat equal', () => {
    expect(fieldsOf(RegistrationDto, { email: 'bad', password: 'long enough' })).toEqual({ email: 'validation.email' });
    expect(fieldsOf(RegistrationDto, { email: 'a@b.co', password: 'long enough', password_repeat: 'other one' })).toEqual({
      password_repeat: 'validation.passwordsMismatch',
    });
  });

  it('checks change password: all required, repeat equal', () => {
    expect(fieldsOf(ChangePasswordDto, {})).toEqual({
      currentPassword: 'validation.required',
      password: 'validation.required',
      password_repeat: 'validation.required',
    });
    expect(
      fieldsOf(ChangePasswordDto, { currentPassword: 'old password', password: 'new password', password_repeat: 'new passw0rd' }),
    ).toEqual({
      password_repeat: 'validation.passwordsMismatch',
    });
  });

  it('checks the profile: required fields, phone, birth date', () => {
    expect(fieldsOf(ProfileCreateDto, {})).toEqual({
      lname: 'validation.required',
      name: 'validation.required',
      birth_date: 'validation.required',
      gender_id: 'validation.required',
      phone: 'validation.required',
    });
    expect(fieldsOf(ProfileCreateDto, { lname: 'A', name: 'B', birth_date: '1990-02-30', gender_id: 'x', phone: '12345' })).toEqual({
      birth_date: 'validation.date',
      gender_id: 'validation.notNumber',
      phone: 'validation.phone',
    });
    expect(
      fieldsOf(ProfileCreateDto, { lname: 'A', name: 'B', birth_date: '1990-02-28', gender_id: '1', phone: '+38 (099) 123-45-67' }),
    ).toEqual({});
  });

  it('limits extra contacts and needs type and link for socials', () => {
    const base = { lname: 'A', name: 'B', birth_date: '1990-02-28', gender_id: 1, phone: '0991234567' };
    expect(
      fieldsOf(UpdateProfileDto, {
        ...base,
        otherEmails: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io'],
        otherPhones: ['0991234561', '0991234562', '0991234563', '0991234564'],
        socials: [{ type: 1, name: 'https://t.me/a' }, {}, { type: 1, name: 'x' }, { type: 1, name: 'y' }, { type: 1, name: 'z' }],
      }),
    ).toEqual({
      otherEmails: 'validation.tooMany',
      otherPhones: 'validation.tooMany',
      socials: 'validation.tooMany',
      'socials.1.type': 'validation.required',
      'socials.1.name': 'validation.required',
    });
    expect(
      fieldsOf(UpdateProfileDto, {
        ...base,
        otherPhones: ['123'],
        otherEmails: ['nope'],
        socials: [{ type: 1, name: 'javascript:alert(1)' }],
      }),
    ).toEqual({
      otherPhones: 'validation.phone',
      otherEmails: 'validation.format',
      'socials.0.name': 'validation.format',
    });
  });

  it('accepts only the office presence status on its own', () => {
    expect(fieldsOf(UpdateProfileDto, { office_presence_status_id: '2' })).toEqual({});
    expect(fieldsOf(UpdateProfileDto, { office_presence_status_id: 'x' })).toEqual({ office_presence_status_id: 'validation.notNumber' });
  });

  it('wants six digits for a code, as text or as a number', () => {
    expect(fieldsOf(ConfirmCodeDto, {})).toEqual({ confirm_phone_code: 'validation.required' });
    expect(fieldsOf(ConfirmCodeDto, { confirm_phone_code: '12345' })).toEqual({ confirm_phone_code: 'validation.code' });
    expect(fieldsOf(ConfirmCodeDto, { confirm_phone_code: 'abcdef' })).toEqual({ confirm_phone_code: 'validation.code' });
    expect(fieldsOf(ConfirmCodeDto, { confirm_phone_code: 123456 })).toEqual({});
  });

  it('keeps social links clickable but harmless', () => {
    expect(isSafeLink('https://t.me/anna')).toBe(true);
    expect(isSafeLink('t.me/anna')).toBe(true);
    expect(isSafeLink('@anna')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink(' data:text/html,x')).toBe(false);
    expect(isSafeLink('')).toBe(false);
  });
});
