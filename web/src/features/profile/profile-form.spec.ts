import { describe, expect, it } from '@jest/globals';
import { readProfile } from '../../shared/session/profile';
import {
  formFromProfile,
  isLink,
  profilePayload,
  validateProfile,
  validateSocialRows,
  withoutBlankRows,
  type ProfileForm,
} from './profile-form';
import { linkHref } from '../../shared/lib/link';
import { madeUpUser } from '../../shared/testing/user';

const today = new Date(2026, 10, 22);

const valid: ProfileForm = {
  lname: 'Koval',
  name: 'Olena',
  sname: '',
  birthDate: '17/05/1990',
  genderId: 2,
  phone: '0991234567',
  email: 'olena@example.test',
  otherPhones: ['0501234567'],
  otherEmails: ['work@example.test'],
  socials: [{ type: 1, name: 'https://t.me/olena' }],
};

describe('validateProfile (spec 000, §5)', () => {
  it('accepts a complete profile', () => {
    expect(validateProfile(valid, today)).toEqual({});
  });

  it('requires last name, name, birth date, gender and phone; patronymic is optional', () => {
    const errors = validateProfile({ ...valid, lname: ' ', name: '', birthDate: '', genderId: null, phone: '', sname: '' }, today);
    expect(errors).toEqual({
      lname: { key: 'required' },
      name: { key: 'required' },
      birthDate: { key: 'required' },
      genderId: { key: 'required' },
      phone: { key: 'required' },
    });
  });

  it('checks lengths, the date format and the phone', () => {
    const errors = validateProfile(
      { ...valid, lname: 'x'.repeat(101), sname: 'y'.repeat(101), birthDate: '31/02/1990', phone: '099123' },
      today,
    );
    expect(errors).toEqual({ lname: { key: 'tooLong' }, sname: { key: 'tooLong' }, birthDate: { key: 'date' }, phone: { key: 'phone' } });
  });

  it('checks every extra phone and e-mail by position', () => {
    const errors = validateProfile({ ...valid, otherPhones: ['0501234567', '123'], otherEmails: ['ok@example.test', 'nope', ''] }, today);
    expect(errors).toEqual({ 'otherPhones.1': { key: 'phone' }, 'otherEmails.1': { key: 'email' }, 'otherEmails.2': { key: 'required' } });
  });

  it('drops extra rows left empty', () => {
    expect(withoutBlankRows({ ...valid, otherPhones: ['', '0501234567'], otherEmails: [' '] })).toMatchObject({
      otherPhones: ['0501234567'],
      otherEmails: [],
    });
  });
});

describe('profilePayload', () => {
  it('is the updateProfile body', () => {
    expect(profilePayload({ ...valid, lname: ' Koval ', sname: '' })).toEqual({
      lname: 'Koval',
      name: 'Olena',
      birth_date: '1990-05-17',
      gender_id: 2,
      phone: '0991234567',
      email: 'olena@example.test',
      otherEmails: ['work@example.test'],
      otherPhones: ['0501234567'],
      socials: [{ type: 1, name: 'https://t.me/olena' }],
    });
    expect(profilePayload({ ...valid, sname: 'Petrivna' }).sname).toBe('Petrivna');
  });

  it('refuses an invalid form', () => {
    expect(() => profilePayload({ ...valid, genderId: null })).toThrow();
  });

  it('starts from the loaded profile', () => {
    const form = formFromProfile(
      readProfile(
        madeUpUser({ lname: 'Koval', name: 'Olena', birth_date: '1990-05-17', gender_id: 2, phone: '0991234567', email: 'o@example.test' }),
      ),
    );
    expect(form).toMatchObject({ birthDate: '17/05/1990', genderId: 2, phone: '0991234567', otherPhones: [], socials: [] });
  });
});

describe('social rows', () => {
  it('need a type and a link', () => {
    expect(validateSocialRows([{ type: 1, name: 'https://t.me/x' }])).toEqual({});
    expect(
      validateSocialRows([
        { type: null, name: '' },
        { type: 2, name: 'javascript:alert(1)' },
      ]),
    ).toEqual({
      '0.type': { key: 'required' },
      '0.name': { key: 'required' },
      '1.name': { key: 'format' },
    });
  });

  it('links: safe schemes only; opened as https when written without one', () => {
    expect(isLink('t.me/olena')).toBe(true);
    expect(isLink('data:text/html,x')).toBe(false);
    expect(linkHref('t.me/olena')).toBe('https://t.me/olena');
    expect(linkHref('http://x.example/a')).toBe('http://x.example/a');
    expect(linkHref('@olena')).toBeNull();
  });
});
