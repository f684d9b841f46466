import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { settingsOf } from '../domain/candidate-records.repository.js';
import type { SettingsValues } from '../domain/recruiting-settings.entity.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';

/** `get_recruiting_settings`: the company's values, the defaults where it set none (stale_days 5, retention_months 24). */
export class GetRecruitingSettingsQuery extends Query<SettingsValues> {
  constructor(readonly access: RecruitingAccess) {
    super();
  }
}

@QueryHandler(GetRecruitingSettingsQuery)
export class GetRecruitingSettingsHandler implements IQueryHandler<GetRecruitingSettingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access }: GetRecruitingSettingsQuery): Promise<SettingsValues> {
    checkRecruitingAccess(access, 'view');
    const { companyId } = access;
    return settingsOf(this.em.fork(), companyId);
  }
}
