import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { CandidateLang } from '../../shared/contract/recruiting.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { findApplication } from '../domain/application.repository.js';
import { findCandidate } from '../domain/candidate.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { draftLetter, findReason } from '../services/rejections.js';

/**
 * `get_rejection_letter`: the letter a rejection with this reason would send, filled in the
 * candidate's language, for the colleague to read and edit before rejecting. `to`: where it goes
 * (null: the candidate has no e-mail, nothing can be sent).
 */
export class GetRejectionLetterQuery extends Query<{ subject: string; body: string; lang: CandidateLang; to: string | null }> {
  constructor(
    readonly access: RecruitingAccess,
    readonly applicationId: string,
    readonly reasonId: number,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetRejectionLetterQuery)
export class GetRejectionLetterHandler implements IQueryHandler<GetRejectionLetterQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, applicationId, reasonId, lang }: GetRejectionLetterQuery) {
    checkRecruitingAccess(access, 'manage');
    const em = this.em.fork();
    const application = await findApplication(em, access.companyId, applicationId);
    const reason = await findReason(em, reasonId);
    const candidate = await findCandidate(em, access.companyId, application.candidateId);
    return { ...(await draftLetter(this.queries, application, candidate, reason, lang)), to: candidate.letterAddress };
  }
}
