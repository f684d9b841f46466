import { DomainEvent } from '../../shared/domain/domain-event.js';

/*
 * Events of the profiling context, recorded on the CompanyProfile aggregate (the Vacancy* ones on
 * the Vacancy aggregate) and written to the outbox in the transaction that saves it (the position
 * stage and the history read them).
 */

export type ProfileStep = 'general' | 'structure' | 'contacts' | 'management' | 'mission';

export class CompanyProfileStepSaved extends DomainEvent {
  static readonly type = 'CompanyProfileStepSaved';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly step: ProfileStep,
    /** The fields the step sent, as stored (ids, texts, addresses). */
    readonly values: Record<string, unknown>,
  ) {
    super();
  }
}

export class CompanyProfileCompleted extends DomainEvent {
  static readonly type = 'CompanyProfileCompleted';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
  ) {
    super();
  }
}

export class CompanyPolicyFileAdded extends DomainEvent {
  static readonly type = 'CompanyPolicyFileAdded';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly fileId: string,
    readonly name: string,
    readonly size: number,
  ) {
    super();
  }
}

export class CompanyPolicyFileRemoved extends DomainEvent {
  static readonly type = 'CompanyPolicyFileRemoved';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly fileId: string,
    readonly name: string,
  ) {
    super();
  }
}

export class DepartmentAdded extends DomainEvent {
  static readonly type = 'DepartmentAdded';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly departmentId: string,
    readonly name: string,
  ) {
    super();
  }
}

export class DepartmentEdited extends DomainEvent {
  static readonly type = 'DepartmentEdited';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly departmentId: string,
    readonly name: string,
  ) {
    super();
  }
}

export class DepartmentRemoved extends DomainEvent {
  static readonly type = 'DepartmentRemoved';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly departmentId: string,
    readonly name: string,
  ) {
    super();
  }
}

/** A vacancy profile was opened by saving the main step of the position wizard. */
export class VacancyCreated extends DomainEvent {
  static readonly type = 'VacancyCreated';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly vacancyId: string,
    readonly number: number,
    readonly name: string,
  ) {
    super();
  }
}

/** A step of the vacancy wizards was saved (`reset`: a new position or department dropped its items). */
export class VacancyStepSaved extends DomainEvent {
  static readonly type = 'VacancyStepSaved';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly vacancyId: string,
    readonly step: string,
    readonly reset: boolean,
  ) {
    super();
  }
}

export class VacancyRemoved extends DomainEvent {
  static readonly type = 'VacancyRemoved';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly vacancyId: string,
    readonly number: number,
    readonly name: string,
  ) {
    super();
  }
}
