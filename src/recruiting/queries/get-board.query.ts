import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { CandidateSource } from '../../shared/contract/recruiting.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { daysInStage } from '../domain/application.rules.js';
import type { Meeting } from '../domain/meeting.entity.js';
import { nextInterviews } from '../domain/meeting.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { ensureBoard } from '../services/stages.js';
import { companyVacancy, vacancyTitle } from '../services/vacancies.js';
import { stageView, type Named, type StageView } from './read/views.js';

export interface BoardCard {
  id: string;
  version: number;
  candidate: { id: string; name: string; lname: string };
  days_in_stage: number;
  source: CandidateSource;
  tags: string[];
  entered_at: string;
  /** The application's next interview (not cancelled, not over), or null. */
  next_interview: { id: string; title: string; starts_at: string; ends_at: string } | null;
}

export interface BoardView {
  vacancy: Named;
  stages: Array<StageView & { applications: BoardCard[] }>;
}

const interviewRef = (meeting: Meeting | undefined): BoardCard['next_interview'] =>
  meeting
    ? { id: meeting.id, title: meeting.title, starts_at: meeting.startsAt.toISOString(), ends_at: meeting.endsAt.toISOString() }
    : null;

/**
 * `get_board`: a vacancy's columns in order, each with its cards, longest waiting first. The board is
 * made on first use from the company's template (a read that seeds, once: ensureBoard).
 */
export class GetBoardQuery extends Query<BoardView> {
  constructor(
    readonly access: RecruitingAccess,
    readonly vacancyId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

interface CardRow {
  id: string;
  version: number;
  stage_id: string;
  candidate_id: string;
  name: string;
  lname: string;
  source: CandidateSource;
  tags: string[];
  entered_at: Date;
}

@QueryHandler(GetBoardQuery)
export class GetBoardHandler implements IQueryHandler<GetBoardQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, vacancyId, lang }: GetBoardQuery): Promise<BoardView> {
    checkRecruitingAccess(access, 'view');
    const { companyId, userId } = access;
    const vacancy = await companyVacancy(this.queries, companyId, vacancyId);
    const stages = await this.em.fork().transactional((tx) => ensureBoard(tx, this.queries, { companyId, userId, lang }, vacancy.id));
    // Time in stage from the history: the last move of each card. The card's source is the
    // application's own where it has one (an existing candidate who applied on the careers pages).
    const rows = await this.em.getConnection().execute<CardRow[]>(
      `select a.id, a.version, a.stage_id, c.id as candidate_id, c.name, c.lname, coalesce(a.source, c.source) as source, c.tags,
              (select max(m.at) from rc_application_move m where m.application_id = a.id) as entered_at
         from rc_application a join rc_candidate c on c.id = a.candidate_id
        where a.company_id = ? and a.vacancy_id = ?
        order by entered_at asc, a.id`,
      [companyId, vacancy.id],
    );
    const now = new Date();
    const interviews = await nextInterviews(
      this.em.fork(),
      rows.map((row) => row.id),
      now,
    );
    const byStage = new Map<string, BoardCard[]>(stages.map((stage) => [stage.id, []]));
    for (const row of rows) {
      const entered = new Date(row.entered_at);
      byStage.get(row.stage_id)?.push({
        id: row.id,
        version: row.version,
        candidate: { id: row.candidate_id, name: row.name, lname: row.lname },
        days_in_stage: daysInStage(entered, now),
        source: row.source,
        tags: row.tags,
        entered_at: entered.toISOString(),
        next_interview: interviewRef(interviews.get(row.id)),
      });
    }
    return {
      vacancy: { id: vacancy.id, name: vacancyTitle(vacancy) },
      stages: stages.map((stage) => ({ ...stageView(stage, lang), applications: byStage.get(stage.id) ?? [] })),
    };
  }
}
