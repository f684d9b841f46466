import { DomainEvent } from '../../shared/domain/domain-event.js';

/*
 * Events of a vacancy's way from its author to publication (spec 001 §3 "Position profile": send,
 * colleagues approve or decline, publish). Recorded on the Vacancy aggregate and written to the
 * outbox in the transaction that changes it; the e-mails to approvers and author follow from them.
 */

/** The author (or a member with the vacancies right) asked colleagues to approve. */
export class VacancySentForApproval extends DomainEvent {
  static readonly type = 'VacancySentForApproval';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly byUserId: string,
    readonly authorUserId: string,
    readonly approverUserIds: string[],
  ) {
    super();
  }
}

/**
 * A colleague answered. `outcome` is the vacancy's status after this answer: still `approval`
 * while others have not answered, `published` after the last approval, `returned` after a decline.
 */
export class VacancyApprovalAnswered extends DomainEvent {
  static readonly type = 'VacancyApprovalAnswered';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly byUserId: string,
    readonly authorUserId: string,
    readonly decision: 'approved' | 'declined',
    readonly comment: string | null,
    readonly outcome: 'approval' | 'published' | 'returned',
  ) {
    super();
  }
}

/** Published: sent without approvers ("Accept and publish") or approved by every approver. */
export class VacancyPublished extends DomainEvent {
  static readonly type = 'VacancyPublished';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly byUserId: string,
    readonly authorUserId: string,
    readonly approverUserIds: string[],
  ) {
    super();
  }
}

/** Returned to its author after a decline (the comment says why); the author edits and sends again. */
export class VacancyReturned extends DomainEvent {
  static readonly type = 'VacancyReturned';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly byUserId: string,
    readonly authorUserId: string,
    readonly comment: string,
  ) {
    super();
  }
}

/**
 * Closed by a member with the vacancies right: it is no longer recruiting, and leaves the published
 * lists. `message`: what the closer asked to tell each open applicant (their letter's text; null:
 * the usual letter); rows stored before it existed read as null.
 */
export class VacancyClosed extends DomainEvent {
  static readonly type = 'VacancyClosed';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly byUserId: string,
    readonly authorUserId: string,
    readonly message: string | null = null,
  ) {
    super();
  }
}
