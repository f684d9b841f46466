import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { Lang } from '../../shared/i18n/lang.js';
import {
  EmailConfirmationRequested,
  EmailConfirmed,
  PasswordChanged,
  PasswordResetRequested,
  PhoneCodeRequested,
  PhoneConfirmed,
  RegistrationAttempted,
  UserRegistered,
} from './identity.events.js';
import type { CodePurpose } from './policy.js';
import { isPasswordHash, NO_PASSWORD } from './secrets.js';
import { ROLES, type Role } from '../identity.types.js';

export { ROLES, type Role };

export interface Social {
  /** Id of the `social_media` option list. */
  type: number;
  /** The profile link. */
  name: string;
}

export interface ProfileFields {
  lname: string;
  name: string;
  sname: string | null;
  birthDate: string;
  genderId: number;
  phone: string;
}

export interface ContactFields {
  otherEmails: string[];
  otherPhones: string[];
  socials: Social[];
}

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'identity_user',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** Lower-cased, so one account per e-mail whatever its case. */
    email: p.string().length(100).unique('identity_user_email_unique'),
    passwordHash: p.string().length(255).hidden(),
    role: p.string().length(20).default('user'),
    /** Language of the account's e-mails and SMS: the interface language last seen at registration or login. */
    lang: p.string().length(5).default('ru'),
    emailConfirmedAt: p.datetime().nullable(),
    /** Ten digits (0991234567); unique among confirmed phones (partial index below). */
    phone: p.string().length(10).nullable(),
    phoneConfirmedAt: p.datetime().nullable(),
    lname: p.string().length(100).nullable(),
    name: p.string().length(100).nullable(),
    sname: p.string().length(100).nullable(),
    birthDate: p.date().nullable(),
    genderId: p.integer().nullable(),
    officePresenceStatusId: p.integer().nullable(),
    otherEmails: p.json<string[]>().onCreate(() => []),
    otherPhones: p.json<string[]>().onCreate(() => []),
    socials: p.json<Social[]>().onCreate(() => []),
    /** Server-made name stem of the avatar files (`<stem>-110.webp`, `<stem>-330.webp`). */
    avatarKey: p.string().length(64).nullable(),
    step: p.integer().default(0),
    profileCreatedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    {
      name: 'identity_user_confirmed_phone_unique',
      expression:
        'create unique index "identity_user_confirmed_phone_unique" on "identity_user" ("phone") where "phone_confirmed_at" is not null',
    },
  ],
});

/**
 * The user aggregate: account, credentials state, contacts and personal profile. Domain rules that
 * need only the user's own state live here; rules that need other rows (uniqueness of e-mail and
 * phone, option ids) are checked by the command handlers before these methods run.
 */
export class User extends UserSchema.class {
  hasConfirmedEmail(): boolean {
    return !!this.emailConfirmedAt;
  }

  hasConfirmedPhone(): boolean {
    return !!this.phoneConfirmedAt && !!this.phone;
  }

  hasProfile(): boolean {
    return !!this.profileCreatedAt;
  }

  currentRole(): Role {
    return (ROLES as readonly string[]).includes(this.role) ? (this.role as Role) : 'user';
  }

  registered(): void {
    recordEvent(this, new UserRegistered(this.id, this.email, this.lang as Lang));
  }

  registrationAttempted(): void {
    recordEvent(this, new RegistrationAttempted(this.id, this.email, this.lang as Lang));
  }

  emailConfirmationRequested(tokenId: string): void {
    recordEvent(this, new EmailConfirmationRequested(this.id, this.email, this.lang as Lang, tokenId));
  }

  confirmEmail(now: Date): void {
    if (this.emailConfirmedAt) return;
    this.emailConfirmedAt = now;
    recordEvent(this, new EmailConfirmed(this.id, this.email));
  }

  /**
   * A provider of the sign-in page vouched for the address (email_verified): it counts as confirmed.
   * A password chosen before the address was proven is dropped: whoever registered it may not own
   * the address, and must not sign in to it once its owner uses it (they can choose one through
   * "forgot password", a letter to that address).
   */
  confirmEmailThroughProvider(now: Date): void {
    if (this.emailConfirmedAt) return;
    this.passwordHash = NO_PASSWORD;
    this.confirmEmail(now);
  }

  useLang(lang: Lang): void {
    this.lang = lang;
  }

  /** False for an invited person's account until they chose a password (secrets.ts, NO_PASSWORD). */
  hasPassword(): boolean {
    return isPasswordHash(this.passwordHash);
  }

  /**
   * The invited person chose their first password on the invitation page. Nothing to tell them
   * (no PasswordChanged letter): nobody else ever had a password to this account.
   */
  choosePassword(hash: string): void {
    if (this.hasPassword()) throw DomainError.conflict('PASSWORD_ALREADY_SET', 'auth.passwordAlreadySet');
    this.passwordHash = hash;
  }

