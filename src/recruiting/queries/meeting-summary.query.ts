import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Meeting } from '../domain/meeting.entity.js';

/** What another context may show of a meeting (a reminder's notice): no access check, the caller admits. */
export interface MeetingSummary {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  applicationId: string | null;
  candidateId: string | null;
  participantIds: string[];
  cancelled: boolean;
}

export class GetMeetingSummaryQuery extends Query<MeetingSummary | null> {
  constructor(readonly meetingId: string) {
    super();
  }
}

@QueryHandler(GetMeetingSummaryQuery)
export class GetMeetingSummaryHandler implements IQueryHandler<GetMeetingSummaryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ meetingId }: GetMeetingSummaryQuery): Promise<MeetingSummary | null> {
    const meeting = await this.em.fork().findOne(Meeting, { id: meetingId });
    if (!meeting) return null;
    return {
      id: meeting.id,
      title: meeting.title,
      startsAt: meeting.startsAt,
      endsAt: meeting.endsAt,
      timeZone: meeting.timeZone,
      applicationId: meeting.applicationId ?? null,
      candidateId: meeting.candidateId ?? null,
      participantIds: [...meeting.participantIds],
      cancelled: meeting.cancelledAt != null,
    };
  }
}
