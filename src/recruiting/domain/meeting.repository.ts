import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseId } from '../../shared/domain/id.js';
import { Meeting } from './meeting.entity.js';
import { MeetingErrors } from './meeting.errors.js';

/* Loading meetings: by id within the company, by participant and time, an application's next interview. */

export async function requireMeeting(em: EntityManager, companyId: string, meetingId: string, lock = false): Promise<Meeting> {
  if (parseId(meetingId) === null) throw MeetingErrors.notFound();
  const meeting = await em.findOne(Meeting, { id: meetingId, companyId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!meeting) throw MeetingErrors.notFound();
  return meeting;
}

/**
 * The company's meetings that are not cancelled, overlap [from, to) and have one of `userIds` among
 * their participants (rc_meeting_participants_idx answers the containments within the company).
 */
export async function meetingsOfPeople(
  em: EntityManager,
  companyId: string,
  userIds: readonly string[],
  from: Date,
  to: Date,
  options: { withCancelled?: boolean; limit?: number } = {},
): Promise<Meeting[]> {
  if (userIds.length === 0) return [];
  // One containment per person, OR'ed: each is answered by the GIN index (a bitmap OR); the `?|`
  // operator would read as a placeholder.
  const contains = userIds.map(() => 'participant_ids @> ?::jsonb').join(' or ');
  const rows = await em.execute<Array<{ id: string }>>(
    `select id from rc_meeting
      where company_id = ? and (${contains}) and starts_at < ? and ends_at > ?
        ${options.withCancelled ? '' : 'and cancelled_at is null'}
      order by starts_at, id limit ?`,
    [companyId, ...userIds.map((id) => JSON.stringify([id])), to, from, options.limit ?? 500],
  );
  if (rows.length === 0) return [];
  const meetings = await em.find(Meeting, { id: { $in: rows.map((row) => row.id) } });
  return meetings.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
}

/** Each application's next interview (not cancelled, not over yet at `now`), by application id. */
export async function nextInterviews(em: EntityManager, applicationIds: readonly string[], now: Date): Promise<Map<string, Meeting>> {
  const result = new Map<string, Meeting>();
  if (applicationIds.length === 0) return result;
  const meetings = await em.find(
    Meeting,
    { applicationId: { $in: [...applicationIds] }, cancelledAt: null, endsAt: { $gt: now } },
    { orderBy: { startsAt: 'asc' } },
  );
  for (const meeting of meetings)
    if (meeting.applicationId && !result.has(meeting.applicationId)) result.set(meeting.applicationId, meeting);
  return result;
}

/** Meetings whose day-before or hour-before reminder is due at `now` (not cancelled, not started). */
export async function meetingsToRemind(
  em: EntityManager,
  now: Date,
  limit: number,
): Promise<Array<{ meeting: Meeting; which: 'day' | 'hour' }>> {
  const hour = new Date(now.getTime() + 60 * 60 * 1000);
  const day = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const meetings = await em.find(
    Meeting,
    {
      cancelledAt: null,
      startsAt: { $gt: now, $lte: day },
      $or: [{ remindedDayAt: null }, { remindedHourAt: null, startsAt: { $lte: hour } }],
    },
    // SKIP LOCKED: a meeting a colleague is changing right now is reminded on the next run.
    { orderBy: { startsAt: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
  );
  const due: Array<{ meeting: Meeting; which: 'day' | 'hour' }> = [];
  for (const meeting of meetings) {
    // Within the hour: the hour's reminder only (the day's would say the same a minute apart).
    if (meeting.startsAt <= hour) {
      if (!meeting.remindedHourAt) due.push({ meeting, which: 'hour' });
    } else if (!meeting.remindedDayAt) due.push({ meeting, which: 'day' });
  }
  return due;
}
