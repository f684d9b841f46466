import { describe, expect, it } from '@jest/globals';
import { avatarUrl } from './avatar';
import { ageInYears, fullName, initials, readProfile } from './profile';
import { madeUpUser } from '../testing/user';

describe('readProfile', () => {
  it('reads the user_data of get_userInfo', () => {
    const profile = readProfile(
      madeUpUser({
        name: 'Olena',
        lname: 'Koval',
        sname: null as unknown as string,
        birth_date: '1990-05-17',
        gender_id: 2,
        phone: '0991234567',
        is_confirm_phone: 1,
        email: 'olena@example.test',
        otherEmails: ['a@example.test', 5],
        otherPhones: ['0501234567'],
        socials: [
          { type: 1, name: 'https://t.me/olena' },
          { type: 'x', name: 'bad' },
        ],
        is_verifier: 0,
        office_presence_status: { id: 2, name: 'Работаю удалённо' },
        files: [
          { type: 'avatar', url: '/a-330.webp', size: 330 },
          { type: 'avatar', url: '/a-110.webp', size: 110 },
        ],
        company: { id: 3, name: ' Acme ', user: { role: { name: 'owner' } } },
      }),
    );
    expect(profile).toEqual({
      name: 'Olena',
      lname: 'Koval',
      sname: '',
      birthDate: '1990-05-17',
      genderId: 2,
      phone: '0991234567',
      phoneConfirmed: true,
      email: 'olena@example.test',
      otherEmails: ['a@example.test'],
      otherPhones: ['0501234567'],
      socials: [{ type: 1, name: 'https://t.me/olena' }],
      isVerifier: false,
      officePresence: { id: 2, name: 'Работаю удалённо' },
      avatarUrl: '/a-110.webp',
      companyName: 'Acme',
      companyRole: 'owner',
    });
  });

  it('survives a user with nothing filled in', () => {
    const profile = readProfile(null);
    expect(profile.phoneConfirmed).toBe(false);
    expect(profile.socials).toEqual([]);
    expect(profile.avatarUrl).toBeNull();
    expect(profile.companyName).toBeNull();
    expect(fullName(profile)).toBe('');
  });

  it('names and initials', () => {
    expect(fullName({ lname: 'Koval', name: 'Olena', sname: 'Petrivna' })).toBe('Koval Olena Petrivna');
    expect(initials({ lname: 'koval', name: 'olena' })).toBe('OK');
  });
});

describe('avatarUrl', () => {
  it('prefers 110 px, then the next larger, then whatever exists', () => {
    expect(avatarUrl([{ type: 'avatar', url: '/330', size: 330 }])).toBe('/330');
    expect(avatarUrl([{ type: 'avatar', url: '/50', size: 50 }])).toBe('/50');
    expect(avatarUrl([{ type: 'doc', url: '/x', size: 110 }])).toBeNull();
    expect(avatarUrl('nope')).toBeNull();
  });
});

describe('ageInYears', () => {
  const today = new Date(2026, 10, 22);
  it.each([
    ['1990-11-22', 36],
    ['1990-11-23', 35],
    ['1990-12-01', 35],
    ['1990-01-01', 36],
    ['2026-11-22', 0],
    ['2027-01-01', null],
    ['', null],
    ['22/11/1990', null],
  ])('%s → %p', (birth, age) => {
    expect(ageInYears(birth, today)).toBe(age);
  });
});
