import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { MeetingErrors } from './meeting.errors.js';
import { MeetingCancelled, MeetingChanged, MeetingPlanned, MeetingReminderDue } from './meeting.events.js';
import { checkedMeetingFields, type MeetingFields } from './meeting.rules.js';

/**
 * A meeting: an interview of an application or any meeting of colleagues. Its `uid` is the
 * iCalendar UID every invitation of it carries (calendars match an update or a cancellation to the
 * event by it); `sequence` grows with every change the invitees are sent (RFC 5545 SEQUENCE).
 */
const MeetingSchema = defineEntity({
  name: 'Meeting',
  tableName: 'rc_meeting',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** `<id>@kadry`: stable for the meeting's life, never reused. */
    uid: p.string().length(80).unique('rc_meeting_uid_unique'),
    companyId: p.uuid(),
    title: p.string().length(200),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    /** The company's time zone when it was planned or last changed (the letters' and the invitation's TZID). */
    timeZone: p.string().length(64),
    /** One of the company's offices (get_company_offices' ids: `legal`, `actual`, `<office>:legal`…) … */
    officeId: p.string().length(80).nullable(),
    /** … and its address as it read when saved (LOCATION of the invitation). */
    location: p.string().length(300).nullable(),
    /** … or a video link (https). Exactly one of the two. */
    link: p.string().length(500).nullable(),
    /** An interview: the application and its candidate; null for a plain meeting. */
    applicationId: p.uuid().nullable(),
    candidateId: p.uuid().nullable(),
    /** The candidate gets the invitation too (an interview only). */
    inviteCandidate: p.boolean(),
    /** The colleague who planned it: ORGANIZER, and always a participant. */
    organizerId: p.uuid(),
    /** The colleagues invited (user ids, the organizer first). */
    participantIds: p.json<string[]>(),
    /** RFC 5545 SEQUENCE: 0 when planned, + 1 with each change and the cancellation. */
    sequence: p.integer(),
    cancelledAt: p.datetime().nullable(),
    cancelledBy: p.uuid().nullable(),
    /** When the day-before and hour-before reminders went out (reset when the start moves). */
    remindedDayAt: p.datetime().nullable(),
    remindedHourAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { name: 'rc_meeting_company_starts_index', properties: ['companyId', 'startsAt'] },
    { name: 'rc_meeting_application_index', properties: ['applicationId', 'startsAt'] },
    {
      // "My meetings" and the overlap check: participant_ids @> '["<user>"]' within the company.
      name: 'rc_meeting_participants_idx',
      expression: 'create index "rc_meeting_participants_idx" on "rc_meeting" using gin ("company_id", "participant_ids")',
    },
  ],
});

/** What planning a meeting is given; the command has checked the place, the people and the application. */
export interface MeetingInput extends MeetingFields {
  companyId: string;
  organizerId: string;
  timeZone: string;
  applicationId: string | null;
  candidateId: string | null;
  /** The company's confirmed members: only they are invited as colleagues. */
  colleagues: ReadonlySet<string>;
  now: Date;
}

export type MeetingChange = Omit<MeetingInput, 'companyId' | 'organizerId'>;

export class Meeting extends MeetingSchema.class {
  static plan(input: MeetingInput): Meeting {
    const fields = checkedMeetingFields(input, input.organizerId, input.colleagues, input.now);
    const id = randomUUID();
    const meeting = Object.assign(new Meeting(), {
      id,
      uid: `${id}@kadry`,
      companyId: input.companyId,
      organizerId: input.organizerId,
      timeZone: input.timeZone,
      applicationId: input.applicationId,
      candidateId: input.candidateId,
      sequence: 0,
      cancelledAt: null,
      cancelledBy: null,
      remindedDayAt: null,
      remindedHourAt: null,
      ...fields,
      inviteCandidate: fields.inviteCandidate && input.candidateId !== null,
    });
    recordEvent(meeting, new MeetingPlanned(meeting.companyId, meeting.id, meeting.sequence, meeting.organizerId));
    return meeting;
  }

  /** A change the invitees are told of: the same UID, SEQUENCE + 1; whoever left the list gets a cancellation. */
  change(input: MeetingChange, byUserId: string): void {
    if (this.cancelledAt) throw MeetingErrors.cancelled();
    const fields = checkedMeetingFields(input, this.organizerId, input.colleagues, input.now);
    const removed = this.participantIds.filter((id) => !fields.participantIds.includes(id));
    const candidateRemoved = this.inviteCandidate && (!fields.inviteCandidate || input.candidateId !== this.candidateId);
    if (fields.startsAt.getTime() !== this.startsAt.getTime()) {
      this.remindedDayAt = null;
      this.remindedHourAt = null;
    }
    Object.assign(this, fields, {
      timeZone: input.timeZone,
      applicationId: input.applicationId,
      candidateId: input.candidateId,
      inviteCandidate: fields.inviteCandidate && input.candidateId !== null,
      sequence: this.sequence + 1,
    });
    recordEvent(this, new MeetingChanged(this.companyId, this.id, this.sequence, byUserId, removed, candidateRemoved));
  }

  /** The day's or the hour's reminder went out (the hour's covers the day's when both are due). */
  remind(which: 'day' | 'hour', now: Date): void {
    if (which === 'hour') this.remindedHourAt = now;
    this.remindedDayAt ??= now;
    recordEvent(this, new MeetingReminderDue(this.companyId, this.id, which, [...this.participantIds]));
  }

  cancel(byUserId: string, now: Date): void {
    if (this.cancelledAt) throw MeetingErrors.cancelled();
    this.cancelledAt = now;
    this.cancelledBy = byUserId;
    this.sequence += 1;
    recordEvent(this, new MeetingCancelled(this.companyId, this.id, this.sequence, byUserId));
  }
}
MeetingSchema.setClass(Meeting);
export { MeetingSchema };
