import { DomainEvent } from '../../shared/domain/domain-event.js';

/*
 * Events of meetings (through the outbox). The worker sends each invitee the invitation of the
 * meeting as it is when the event is handled, with the event's `sequence` (RFC 5545 SEQUENCE): a
 * replay sends nothing twice (the job id names the meeting and the sequence).
 */

/** A meeting was planned: every invitee gets METHOD:REQUEST, SEQUENCE:0. */
export class MeetingPlanned extends DomainEvent {
  static readonly type = 'MeetingPlanned';
  constructor(
    readonly companyId: string,
    readonly meetingId: string,
    readonly sequence: number,
    readonly byUserId: string,
  ) {
    super();
  }
}

/**
 * A meeting changed: the invitees get METHOD:REQUEST with the same UID and this higher sequence;
 * `removedIds` (colleagues taken off the list) and the candidate when `candidateRemoved` get METHOD:CANCEL.
 */
export class MeetingChanged extends DomainEvent {
  static readonly type = 'MeetingChanged';
  constructor(
    readonly companyId: string,
    readonly meetingId: string,
    readonly sequence: number,
    readonly byUserId: string,
    readonly removedIds: string[],
    readonly candidateRemoved: boolean,
  ) {
    super();
  }
}

/** A meeting was cancelled: every invitee gets METHOD:CANCEL with the same UID. */
export class MeetingCancelled extends DomainEvent {
  static readonly type = 'MeetingCancelled';
  constructor(
    readonly companyId: string,
    readonly meetingId: string,
    readonly sequence: number,
    readonly byUserId: string,
  ) {
    super();
  }
}

/**
 * A meeting starts within a day (`which: 'day'`) or an hour (`'hour'`): each participant gets a
 * notice (the notices context asks GetMeetingSummaryQuery for the title: no title in an outbox row).
 */
export class MeetingReminderDue extends DomainEvent {
  static readonly type = 'MeetingReminderDue';
  constructor(
    readonly companyId: string,
    readonly meetingId: string,
    readonly which: 'day' | 'hour',
    readonly participantIds: string[],
  ) {
    super();
  }
}
