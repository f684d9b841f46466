import { DomainEvent } from '../../shared/domain/domain-event.js';

/** A published vacancy takes applications until `validThrough` (YYYY-MM-DD); `public`: listed on /jobs. */
export class VacancyOpened extends DomainEvent {
  static readonly type = 'VacancyOpened';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly byUserId: string,
    readonly validThrough: string,
    readonly isPublic: boolean,
  ) {
    super();
  }
}

/**
 * The opening ended (`close_vacancy` of recruiting): no more applications; each open applicant is
 * rejected with a letter, the closer's `message` or the usual one (reject-applicants-on-vacancy-closed.ts).
 */
export class VacancyOpeningClosed extends DomainEvent {
  static readonly type = 'VacancyOpeningClosed';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly byUserId: string,
    readonly message: string | null,
  ) {
    super();
  }
}
