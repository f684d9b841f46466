import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { requireAccess } from '../services/access.js';
import { departmentsComplete } from '../domain/profile.rules.js';
import { companyOffices, listDepartments, Names } from './read/profile-view.js';
import { type Id } from '../../shared/domain/id.js';

export interface DepartmentsCheck {
  complete: boolean;
  departments_without_address: Array<{ id: string; name: string }>;
  s_offices_count: number;
}

/** `check_departments_adresses`: whether the department stage is complete, and what is missing. */
export class CheckDepartmentsQuery extends Query<DepartmentsCheck> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(CheckDepartmentsQuery)
export class CheckDepartmentsHandler implements IQueryHandler<CheckDepartmentsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, lang }: CheckDepartmentsQuery): Promise<DepartmentsCheck> {
    await requireAccess(this.queries, userId, companyId, 'read');
    const departments = await listDepartments(
      this.em,
      companyId,
      await Names.load(this.queries, lang, { userId, companyId }, ['tl_lists']),
    );
    const offices = await companyOffices(this.em, this.queries, companyId, lang);
    const check = departmentsComplete(
      departments.map((item) => ({ hasAddress: item.has_address, managerSurname: item.manager_surname, managerName: item.manager_name })),
    );
    return {
      complete: check.complete,
      departments_without_address: check.incomplete.map((index) => ({ id: departments[index]!.id, name: departments[index]!.name })),
      s_offices_count: offices.length,
    };
  }
}
