import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { findApplication } from '../domain/application.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { applicationViews, type ApplicationView } from './read/views.js';

/** One application as it is now, with its history (the answer of the writes, and of a stale move's 409). */
export class GetApplicationQuery extends Query<ApplicationView> {
  constructor(
    readonly access: RecruitingAccess,
    readonly applicationId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetApplicationQuery)
export class GetApplicationHandler implements IQueryHandler<GetApplicationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, applicationId, lang }: GetApplicationQuery): Promise<ApplicationView> {
    checkRecruitingAccess(access, 'view');
    const em = this.em.fork();
    const application = await findApplication(em, access.companyId, applicationId);
    const [view] = await applicationViews(em, this.queries, access.companyId, [application], lang);
    return view!;
  }
}
