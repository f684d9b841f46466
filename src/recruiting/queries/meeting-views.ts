import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import type { Meeting } from '../domain/meeting.entity.js';
import type { PersonRef } from './task-views.js';

/* Meetings as the answers give them (add_meeting, update_meeting, cancel_meeting, get_meetings, get_candidate's `meetings`). */

export interface MeetingView {
  id: string;
  /** The iCalendar UID every invitation of the meeting carries. */
  uid: string;
  title: string;
  /** ISO moments (UTC); `time_zone` is the company's zone they are shown in. */
  starts_at: string;
  ends_at: string;
  time_zone: string;
  office_id: string | null;
  /** The office's address as it read when saved. */
  location: string | null;
  link: string | null;
  /** An interview: its application and candidate. */
  application_id: string | null;
  candidate: { id: string; name: string; lname: string } | null;
  invite_candidate: boolean;
  organizer: PersonRef;
  /** Colleagues invited, the organizer first. */
  participants: PersonRef[];
  /** RFC 5545 SEQUENCE of the last invitation sent. */
  sequence: number;
  cancelled: boolean;
  cancelled_at: string | null;
}

/** Meetings as answered: colleagues named by identity's contacts, candidates by `candidates` (id → names). */
export async function meetingViews(
  queries: QueryBus,
  meetings: readonly Meeting[],
  candidates: ReadonlyMap<string, { name: string; lname: string }>,
): Promise<MeetingView[]> {
  const ids = new Set<string>();
  for (const meeting of meetings) for (const id of [meeting.organizerId, ...meeting.participantIds]) ids.add(id);
  const people = await queries.execute(new GetAccountContactsQuery([...ids]));
  const person = (id: string): PersonRef => ({ id, name: people.get(id)?.displayName ?? '' });
  return meetings.map((meeting) => {
    const candidate = meeting.candidateId ? candidates.get(meeting.candidateId) : undefined;
    return {
      id: meeting.id,
      uid: meeting.uid,
      title: meeting.title,
      starts_at: meeting.startsAt.toISOString(),
      ends_at: meeting.endsAt.toISOString(),
      time_zone: meeting.timeZone,
      office_id: meeting.officeId ?? null,
      location: meeting.location ?? null,
      link: meeting.link ?? null,
      application_id: meeting.applicationId ?? null,
      candidate: meeting.candidateId ? { id: meeting.candidateId, name: candidate?.name ?? '', lname: candidate?.lname ?? '' } : null,
      invite_candidate: meeting.inviteCandidate,
      organizer: person(meeting.organizerId),
      participants: meeting.participantIds.map(person),
      sequence: meeting.sequence,
      cancelled: meeting.cancelledAt != null,
      cancelled_at: meeting.cancelledAt?.toISOString() ?? null,
    };
  });
}
