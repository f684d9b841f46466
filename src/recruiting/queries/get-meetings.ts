import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../shared/domain/domain-error.js';
import { settingsOf } from '../domain/candidate-records.repository.js';
import { Meeting } from '../domain/meeting.entity.js';
import { MeetingErrors } from '../domain/meeting.errors.js';
import { meetingsOfPeople, requireMeeting } from '../domain/meeting.repository.js';
import { MEETINGS_RANGE_DAYS, rangeBound } from '../domain/meeting.rules.js';
import { checkRecruitingAccess, mayRecruit, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { candidateNames } from '../services/meetings.js';
import { meetingViews, type MeetingView } from './meeting-views.js';

export type MeetingsFilter =
  /** The caller's meetings overlapping [from, to): ISO moments or days in the company's zone. */
  | { from: string; to: string }
  /** One meeting (the answer of a write): its participants, and for an interview anyone with "candidates-view". */
  | { meetingId: string }
  /** An application's or a candidate's interviews (right "candidates-view"). */
  | { candidateId: string };

/** `get_meetings`: the caller's meetings in a range, cancelled ones too (`cancelled: true`), by start. */
export class GetMeetingsQuery extends Query<MeetingView[]> {
  constructor(
    readonly access: RecruitingAccess,
    readonly filter: MeetingsFilter,
  ) {
    super();
  }
}

const rangeError = (field: 'from' | 'to') =>
  DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { [field]: 'recruiting.meetingsRange' });

@QueryHandler(GetMeetingsQuery)
export class GetMeetingsHandler implements IQueryHandler<GetMeetingsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, filter }: GetMeetingsQuery): Promise<MeetingView[]> {
    checkRecruitingAccess(access, 'member');
    const em = this.em.fork();
    const { companyId, userId } = access;
    let meetings: Meeting[];
    if ('meetingId' in filter) {
      const meeting = await requireMeeting(em, companyId, filter.meetingId);
      const sees = meeting.participantIds.includes(userId) || (meeting.applicationId !== null && mayRecruit(access, 'view'));
      if (!sees) throw MeetingErrors.notFound();
      meetings = [meeting];
    } else if ('candidateId' in filter) {
      checkRecruitingAccess(access, 'view');
      meetings = await em.find(Meeting, { companyId, candidateId: filter.candidateId }, { orderBy: { startsAt: 'desc' }, limit: 50 });
    } else {
      const zone = (await settingsOf(em, companyId)).timeZone;
      const from = rangeBound(filter.from, zone);
      if (!from) throw rangeError('from');
      const to = rangeBound(filter.to, zone);
      if (!to || to <= from || to.getTime() - from.getTime() > MEETINGS_RANGE_DAYS * 24 * 3600_000) throw rangeError('to');
      meetings = await meetingsOfPeople(em, companyId, [userId], from, to, { withCancelled: true });
    }
    return meetingViews(
      this.queries,
      meetings,
      await candidateNames(
        em,
        meetings.map((meeting) => meeting.candidateId),
      ),
    );
  }
}
