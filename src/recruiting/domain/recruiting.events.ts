import { DomainEvent } from '../../shared/domain/domain-event.js';
import type { CandidateSource } from '../../shared/contract/recruiting.js';

/*
 * Events of the recruiting pipeline, recorded on its aggregates and written to the outbox in the
 * transaction that changes them. Each carries the company (and the vacancy where there is one), so
 * the live stream tells the right colleagues' boards to refresh (publish-live-on-recruiting.ts).
 */

/** A candidate was added (by hand, from a referral...); `duplicate` is never one: a duplicate attaches instead. */
export class CandidateAdded extends DomainEvent {
  static readonly type = 'CandidateAdded';
  constructor(
    readonly companyId: string,
    readonly candidateId: string,
    /** null: the candidate applied on the careers pages. */
    readonly byUserId: string | null,
    readonly source: CandidateSource,
    readonly referrerId: string | null,
  ) {
    super();
  }
}

/**
 * `mergeId` was folded into `keepId`: every row that named it (applications, history, letters,
 * notes, tasks, files) names `keepId` now, and `mergeId` is gone. `vacancyIds`: the boards that changed.
 */
export class CandidatesMerged extends DomainEvent {
  static readonly type = 'CandidatesMerged';
  constructor(
    readonly companyId: string,
    readonly keepId: string,
    readonly mergeId: string,
    readonly byUserId: string,
    readonly vacancyIds: string[],
  ) {
    super();
  }
}

/** A candidate applied, or was put forward, for a vacancy: the card appears in "Новый". */
export class ApplicationAdded extends DomainEvent {
  static readonly type = 'ApplicationAdded';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly applicationId: string,
    readonly candidateId: string,
    readonly stageId: string,
    /** null: the candidate applied on the careers pages. */
    readonly byUserId: string | null,
  ) {
    super();
  }
}

/** The card moved on the board (to a step, or to "Принят", which ends the application as hired). */
export class ApplicationMoved extends DomainEvent {
  static readonly type = 'ApplicationMoved';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly applicationId: string,
    readonly candidateId: string,
    readonly fromStageId: string,
    readonly toStageId: string,
    readonly byUserId: string,
    readonly version: number,
  ) {
    super();
  }
}

/**
 * Which letter tells the candidate (null: none is sent): a reference to its `rc_rejection_letter`
 * row, never a copy of its address, names or text. Outbox rows are kept after dispatch, and an
 * erasure redacts the row; a copy here would outlive it (docs/recruiting.md, Personal data).
 */
export interface RejectionLetterPayload {
  letterId: string;
  /** ISO date-time: the e-mail waits in the queue until then. */
  sendAt: string;
}

/**
 * The application ended with a reason (ours or theirs); `letter` is what the candidate is told, sent
 * exactly once through the e-mail queue (send-letter-on-application-rejected.ts, which reads the letter's row), or null.
 */
export class ApplicationRejected extends DomainEvent {
  static readonly type = 'ApplicationRejected';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly applicationId: string,
    readonly candidateId: string,
    readonly reasonId: number,
    readonly byUserId: string | null,
    readonly letter: RejectionLetterPayload | null,
  ) {
    super();
  }
}

/**
 * The candidate withdrew an application they made on the careers pages (their status page's
 * "withdraw"): the application ended in "Отказ" with the reason "кандидат отказался" in the same
 * transaction (ApplicationRejected beside it); the vacancy's recruiters get a notice.
 */
export class ApplicationWithdrawn extends DomainEvent {
  static readonly type = 'ApplicationWithdrawn';
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly applicationId: string,
    readonly candidateId: string,
  ) {
    super();
  }
}
