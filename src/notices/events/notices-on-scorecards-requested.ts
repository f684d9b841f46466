import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import { GetCandidateNamesQuery, GetMeetingSummaryQuery, ScorecardsRequested } from '../../recruiting/recruiting.contract.js';
import { recordNotices } from './record-notices.js';

/**
 * An interview ended: each interviewer asked for a scorecard gets a notice (kind `scorecard_request`:
 * the candidate's name and the interview's title), opening the candidate's page, where the form is.
 */
@EventsHandler(ScorecardsRequested)
export class NoticesOnScorecardsRequested implements IEventHandler<ScorecardsRequested> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: ScorecardsRequested): Promise<void> {
    const meeting = await this.queries.execute(new GetMeetingSummaryQuery(event.meetingId));
    if (!meeting || meeting.cancelled) return;
    const [companies, candidates] = await Promise.all([
      this.queries.execute(new GetCompanyNamesQuery([event.companyId])),
      this.queries.execute(new GetCandidateNamesQuery([event.candidateId])),
    ]);
    const named = candidates.get(event.candidateId);
    const params = {
      company: companies.get(event.companyId) ?? '',
      company_id: event.companyId,
      candidate: named?.companyId === event.companyId ? named.name : '',
      candidate_id: event.candidateId,
      title: meeting.title,
      meeting_id: event.meetingId,
    };
    const link = `/personne/candidate/${event.candidateId}?scorecard=${event.meetingId}`;
    await recordNotices(
      this.em,
      event,
      event.authorIds.map((userId) => ({ userId, kind: 'scorecard_request' as const, params, link })),
    );
  }
}
