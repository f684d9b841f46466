import { DomainEvent } from '../../shared/domain/domain-event.js';
import type { RejectionReasonCode } from '../verification.types.js';

/*
 * The verifiers' decisions, written to the outbox in the transaction that records them on the
 * verification context's own case. The company context applies them to the company (status 4, 3
 * with the reason, or deleted); this context's own handler writes to the owner.
 */

export class CompanyVerified extends DomainEvent {
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
  ) {
    super();
  }
}

export class CompanyRejected extends DomainEvent {
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
    /** One of REJECTION_REASON_CODES, or null when the verifier only wrote a text. */
    readonly reasonCode: RejectionReasonCode | null,
    /** The verifier's text (may be empty when a preset reason says it all). */
    readonly reason: string,
  ) {
    super();
  }
}

export class CompanyRemovedByVerifier extends DomainEvent {
  constructor(
    readonly companyId: string,
    readonly byUserId: string,
  ) {
    super();
  }
}
