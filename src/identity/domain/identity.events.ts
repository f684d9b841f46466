import { DomainEvent } from '../../shared/domain/domain-event.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { CodePurpose } from './policy.js';

/*
 * Events of the identity context. They travel through the outbox table, so none of them carries a
 * secret: no password, no one-time code, no link token. Where a message must contain a secret the
 * command handler queues it itself right after the commit (see services/secret-messages.ts).
 */

export class UserRegistered extends DomainEvent {
  static readonly type = 'UserRegistered';
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

/** Someone tried to register the e-mail of this existing account (the answer did not tell them). */
export class RegistrationAttempted extends DomainEvent {
  static readonly type = 'RegistrationAttempted';
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

export class EmailConfirmationRequested extends DomainEvent {
  static readonly type = 'EmailConfirmationRequested';
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly lang: Lang,
    /** The stored link token's record id (never the token). */
    readonly tokenId: string,
  ) {
    super();
  }
}

export class EmailConfirmed extends DomainEvent {
  static readonly type = 'EmailConfirmed';
  constructor(
    readonly userId: string,
    readonly email: string,
  ) {
    super();
  }
}

export class PhoneCodeRequested extends DomainEvent {
  static readonly type = 'PhoneCodeRequested';
  constructor(
    readonly userId: string,
    readonly phone: string,
    readonly purpose: CodePurpose,
    /** The stored code's record id (never the code). */
    readonly codeId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

export class PhoneConfirmed extends DomainEvent {
  static readonly type = 'PhoneConfirmed';
  constructor(
    readonly userId: string,
    readonly phone: string,
  ) {
    super();
  }
}

export class PasswordResetRequested extends DomainEvent {
  static readonly type = 'PasswordResetRequested';
  constructor(
    readonly userId: string,
    readonly channel: 'email' | 'sms',
    /** Record id of the reset token (e-mail) or of the code (SMS). */
    readonly requestId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

export class PasswordChanged extends DomainEvent {
  static readonly type = 'PasswordChanged';
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly lang: Lang,
    readonly reason: 'change' | 'reset',
  ) {
    super();
  }
}
