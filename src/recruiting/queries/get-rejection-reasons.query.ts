import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { RejectionSide } from '../../shared/contract/recruiting.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RejectionReason } from '../domain/rejection.entity.js';

export interface ReasonView {
  id: number;
  code: string;
  side: RejectionSide;
  name: string;
}

/** `get_rejection_reasons`: ours first, then theirs, named in the reader's language. */
export class GetRejectionReasonsQuery extends Query<ReasonView[]> {
  constructor(
    readonly access: RecruitingAccess,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetRejectionReasonsQuery)
export class GetRejectionReasonsHandler implements IQueryHandler<GetRejectionReasonsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, lang }: GetRejectionReasonsQuery): Promise<ReasonView[]> {
    checkRecruitingAccess(access, 'view');
    const reasons = await this.em.fork().find(RejectionReason, {}, { orderBy: { sort: 'asc' } });
    return reasons.map((reason) => ({ id: reason.id, code: reason.code, side: reason.side, name: reason.nameIn(lang) }));
  }
}
