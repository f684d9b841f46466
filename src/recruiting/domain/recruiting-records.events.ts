import { DomainEvent } from '../../shared/domain/domain-event.js';

/*
 * Events of what colleagues keep about a candidate (notes, tasks, CV files) and of the candidate's
 * personal data (erasure), beside the pipeline's own in recruiting.events.ts. No event carries a
 * note's text, a task's title or a candidate's name: outbox rows are kept, personal data is not.
 */

/** A colleague wrote a note; each of `mentions` (colleagues, never the author) hears of it in the bell. */
export class NoteAdded extends DomainEvent {
  static readonly type = 'NoteAdded';
  constructor(
    readonly companyId: string,
    readonly candidateId: string,
    readonly noteId: string,
    readonly byUserId: string,
    readonly mentions: string[],
  ) {
    super();
  }
}

/** A task was given to a colleague; `byUserId` null: the stale-application job made it. */
export class TaskAssigned extends DomainEvent {
  static readonly type = 'TaskAssigned';
  constructor(
    readonly companyId: string,
    readonly taskId: string,
    readonly assigneeId: string,
    readonly byUserId: string | null,
    readonly candidateId: string | null,
    readonly dueDate: string,
  ) {
    super();
  }
}

/** A CV was stored: the worker extracts its text for the search (DOC/DOCX through the PDF it makes). */
export class CandidateFileAdded extends DomainEvent {
  static readonly type = 'CandidateFileAdded';
  constructor(
    readonly companyId: string,
    readonly candidateId: string,
    readonly fileId: string,
    readonly format: string,
  ) {
    super();
  }
}

/**
 * A candidate's personal data was erased: on request (`byUserId`) or by the retention job (null).
 * Other contexts forget what they keep of the candidate (the notices' names of it).
 */
export class CandidateErased extends DomainEvent {
  static readonly type = 'CandidateErased';
  constructor(
    readonly companyId: string,
    readonly candidateId: string,
    readonly byUserId: string | null,
    readonly reason: 'request' | 'retention',
  ) {
    super();
  }
}

/**
 * The retention job found candidates of the company whose data it will anonymise within 14 days
 * (`count` of them, the first on `firstDate`, YYYY-MM-DD): the owner and administrators are told,
 * so whoever still needs one can act (any activity starts the timer again).
 */
export class CandidatesRetentionDue extends DomainEvent {
  static readonly type = 'CandidatesRetentionDue';
  constructor(
    readonly companyId: string,
    readonly count: number,
    readonly firstDate: string,
  ) {
    super();
  }
}
