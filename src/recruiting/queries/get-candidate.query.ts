import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { CandidateLang } from '../../shared/contract/recruiting.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { Application } from '../domain/application.entity.js';
import { findCandidate } from '../domain/candidate.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RejectionLetter } from '../domain/rejection.entity.js';
import { GetMeetingsQuery } from './get-meetings.js';
import type { MeetingView } from './meeting-views.js';
import { GetCandidateRecordsQuery, type CandidateFileView, type NoteView } from './candidate-records.query.js';
import type { TaskView } from './task-views.js';
import { applicationViews, candidateView, peopleNames, type ApplicationView, type CandidateView } from './read/views.js';

export interface LetterView {
  id: string;
  application_id: string;
  lang: CandidateLang;
  to: string | null;
  subject: string;
  body: string;
  send_at: string;
  /** Null until the worker has put it in the e-mail queue. */
  queued_at: string | null;
  created_at: string;
}

/** The candidate's page: the profile, every application with its history, the letters sent (notes, tasks and files are added beside). */
export interface CandidateDetail extends CandidateView {
  applications: ApplicationView[];
  letters: LetterView[];
  notes: NoteView[];
  tasks: TaskView[];
  files: CandidateFileView[];
  /** Interviews of the candidate's applications, latest start first (cancelled ones flagged). */
  meetings: MeetingView[];
}

/** `get_candidate`: one of the company's candidates as their page shows them (404 CANDIDATE_NOT_FOUND). */
export class GetCandidateQuery extends Query<CandidateDetail> {
  constructor(
    readonly access: RecruitingAccess,
    readonly candidateId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetCandidateQuery)
export class GetCandidateHandler implements IQueryHandler<GetCandidateQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, candidateId, lang }: GetCandidateQuery): Promise<CandidateDetail> {
    checkRecruitingAccess(access, 'view');
    const em = this.em.fork();
    const candidate = await findCandidate(em, access.companyId, candidateId);
    const applications = await em.find(
      Application,
      { companyId: access.companyId, candidateId: candidate.id },
      { orderBy: { createdAt: 'desc' } },
    );
    const letters = await em.find(
      RejectionLetter,
      { companyId: access.companyId, candidateId: candidate.id },
      { orderBy: { createdAt: 'desc' } },
    );
    const people = await peopleNames(this.queries, [candidate.referrerId]);
    return {
      ...candidateView(candidate, people),
      applications: await applicationViews(em, this.queries, access.companyId, applications, lang),
      letters: letters.map((letter) => ({
        id: letter.id,
        application_id: letter.applicationId,
        lang: letter.lang,
        to: letter.to ?? null,
        subject: letter.subject,
        body: letter.body,
        send_at: letter.sendAt.toISOString(),
        queued_at: letter.queuedAt?.toISOString() ?? null,
        created_at: letter.createdAt.toISOString(),
      })),
      // Notes, tasks and CV files (candidate-records.query.ts).
      ...(await this.queries.execute(new GetCandidateRecordsQuery(access.companyId, candidate.id))),
      meetings: await this.queries.execute(new GetMeetingsQuery(access, { candidateId: candidate.id })),
    };
  }
}
