import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import type { CandidateLang, PublicApplicationState } from '../../shared/contract/recruiting.js';
import { Application } from '../domain/application.entity.js';
import { PublicApplication } from '../domain/public-application.entity.js';
import { isStatusToken, publicState } from '../domain/public-application.rules.js';
import { RejectionLetter } from '../domain/rejection.entity.js';
import { boardStages } from '../domain/stage.repository.js';
import { companyVacancy, vacancyTitle } from '../services/vacancies.js';

/** What the candidate's status page shows: never a stage's name, a note or who moved the card. */
export interface PublicApplicationView {
  applicationId: string;
  companyId: string;
  company: string;
  vacancyId: string;
  vacancy: string;
  /** ISO moment of the application. */
  appliedAt: string;
  state: PublicApplicationState;
  /** The page's language when the candidate applied. */
  lang: CandidateLang;
  /** ISO moment the candidate withdrew, or null. */
  withdrawnAt: string | null;
  /** Still open: the page offers "withdraw". */
  open: boolean;
  /** The decision letter once it went (its moment passed and the queue took it), as it was written, in its language. */
  letter: { subject: string; body: string; sentAt: string; lang: CandidateLang } | null;
}

/**
 * The application a status link names (`/application/<token>`), or null for a token that names none
 * (malformed, unknown, or its candidate erased: the erasure deletes the link). The token is looked up
 * by its hash; nothing of the company's internals leaves: the state is public-application.rules.ts'.
 */
export class GetPublicApplicationQuery extends Query<PublicApplicationView | null> {
  constructor(readonly token: string) {
    super();
  }
}

@QueryHandler(GetPublicApplicationQuery)
export class GetPublicApplicationHandler implements IQueryHandler<GetPublicApplicationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token }: GetPublicApplicationQuery): Promise<PublicApplicationView | null> {
    if (!isStatusToken(token)) return null;
    const em = this.em.fork();
    const link = await em.findOne(PublicApplication, { tokenHash: PublicApplication.hashOf(token) });
    if (!link) return null;
    const application = await em.findOne(Application, { id: link.applicationId, companyId: link.companyId });
    if (!application) return null;
    const [stages, letter, vacancy, names] = await Promise.all([
      boardStages(em, link.companyId, application.vacancyId),
      em.findOne(RejectionLetter, { applicationId: application.id, queuedAt: { $ne: null }, sendAt: { $lte: new Date() } }),
      companyVacancy(this.queries, link.companyId, application.vacancyId).catch(() => undefined),
      this.queries.execute(new GetCompanyNamesQuery([link.companyId])),
    ]);
    return {
      applicationId: application.id,
      companyId: link.companyId,
      company: names.get(link.companyId) ?? '',
      vacancyId: application.vacancyId,
      vacancy: vacancyTitle(vacancy),
      appliedAt: application.createdAt.toISOString(),
      state: publicState(stages, application.stageId, application.status),
      lang: link.lang,
      withdrawnAt: link.withdrawnAt?.toISOString() ?? null,
      open: application.isOpen(),
      letter: letter ? { subject: letter.subject, body: letter.body, sentAt: letter.sendAt.toISOString(), lang: letter.lang } : null,
    };
  }
}
