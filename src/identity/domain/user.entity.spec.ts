import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { NO_PASSWORD } from './secrets.js';
import { AccountToken, User, type ContactFields, type ProfileFields } from './user.entity.js';

const USER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const NOW = new Date('2026-12-07T10:00:00Z');
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
const FIELDS: ProfileFields = { lname: 'Shevchenko', name: 'Olha', sname: null, birthDate: '1990-05-01', genderId: 2, phone: '0991234567' };
const CONTACTS: ContactFields = { otherEmails: ['olha@home.ua'], otherPhones: ['0501234567'], socials: [{ type: 1, name: 'olha' }] };

function aUser(values: Partial<User> = {}): User {
  return Object.assign(new User(), {
    id: USER,
    email: 'olha@x.ua',
    lang: 'uk',
    role: 'user',
    passwordHash: HASH,
    emailConfirmedAt: null,
    phone: null,
    phoneConfirmedAt: null,
    profileCreatedAt: null,
    ...values,
  });
}

const events = (user: User) => pullEvents(user) as unknown as Array<Record<string, unknown> & { eventType: string }>;

function refusal(fn: () => unknown): string | null {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
}

describe('User: account and e-mail', () => {
  it('records its registration, and an attempt on an address that has an account, in the account’s language', () => {
    const user = aUser();
    user.registered();
    user.registrationAttempted();
    expect(events(user).map((event) => [event.eventType, event.userId, event.email, event.lang])).toEqual([
      ['UserRegistered', USER, 'olha@x.ua', 'uk'],
      ['RegistrationAttempted', USER, 'olha@x.ua', 'uk'],
    ]);
  });

  it('confirms the e-mail once: a second confirmation changes and records nothing', () => {
    const user = aUser();
    user.emailConfirmationRequested('token-1');
    user.confirmEmail(NOW);
    expect([user.emailConfirmedAt, user.hasConfirmedEmail()]).toEqual([NOW, true]);
    user.confirmEmail(new Date('2026-12-08T10:00:00Z'));
    expect(user.emailConfirmedAt).toBe(NOW);
    expect(events(user).map((event) => [event.eventType, event.tokenId])).toEqual([
      ['EmailConfirmationRequested', 'token-1'],
      ['EmailConfirmed', undefined],
    ]);
  });

  it('uses the language it is told and reads an unknown stored role as an ordinary user', () => {
    const user = aUser({ role: 'superuser' });
    user.useLang('en');
    expect([user.lang, user.currentRole(), aUser({ role: 'verifier' }).currentRole()]).toEqual(['en', 'user', 'verifier']);
  });
});

describe('User: password', () => {
  it('an invited person’s account has no password until they choose one, once (409 PASSWORD_ALREADY_SET)', () => {
    const invited = aUser({ passwordHash: NO_PASSWORD });
    expect(invited.hasPassword()).toBe(false);
    invited.choosePassword(HASH);
    expect(invited.hasPassword()).toBe(true);
    expect(events(invited)).toEqual([]);
    expect(refusal(() => invited.choosePassword(HASH))).toBe('PASSWORD_ALREADY_SET');
  });

  it('a changed or reset password is recorded with its reason; a reset request with its channel', () => {
    const user = aUser();
    user.setPassword('$argon2id$new', 'change');
    user.passwordResetRequested('sms', 'code-1');
    user.setPassword('$argon2id$newer', 'reset');
    expect(user.passwordHash).toBe('$argon2id$newer');
    expect(events(user).map((event) => [event.eventType, event.reason ?? event.channel])).toEqual([
      ['PasswordChanged', 'change'],
      ['PasswordResetRequested', 'sms'],
      ['PasswordChanged', 'reset'],
    ]);
  });
});

