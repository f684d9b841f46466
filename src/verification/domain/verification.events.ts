import { DomainEvent } from '../../shared/domain/domain-event.js';
import type { RejectionReasonCode } from '../verification.types.js';

/*
 * The verifiers' decisions, written to the outbox in the transaction that records them on the
 * verification context's own case. The company context applies them to the company (status 4, 3
 * with the reason, or deleted); this context's own handler writes to the owner.
 */

/**
 * The submission a decision settles and the data version the verifier saw: the company applies
 * the decision to that submission only. Null in decisions recorded before they named one.
 */
export interface DecisionSubject {
  submissionId: string | null;
  dataVersion: number | null;
}

export class CompanyVerified extends DomainEvent {
  static readonly type = 'CompanyVerified';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    readonly submissionId: string | null = null,
    readonly dataVersion: number | null = null,
  ) {
    super();
  }
}

export class CompanyRejected extends DomainEvent {
  static readonly type = 'CompanyRejected';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    /** One of REJECTION_REASON_CODES, or null when the verifier only wrote a text. */
    readonly reasonCode: RejectionReasonCode | null,
    /** The verifier's text (may be empty when a preset reason says it all). */
    readonly reason: string,
    readonly submissionId: string | null = null,
    readonly dataVersion: number | null = null,
  ) {
    super();
  }
}

export class CompanyRemovedByVerifier extends DomainEvent {
  static readonly type = 'CompanyRemovedByVerifier';
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
  ) {
    super();
  }
}
