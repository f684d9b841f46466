import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { requireAccess } from '../services/access.js';
import { findDepartment } from '../domain/profile.repository.js';
import { departmentView, Names, type DepartmentView } from './read/profile-view.js';
import { type Id } from '../../shared/domain/id.js';

/** One department of the company (404 DEPARTMENT_NOT_FOUND, also for other companies' ids). */
export class GetDepartmentQuery extends Query<DepartmentView> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly departmentId: Id,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetDepartmentQuery)
export class GetDepartmentHandler implements IQueryHandler<GetDepartmentQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, departmentId, lang }: GetDepartmentQuery): Promise<DepartmentView> {
    await requireAccess(this.queries, userId, companyId, 'read');
    const department = await findDepartment(this.em, companyId, departmentId);
    return departmentView(department, await Names.load(this.queries, lang, { userId, companyId }, ['tl_lists']));
  }
}
