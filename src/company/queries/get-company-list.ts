import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { CompanyListSort } from '../../shared/contract/company.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { isCompanyRole } from '../domain/company-policy.js';
import { roleView, statusView, type NamedId, type RoleView } from './company-view.js';

// The tabs are one list with the web (src/shared/contract/company.ts).
export { COMPANY_LIST_SORTS, type CompanyListSort } from '../../shared/contract/company.js';

export interface CompanyListItem {
  id: string;
  name: string;
  role: RoleView;
  status: NamedId;
  /** Only in the `transfer` tab: the pending offer. */
  transfer?: { email: string; option: string; date: string; expires: string };
}

/**
 * `get_companyList`: the caller's live companies for one tab. `transfer` lists the companies the
 * caller, as their owner, offered to someone else while the offer is pending (with the recipient's
 * e-mail and the date); such a company shows there only. An offer that is not the owner's (an
 * administrator's from before transfer was the owner's alone) is void and shows nowhere. `my` holds
 * the rest they have not archived, `archive` what they have.
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
    const rows = await this.em.getConnection().execute<
      Array<{
        id: string;
        name: string;
        role: string;
        status_id: number;
        to_email: string | null;
        option: string | null;
        offered_at: Date | null;
        expires_at: Date | null;
      }>
    >(
      `select c.id, c.name, m.role, c.status_id, t.to_email, t.option, t.created_at as offered_at, t.expires_at
         from company_membership m join company c on c.id = m.company_id
         left join company_transfer t on t.company_id = c.id and t.from_user_id = m.user_id and m.role = 'owner' and t.expires_at > now()
        where m.user_id = ? and m.status = 'confirmed' and not c.is_del
          and ${sort === 'transfer' ? 't.id is not null' : `t.id is null and m.archived_at is ${sort === 'archive' ? 'not ' : ''}null`}
        order by ${sort === 'transfer' ? 't.created_at desc,' : ''} c.created_at desc, c.id`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: roleView(isCompanyRole(row.role) ? row.role : 'user', lang),
      status: statusView(row.status_id, lang),
      ...(sort === 'transfer' && row.to_email
        ? {
            transfer: {
              email: row.to_email,
              option: row.option ?? '',
              date: new Date(row.offered_at!).toISOString(),
              expires: new Date(row.expires_at!).toISOString(),
            },
          }
        : {}),
    }));
  }
}
