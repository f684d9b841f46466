import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { CompanyAction, OnboardingStep } from '../company.types.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { allowedActions, isCompanyRole } from '../domain/company-policy.js';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import { rejectionView, roleView, statusView, type CompanyRejection, type NamedId, type RoleView } from './company-view.js';

/** `user_data.company`: the company the user works in right now. */
export interface ActiveCompanyView {
  id: string;
  name: string;
  status: NamedId;
  user: { role: RoleView };
  /** The verifier's reason while the company is rejected (status 3), else null. */
  rejection: CompanyRejection | null;
  /** What the user may do in it (the permission matrix applied to their membership): home's actions. */
  actions: CompanyAction[];
  /** Spec 001 §2: 1 company data, 2 administrator, 3 done; a reload resumes the onboarding there. */
  onboarding_step: OnboardingStep;
  /** VERIFICATION_SLA_MINUTES: how long a verification takes at most, for the owner's texts. */
  verification_sla_minutes: number;
}

/**
 * The active company of a user's session. A session that never chose one continues with the
 * user's latest choice from any session (so signing in again lands where they left off); one that
 * called `logoutCompany` has none. A company that was deleted, left or archived by the user is never
 * answered (an archived company is in the user's Archive, not one to work in).
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

/**
 * One prepared statement (it runs on every signed-in screen and list read): the session's own
 * choice when it has one (a row without a company is an explicit logoutCompany), else the user's
 * latest choice of a company from any session; then the company, if still live and the user still
 * a confirmed member.
 */
export const ACTIVE_COMPANY = prepared(
  'company.active',
  `with own as (select company_id from company_active_choice where session_id = $2::uuid and user_id = $1::uuid),
        chosen as (
          select company_id from own
          union all
          (select company_id from company_active_choice
            where user_id = $1::uuid and company_id is not null and not exists (select 1 from own)
            order by chosen_at desc limit 1))
   select c.id, c.name, c.status_id, m.role, m.rights, c.rejection_code, c.rejection_reason, c.onboarding_step
     from chosen join company c on c.id = chosen.company_id
     join company_membership m on m.company_id = c.id and m.user_id = $1::uuid and m.status = 'confirmed' and m.archived_at is null
    where not c.is_del
    limit 1`,
);

@QueryHandler(GetActiveCompanyQuery)
export class GetActiveCompanyHandler implements IQueryHandler<GetActiveCompanyQuery> {
  constructor(
    private readonly sql: PreparedSql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, sessionId, lang }: GetActiveCompanyQuery): Promise<ActiveCompanyView | null> {
    const [row] = await this.sql.rows<{
      id: string;
      name: string;
      status_id: number;
      role: string;
      rights: string[] | null;
      rejection_code: string | null;
      rejection_reason: string | null;
      onboarding_step: number;
    }>(ACTIVE_COMPANY, [userId, sessionId]);
    if (!row) return null;
    const role = isCompanyRole(row.role) ? row.role : 'user';
    return {
      id: row.id,
      name: row.name,
      status: statusView(row.status_id, lang),
      user: { role: roleView(role, lang) },
      rejection: rejectionView(row.status_id, row.rejection_code, row.rejection_reason, lang),
      actions: allowedActions({ role, rights: row.rights ?? [] }),
      onboarding_step: row.onboarding_step as OnboardingStep,
      verification_sla_minutes: this.config.verificationSlaMinutes,
    };
  }
}
