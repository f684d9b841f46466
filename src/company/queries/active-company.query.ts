import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { isCompanyRole } from '../domain/company-policy.js';
import { ActiveCompany } from '../domain/company.entity.js';
import { rejectionView, roleView, statusView, type CompanyRejection, type NamedId, type RoleView } from './company-view.js';

/** `user_data.company`: the company the user works in right now. */
export interface ActiveCompanyView {
  id: string;
  name: string;
  status: NamedId;
  user: { role: RoleView };
  /** The verifier's reason while the company is rejected (status 3), else null. */
  rejection: CompanyRejection | null;
}

/**
 * The active company of a user's session. A session that never chose one continues with the
 * user's latest choice from any session (so signing in again lands where they left off); one that
 * called `logoutCompany` has none. A company that was deleted or left is never answered.
 */
export class GetActiveCompanyQuery extends Query<ActiveCompanyView | null> {
  constructor(
    readonly userId: string,
    readonly sessionId: string | null,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetActiveCompanyQuery)
export class GetActiveCompanyHandler implements IQueryHandler<GetActiveCompanyQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, sessionId, lang }: GetActiveCompanyQuery): Promise<ActiveCompanyView | null> {
    const own = sessionId ? await this.em.findOne(ActiveCompany, { sessionId, userId }) : null;
    const companyId = own
      ? own.companyId
      : ((await this.em.findOne(ActiveCompany, { userId, companyId: { $ne: null } }, { orderBy: { chosenAt: 'desc' } }))?.companyId ?? null);
    if (!companyId) return null;
    const [row] = await this.em.getConnection().execute<Array<{ id: string; name: string; status_id: number; role: string; rejection_code: string | null; rejection_reason: string | null }>>(
      `select c.id, c.name, c.status_id, m.role, c.rejection_code, c.rejection_reason
         from company c join company_membership m on m.company_id = c.id
        where c.id = ? and m.user_id = ? and m.status = 'confirmed' and not c.is_del`,
      [companyId, userId],
    );
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      status: statusView(row.status_id, lang),
      user: { role: roleView(isCompanyRole(row.role) ? row.role : 'user', lang) },
      rejection: rejectionView(row.status_id, row.rejection_code, row.rejection_reason, lang),
    };
  }
}
