import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { GetVacancyCompetenciesQuery, type VacancyCompetency } from '../../profiling/profiling.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { findApplication } from '../domain/application.repository.js';
import { Meeting } from '../domain/meeting.entity.js';
import { checkRecruitingAccess, mayRecruit, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';
import { Scorecard } from '../domain/scorecard.entity.js';
import { type Rating, type Recommendation, summarize, tally, visibleTo } from '../domain/scorecard.rules.js';

export interface ScorecardView {
  id: string;
  meeting_id: string;
  author: { id: string; name: string };
  ratings: Rating[];
  recommendation: Recommendation;
  comment: string | null;
  submitted_at: string;
}

export interface ScorecardsView {
  /** What the vacancy's profile asks to rate; `competency` is the key a rating names. */
  template: VacancyCompetency[];
  /** Submitted scorecards the caller may see. */
  scorecards: ScorecardView[];
  /** Colleagues' scorecards kept from an interviewer until they submit their own. */
  hidden: number;
  summary: Array<{ competency: string; name: string; average: number | null; count: number }>;
  recommendations: Record<Recommendation, number>;
  /** The caller's own interviews of the application: filled or still to fill. */
  mine: Array<{ meeting_id: string; title: string; ends_at: string; submitted: boolean }>;
}

/**
 * `get_scorecards`: an application's template and scorecards, as the caller may see them: a
 * colleague with the candidates' view sees them all; an interviewer sees colleagues' once their own
 * is in (domain/scorecard.rules.ts `visibleTo`). Anyone else: 403.
 */
export class GetScorecardsQuery extends Query<ScorecardsView> {
  constructor(
    readonly access: RecruitingAccess,
    readonly applicationId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetScorecardsQuery)
export class GetScorecardsHandler implements IQueryHandler<GetScorecardsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, applicationId, lang }: GetScorecardsQuery): Promise<ScorecardsView> {
    checkRecruitingAccess(access, 'member');
    const { companyId, userId } = access;
    const em = this.em.fork();
    const application = await findApplication(em, companyId, applicationId);
    const [cards, interviews] = await Promise.all([
      em.find(Scorecard, { applicationId: application.id, companyId }, { orderBy: { submittedAt: 'asc', id: 'asc' } }),
      em.find(Meeting, { applicationId: application.id, companyId, cancelledAt: null }, { orderBy: { startsAt: 'asc' } }),
    ]);
    const mine = interviews.filter((meeting) => meeting.participantIds.includes(userId));
    if (mine.length === 0 && !mayRecruit(access, 'view')) throw RecruitingErrors.forbidden();
    const template = await this.queries.execute(new GetVacancyCompetenciesQuery(companyId, application.vacancyId, lang));
    const { shown, hidden } = visibleTo(
      cards.map((card) => Object.assign(card, { submitted: card.submittedAt !== null && card.submittedAt !== undefined })),
      userId,
      mine.length > 0,
    );
    const people = await this.queries.execute(new GetAccountContactsQuery([...new Set(shown.map((card) => card.authorId))]));
    const names = new Map(template.map((item) => [item.competency, item.name]));
    return {
      template,
      scorecards: shown.map((card) => ({
        id: card.id,
        meeting_id: card.meetingId,
        author: { id: card.authorId, name: people.get(card.authorId)?.displayName ?? '' },
        ratings: card.ratings,
        recommendation: card.recommendation as Recommendation,
        comment: card.comment ?? null,
        submitted_at: card.submittedAt!.toISOString(),
      })),
      hidden,
      summary: summarize(
        template.map((item) => item.competency),
        shown.map((card) => card.ratings),
      ).map((row) => ({ ...row, name: names.get(row.competency) ?? '' })),
      recommendations: tally(shown.map((card) => card.recommendation as Recommendation)),
      mine: mine.map((meeting) => ({
        meeting_id: meeting.id,
        title: meeting.title,
        ends_at: meeting.endsAt.toISOString(),
        submitted: cards.some((card) => card.meetingId === meeting.id && card.authorId === userId && card.submittedAt),
      })),
    };
  }
}
