import { DomainEvent } from '../../shared/domain/domain-event.js';

/*
 * Events of the company context, recorded on the Company aggregate and written to the outbox in
 * the transaction that saves it. The verification context builds its lists and history from them.
 * Ids are strings so the payload survives JSON unchanged.
 */

export interface CompanySnapshot {
  name: string;
  companyBrand: string | null;
  code: string;
  employees: number | null;
  activity: number | null;
  services: string | null;
  website: string | null;
}

/** Old and new value of one edited field. */
export interface FieldChange {
  from: string | number | null;
  to: string | number | null;
}

export class CompanyRegistered extends DomainEvent {
  static readonly type = 'CompanyRegistered';
  constructor(
    readonly companyId: string,
    readonly ownerId: string,
    readonly data: CompanySnapshot,
  ) {
    super();
  }
}

export class CompanyEdited extends DomainEvent {
  static readonly type = 'CompanyEdited';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly changes: Partial<Record<keyof CompanySnapshot, FieldChange>>,
    /** True when the edit sent a submitted or verified company back to status 2. */
    readonly reverification: boolean,
    /** The company's data version after the edit (it moves when name or code changed). */
    readonly dataVersion: number,
  ) {
    super();
  }
}

export class CompanySubmittedForVerification extends DomainEvent {
  static readonly type = 'CompanySubmittedForVerification';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly fromStatus: number,
    /** 'submit' from the verification step, 'resubmit' after a rejection, 'reverification' after an edit. */
    readonly reason: 'submit' | 'resubmit' | 'reverification',
    /** The submission's id: the verifier's decision names it. */
    readonly submissionId: string,
    /** The data version the submission carries. */
    readonly dataVersion: number,
  ) {
    super();
  }
}

export class CompanyFileAdded extends DomainEvent {
  static readonly type = 'CompanyFileAdded';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly fileId: string,
    readonly type: string,
    readonly name: string,
    readonly format: string,
    readonly size: number,
  ) {
    super();
  }
}

export class CompanyFileRemoved extends DomainEvent {
  static readonly type = 'CompanyFileRemoved';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly fileId: string,
    readonly name: string,
  ) {
    super();
  }
}

/** A member moved the company to their own Archive tab (archiving is per member, see docs/company.md). */
export class CompanyArchived extends DomainEvent {
  static readonly type = 'CompanyArchived';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
  ) {
    super();
  }
}

export class CompanyRestored extends DomainEvent {
  static readonly type = 'CompanyRestored';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
  ) {
    super();
  }
}

export class CompanyDeleted extends DomainEvent {
  static readonly type = 'CompanyDeleted';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly fromStatus: number,
  ) {
    super();
  }
}

/** Someone was invited; the membership awaits the person's confirmation by the e-mailed link. */
export class CompanyMemberInvited extends DomainEvent {
  static readonly type = 'CompanyMemberInvited';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly userId: string,
    readonly role: string,
    readonly rights: string[],
    /** True when the invitation created the person's account. */
    readonly accountCreated: boolean,
  ) {
    super();
  }
}

export class CompanyMemberConfirmed extends DomainEvent {
  static readonly type = 'CompanyMemberConfirmed';
  constructor(
    readonly companyId: string,
    readonly userId: string,
    readonly role: string,
  ) {
    super();
  }
}

export class CompanyMemberRightsChanged extends DomainEvent {
  static readonly type = 'CompanyMemberRightsChanged';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly userId: string,
    readonly from: string[],
    readonly to: string[],
    /** The roles before and after, when the change gave a new one (events stored before carry neither). */
    readonly fromRole?: string,
    readonly toRole?: string,
  ) {
    super();
  }
}

export class CompanyMemberRemoved extends DomainEvent {
  static readonly type = 'CompanyMemberRemoved';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly userId: string,
    readonly role: string,
  ) {
    super();
  }
}

/** The owner offered the company to another registered user; it waits for their acceptance. */
export class CompanyTransferOffered extends DomainEvent {
  static readonly type = 'CompanyTransferOffered';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly toUserId: string,
    /** full_rights | no_access | remove_from_list (what the former owner keeps, see docs/company.md). */
    readonly option: string,
  ) {
    super();
  }
}

/** The owner withdrew a pending offer. */
export class CompanyTransferCancelled extends DomainEvent {
  static readonly type = 'CompanyTransferCancelled';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly toUserId: string,
  ) {
    super();
  }
}

/** The recipient accepted: they are the owner now; the former owner kept what `option` says. */
export class CompanyTransferred extends DomainEvent {
  static readonly type = 'CompanyTransferred';
  constructor(
    readonly companyId: string,
    readonly fromUserId: string,
    readonly toUserId: string,
    readonly option: string,
  ) {
    super();
  }
}
