import { cleanText } from '../../shared/domain/clean-text.js';
import { MeetingErrors } from './meeting.errors.js';
import { zoneOffsetMinutes } from './rejection.rules.js';

export const MEETING_LIMITS = { titleLength: 200, participants: 30, linkLength: 500, maxHours: 12, maxDaysAhead: 366 } as const;

/** What a colleague sends for a meeting (add_meeting, update_meeting), as typed. */
export interface MeetingFields {
  title: string;
  /** ISO 8601 date-time with its offset (`Z` or `±hh:mm`): a moment, never a wall-clock guess. */
  startsAt: string;
  endsAt: string;
  officeId: string | null;
  /** The office's address text, looked up by the command (null for a link). */
  location: string | null;
  link: string | null;
  participantIds: readonly string[];
  inviteCandidate: boolean;
}

export interface CheckedMeetingFields {
  title: string;
  startsAt: Date;
  endsAt: Date;
  officeId: string | null;
  location: string | null;
  link: string | null;
  participantIds: string[];
  inviteCandidate: boolean;
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO date-time with its offset as a moment; null for anything else (a local time has no meaning here). */
export function parseMoment(value: string): Date | null {
  if (!ISO_WITH_OFFSET.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An https (or http) address a browser opens: the video link. */
export function isMeetingLink(value: string): boolean {
  if (value.length > MEETING_LIMITS.linkLength) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The fields checked and normalized: a title, a start from a day ago to a year ahead, an end after it
 * within 12 hours, an office or a link (exactly one), colleagues only (each once, the organizer
 * first, added when missing).
 */
export function checkedMeetingFields(
  fields: MeetingFields,
  organizerId: string,
  colleagues: ReadonlySet<string>,
  now: Date,
): CheckedMeetingFields {
  const title = cleanText(fields.title).replace(/\s+/g, ' ').trim();
  if (!title) throw MeetingErrors.titleRequired();
  if (title.length > MEETING_LIMITS.titleLength) throw MeetingErrors.titleTooLong();
  const startsAt = parseMoment(fields.startsAt);
  const day = 24 * 60 * 60 * 1000;
  if (!startsAt || startsAt.getTime() < now.getTime() - day || startsAt.getTime() > now.getTime() + MEETING_LIMITS.maxDaysAhead * day)
    throw MeetingErrors.startsAt();
  const endsAt = parseMoment(fields.endsAt);
  if (!endsAt || endsAt <= startsAt || endsAt.getTime() - startsAt.getTime() > MEETING_LIMITS.maxHours * 60 * 60 * 1000)
    throw MeetingErrors.endsAt();
  const officeId = fields.officeId?.trim() || null;
  const link = fields.link?.trim() || null;
  if ((officeId === null) === (link === null)) throw MeetingErrors.place();
  if (link !== null && !isMeetingLink(link)) throw MeetingErrors.link();
  const participantIds = [organizerId, ...fields.participantIds.filter((id) => id !== organizerId)];
  const unique = [...new Set(participantIds)];
  if (unique.length > MEETING_LIMITS.participants) throw MeetingErrors.tooManyParticipants();
  if (unique.some((id) => !colleagues.has(id))) throw MeetingErrors.participants();
  return {
    title,
    startsAt,
    endsAt,
    officeId,
    location: officeId === null ? null : fields.location,
    link,
    participantIds: unique,
    inviteCandidate: fields.inviteCandidate,
  };
}

/** Two meetings overlap when each starts before the other ends (back to back is no overlap). */
export function overlaps(a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

export interface BusyMeeting {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  participantIds: readonly string[];
}

export interface MeetingConflict {
  userId: string;
  meetingId: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Who of `participantIds` already has another meeting at that time: one entry per person and
 * meeting, the meeting being changed (`exceptId`) left out, by start.
 */
export function conflictsOf(
  planned: { startsAt: Date; endsAt: Date; participantIds: readonly string[]; exceptId?: string | null },
  others: readonly BusyMeeting[],
): MeetingConflict[] {
  const result: MeetingConflict[] = [];
  for (const other of [...others].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    if (other.id === planned.exceptId || !overlaps(planned, other)) continue;
    for (const userId of planned.participantIds) {
      if (other.participantIds.includes(userId))
        result.push({ userId, meetingId: other.id, title: other.title, startsAt: other.startsAt, endsAt: other.endsAt });
    }
  }
  return result;
}

/** A time zone the runtime knows (IANA name), for the company's setting. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const DEFAULT_TIME_ZONE = 'Europe/Kyiv';

/** The moment a calendar day (YYYY-MM-DD) starts in `zone`; null for no such day. */
export function dayStart(day: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const guess = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const check = new Date(guess);
  if (check.toISOString().slice(0, 10) !== day) return null;
  // The offset at the local midnight itself (a clock change may fall between UTC and local midnight).
  const first = guess - zoneOffsetMinutes(check, zone) * 60_000;
  return new Date(guess - zoneOffsetMinutes(new Date(first), zone) * 60_000);
}

/** A bound of get_meetings: an ISO moment with its offset, or a day (its start in the company's zone). */
export function rangeBound(value: string, zone: string): Date | null {
  return parseMoment(value) ?? dayStart(value, zone);
}

/** get_meetings reads at most this many days at once (the month calendar shows six weeks). */
export const MEETINGS_RANGE_DAYS = 93;
