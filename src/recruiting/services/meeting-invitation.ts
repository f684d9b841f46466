import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/*
 * The iCalendar (RFC 5545) invitation of a meeting, made by ical-generator: METHOD:REQUEST for a
 * planned or changed meeting, METHOD:CANCEL for a cancelled one (or for an invitee taken off the
 * list); the meeting's stable UID, its SEQUENCE, the organizer and every attendee. Times are written
 * in UTC (`…Z`): every calendar accepts them and shows them in its own zone, with no VTIMEZONE to
 * get wrong; the letter's text says the time in the company's zone.
 */

export interface InvitationPerson {
  name: string;
  email: string;
}

export interface InvitationFacts {
  uid: string;
  sequence: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  link: string | null;
  description: string;
  organizer: InvitationPerson;
  attendees: readonly InvitationPerson[];
  /** When the meeting row last changed (DTSTAMP). */
  stamp: Date;
}

export type InvitationMethod = 'REQUEST' | 'CANCEL';

export function invitationIcs(facts: InvitationFacts, method: InvitationMethod): string {
  const calendar = ical({
    prodId: { company: 'Kadry', product: 'Kadry', language: 'RU' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: facts.uid,
    sequence: facts.sequence,
    stamp: facts.stamp,
    start: facts.startsAt,
    end: facts.endsAt,
    summary: facts.title,
    description: facts.description,
    location: facts.location ?? facts.link ?? null,
    url: facts.link,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: facts.organizer.name, email: facts.organizer.email },
    attendees: facts.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === 'REQUEST',
    })),
  });
  return calendar.toString();
}
