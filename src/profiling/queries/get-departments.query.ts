import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { requireAccess } from '../services/access.js';
import { listDepartments, Names, type DepartmentView } from './read/profile-view.js';
import { type Id } from '../../shared/domain/id.js';

/** `tl_lists`: the departments of the company, names in the caller's language (any member reads). */
export class GetDepartmentsQuery extends Query<DepartmentView[]> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetDepartmentsQuery)
export class GetDepartmentsHandler implements IQueryHandler<GetDepartmentsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, lang }: GetDepartmentsQuery): Promise<DepartmentView[]> {
    await requireAccess(this.queries, userId, companyId, 'read');
    const names = await Names.load(this.queries, lang, { userId, companyId }, ['tl_lists']);
    return listDepartments(this.em, companyId, names);
  }
}
