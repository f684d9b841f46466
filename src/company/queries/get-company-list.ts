import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { isCompanyRole } from '../domain/company-policy.js';
import { roleView, statusView, type NamedId, type RoleView } from './company-view.js';

export const COMPANY_LIST_SORTS = ['my', 'transfer', 'archive'] as const;
export type CompanyListSort = (typeof COMPANY_LIST_SORTS)[number];

export interface CompanyListItem {
  id: string;
  name: string;
  role: RoleView;
  status: NamedId;
}

/**
 * `get_companyList`: the caller's live companies for one tab. `my` holds what they have not
 * archived, `archive` what they have; `transfer` lists companies the caller offered to someone
 * else, and stays empty until transfers exist.
 */
export class GetCompanyListQuery extends Query<CompanyListItem[]> {
  constructor(
    readonly userId: string,
    readonly sort: CompanyListSort,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetCompanyListQuery)
export class GetCompanyListHandler implements IQueryHandler<GetCompanyListQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, sort, lang }: GetCompanyListQuery): Promise<CompanyListItem[]> {
    if (sort === 'transfer') return [];
    const rows = await this.em.getConnection().execute<Array<{ id: string; name: string; role: string; status_id: number }>>(
      `select c.id, c.name, m.role, c.status_id
         from company_membership m join company c on c.id = m.company_id
        where m.user_id = ? and m.status = 'confirmed' and not c.is_del
          and (m.archived_at is ${sort === 'archive' ? 'not ' : ''}null)
        order by c.created_at desc, c.id`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: roleView(isCompanyRole(row.role) ? row.role : 'user', lang),
      status: statusView(row.status_id, lang),
    }));
  }
}