describe('User: phone', () => {
  it('confirms a phone once and records it; the confirmed phone is then locked (409 PHONE_LOCKED for another)', () => {
    const user = aUser();
    user.phoneCodeRequested('0991234567', 'confirm-phone', 'code-1');
    user.confirmPhone('0991234567', NOW);
    expect([user.phone, user.phoneConfirmedAt, user.hasConfirmedPhone()]).toEqual(['0991234567', NOW, true]);
    user.confirmPhone('0991234567', new Date('2026-12-08T10:00:00Z'));
    expect(user.phoneConfirmedAt).toBe(NOW);
    expect(events(user).map((event) => [event.eventType, event.phone])).toEqual([
      ['PhoneCodeRequested', '0991234567'],
      ['PhoneConfirmed', '0991234567'],
    ]);
    expect(refusal(() => user.assertPhoneChangeable('0501234567'))).toBe('PHONE_LOCKED');
    expect(refusal(() => user.confirmPhone('0501234567', NOW))).toBe('PHONE_LOCKED');
    expect(refusal(() => user.assertPhoneChangeable('0991234567'))).toBeNull();
  });
});

describe('User: personal profile', () => {
  it('creates the profile once (409 PROFILE_ALREADY_CREATED); a new unconfirmed phone is taken as given', () => {
    const user = aUser({ phone: '0500000000' });
    user.createProfile(FIELDS, NOW);
    expect([user.lname, user.name, user.birthDate, user.genderId, user.phone, user.phoneConfirmedAt, user.profileCreatedAt]).toEqual([
      'Shevchenko',
      'Olha',
      '1990-05-01',
      2,
      '0991234567',
      null,
      NOW,
    ]);
    expect(refusal(() => user.createProfile(FIELDS, NOW))).toBe('PROFILE_ALREADY_CREATED');
  });

  it('updates an existing profile with its contacts (409 PROFILE_NOT_CREATED before), keeping a confirmed phone', () => {
    expect(refusal(() => aUser().updateProfile(FIELDS, CONTACTS))).toBe('PROFILE_NOT_CREATED');
    const user = aUser({ profileCreatedAt: NOW, phone: '0991234567', phoneConfirmedAt: NOW });
    user.updateProfile({ ...FIELDS, name: 'Olena' }, CONTACTS);
    expect([user.name, user.otherEmails, user.otherPhones, user.socials, user.phoneConfirmedAt]).toEqual([
      'Olena',
      CONTACTS.otherEmails,
      CONTACTS.otherPhones,
      CONTACTS.socials,
      NOW,
    ]);
    expect(refusal(() => user.updateProfile({ ...FIELDS, phone: '0501234567' }, CONTACTS))).toBe('PHONE_LOCKED');
  });

  it('office presence needs a profile (409) and is not a verifier’s (403)', () => {
    expect(refusal(() => aUser().setOfficePresence(1))).toBe('PROFILE_NOT_CREATED');
    expect(refusal(() => aUser({ role: 'verifier', profileCreatedAt: NOW }).setOfficePresence(1))).toBe('FORBIDDEN');
    const user = aUser({ profileCreatedAt: NOW });
    user.setOfficePresence(3);
    expect(user.officePresenceStatusId).toBe(3);
  });

  it('a new avatar answers the previous one (to delete its files); the wizard step is kept as told', () => {
    const user = aUser();
    expect(user.setAvatar('first')).toBeNull();
    expect(user.setAvatar('second')).toBe('first');
    user.setStep(2);
    expect([user.avatarKey, user.step]).toEqual(['second', 2]);
    expect(events(user)).toEqual([]);
  });
});

describe('AccountToken', () => {
  it('is usable for its own purpose, once, until it expires', () => {
    const token = Object.assign(new AccountToken(), {
      purpose: 'confirm-email',
      consumedAt: null as Date | null,
      expiresAt: new Date(NOW.getTime() + 1000),
    });
    expect(token.isUsable('confirm-email', NOW)).toBe(true);
    expect(token.isUsable('reset-password', NOW)).toBe(false);
    expect(token.isUsable('confirm-email', new Date(NOW.getTime() + 1000))).toBe(false);
    token.consumedAt = NOW;
    expect(token.isUsable('confirm-email', NOW)).toBe(false);
  });
});
