import { DomainEvent } from '../../shared/domain/domain-event.js';

/* Events of scorecards (through the outbox). No ratings or comments in them: outbox rows are kept. */

/** An interview ended: each interviewer (`authorIds`) is asked for a scorecard (a task made, a notice to send). */
export class ScorecardsRequested extends DomainEvent {
  static readonly type = 'ScorecardsRequested';
  constructor(
    readonly companyId: string,
    readonly meetingId: string,
    readonly applicationId: string,
    readonly candidateId: string,
    readonly authorIds: string[],
  ) {
    super();
  }
}

/** An interviewer submitted a scorecard. */
export class ScorecardSubmitted extends DomainEvent {
  static readonly type = 'ScorecardSubmitted';
  constructor(
    readonly companyId: string,
    readonly scorecardId: string,
    readonly meetingId: string,
    readonly applicationId: string,
    readonly authorId: string,
  ) {
    super();
  }
}
