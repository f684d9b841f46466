import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetOptionListsQuery } from '../../catalogue/catalogue.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { CompanyProfile } from '../domain/profile.entity.js';

/**
 * The names of the selection stages the company's profile lists (`s_selection_stages`, the
 * Personnel management step), in its order and in `lang`; empty while the step is not saved. The
 * recruiting context seeds a company's stage template from them. No access check: the asker admitted its caller.
 */
export class GetSelectionStagesQuery extends Query<string[]> {
  constructor(
    readonly companyId: string,
    readonly lang: Lang,
    /** The member asking (the catalogue shows a company's local items to its members). */
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetSelectionStagesQuery)
export class GetSelectionStagesHandler implements IQueryHandler<GetSelectionStagesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ companyId, lang, userId }: GetSelectionStagesQuery): Promise<string[]> {
    const profile = await this.em.fork().findOne(CompanyProfile, { companyId }, { fields: ['sSelectionStages'] });
    const ids = profile?.sSelectionStages ?? [];
    if (ids.length === 0) return [];
    const lists = await this.queries.execute(new GetOptionListsQuery(['s_selection_stages'], lang, { userId, companyId }));
    const names = new Map((lists.s_selection_stages ?? []).map((item) => [item.id, item.name]));
    return ids.map((id) => names.get(id) ?? '').filter((name) => name !== '');
  }
}
