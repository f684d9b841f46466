import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { meetingsOfPeople } from '../domain/meeting.repository.js';
import { conflictsOf, parseMoment } from '../domain/meeting.rules.js';
import { MeetingErrors } from '../domain/meeting.errors.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import type { PersonRef } from './task-views.js';

export interface MeetingConflictView {
  user: PersonRef;
  /** The other meeting: its title only when the caller takes part in it too (a colleague's diary stays theirs). */
  meeting: { id: string; title: string | null; starts_at: string; ends_at: string };
}

/**
 * `check_meeting_conflicts`: who of the participants (the caller included) already has a meeting
 * overlapping the time; `meeting_id` leaves the meeting being changed out. The dialog shows the
 * answer and saves only when the user confirms.
 */
export class CheckMeetingConflictsQuery extends Query<MeetingConflictView[]> {
  constructor(
    readonly access: RecruitingAccess,
    readonly startsAt: string,
    readonly endsAt: string,
    readonly participantIds: readonly string[],
    readonly meetingId: string | null,
  ) {
    super();
  }
}

@QueryHandler(CheckMeetingConflictsQuery)
export class CheckMeetingConflictsHandler implements IQueryHandler<CheckMeetingConflictsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, startsAt, endsAt, participantIds, meetingId }: CheckMeetingConflictsQuery): Promise<MeetingConflictView[]> {
    checkRecruitingAccess(access, 'member');
    const start = parseMoment(startsAt);
    if (!start) throw MeetingErrors.startsAt();
    const end = parseMoment(endsAt);
    if (!end || end <= start) throw MeetingErrors.endsAt();
    const people = [...new Set([access.userId, ...participantIds])];
    const others = await meetingsOfPeople(this.em.fork(), access.companyId, people, start, end);
    const conflicts = conflictsOf({ startsAt: start, endsAt: end, participantIds: people, exceptId: meetingId }, others);
    const names = await this.queries.execute(new GetAccountContactsQuery([...new Set(conflicts.map((c) => c.userId))]));
    const byId = new Map(others.map((meeting) => [meeting.id, meeting]));
    return conflicts.map((conflict) => ({
      user: { id: conflict.userId, name: names.get(conflict.userId)?.displayName ?? '' },
      meeting: {
        id: conflict.meetingId,
        title: byId.get(conflict.meetingId)?.participantIds.includes(access.userId) ? conflict.title : null,
        starts_at: conflict.startsAt.toISOString(),
        ends_at: conflict.endsAt.toISOString(),
      },
    }));
  }
}