  setPassword(hash: string, reason: 'change' | 'reset'): void {
    this.passwordHash = hash;
    recordEvent(this, new PasswordChanged(this.id, this.email, this.lang as Lang, reason));
  }

  passwordResetRequested(channel: 'email' | 'sms', requestId: string): void {
    recordEvent(this, new PasswordResetRequested(this.id, channel, requestId, this.lang as Lang));
  }

  phoneCodeRequested(phone: string, purpose: CodePurpose, codeId: string): void {
    recordEvent(this, new PhoneCodeRequested(this.id, phone, purpose, codeId, this.lang as Lang));
  }

  /** A confirmed main phone is locked: it cannot be replaced, only kept. */
  assertPhoneChangeable(phone: string): void {
    if (this.hasConfirmedPhone() && this.phone !== phone) {
      throw DomainError.conflict('PHONE_LOCKED', 'auth.phoneLocked', { phone: 'auth.phoneLocked' });
    }
  }

  confirmPhone(phone: string, now: Date): void {
    this.assertPhoneChangeable(phone);
    if (this.hasConfirmedPhone()) return;
    this.phone = phone;
    this.phoneConfirmedAt = now;
    recordEvent(this, new PhoneConfirmed(this.id, phone));
  }

  createProfile(fields: ProfileFields, now: Date): void {
    if (this.hasProfile()) throw DomainError.conflict('PROFILE_ALREADY_CREATED', 'profile.alreadyCreated');
    this.applyProfile(fields);
    this.profileCreatedAt = now;
  }

  updateProfile(fields: ProfileFields, contacts: ContactFields): void {
    if (!this.hasProfile()) throw DomainError.conflict('PROFILE_NOT_CREATED', 'profile.notCreated');
    this.applyProfile(fields);
    this.otherEmails = contacts.otherEmails;
    this.otherPhones = contacts.otherPhones;
    this.socials = contacts.socials;
  }

  setOfficePresence(statusId: number): void {
    if (this.currentRole() === 'verifier') throw DomainError.forbidden();
    if (!this.hasProfile()) throw DomainError.conflict('PROFILE_NOT_CREATED', 'profile.notCreated');
    this.officePresenceStatusId = statusId;
  }

  setAvatar(key: string): string | null {
    const previous = this.avatarKey ?? null;
    this.avatarKey = key;
    return previous;
  }

  setStep(step: number): void {
    this.step = step;
  }

  private applyProfile(fields: ProfileFields): void {
    this.assertPhoneChangeable(fields.phone);
    if (this.phone !== fields.phone) {
      this.phone = fields.phone;
      this.phoneConfirmedAt = null;
    }
    this.lname = fields.lname;
    this.name = fields.name;
    this.sname = fields.sname;
    this.birthDate = fields.birthDate;
    this.genderId = fields.genderId;
  }
}
UserSchema.setClass(User);

const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'identity_session',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    /** SHA-256 of the token; the token itself exists only on the client. */
    tokenHash: p.string().length(64).unique('identity_session_token_hash_unique'),
    remember: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
    /** Last use, refreshed at most once a minute (POLICY.session.touchAfterMs); idle expiry reads it. */
    lastSeenAt: p.datetime().onCreate(() => new Date()),
  },
});
export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);

export type AccountTokenPurpose = 'confirm-email' | 'reset-password';

/** Single-use link tokens: e-mail confirmation and password reset (hash only). */
const AccountTokenSchema = defineEntity({
  name: 'AccountToken',
  tableName: 'identity_token',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.string().length(20),
    tokenHash: p.string().length(64).unique('identity_token_token_hash_unique'),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    consumedAt: p.datetime().nullable(),
  },
});
export class AccountToken extends AccountTokenSchema.class {
  isUsable(purpose: AccountTokenPurpose, now: Date): boolean {
    return this.purpose === purpose && !this.consumedAt && this.expiresAt.getTime() > now.getTime();
  }
}
AccountTokenSchema.setClass(AccountToken);

/** One-time SMS codes, bound to a user, a purpose and a phone; the code itself is stored as argon2id. */
const OneTimeCodeSchema = defineEntity({
  name: 'OneTimeCode',
  tableName: 'identity_code',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: p.manyToOne(User).deleteRule('cascade'),
    purpose: p.string().length(20),
    phone: p.string().length(10),
    codeHash: p.string().length(255),
    attempts: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    consumedAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'identity_code_user_purpose_index', properties: ['user', 'purpose'] },
    { name: 'identity_code_phone_purpose_index', properties: ['phone', 'purpose'] },
  ],
});
export class OneTimeCode extends OneTimeCodeSchema.class {}
OneTimeCodeSchema.setClass(OneTimeCode);

export { UserSchema, SessionSchema, AccountTokenSchema, OneTimeCodeSchema };
