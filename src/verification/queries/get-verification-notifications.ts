import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { COMPANY_STATUS } from '../../company/company.contract.js';

export interface VerificationNotice {
  id: string;
  name: string;
  update_date: string;
  kind: 'submitted' | 'resubmitted';
}

/**
 * `getVerificationNotifications` (the header's "Notifications" of spec 000, `verifier.notificationList`):
 * companies waiting for a check, newest submission first, at most 50. Cases share one SLA, so the
 * order of due times is the order of submissions, and the partial index on due_at serves it.
 */
export class GetVerificationNotificationsQuery extends Query<VerificationNotice[]> {}

@QueryHandler(GetVerificationNotificationsQuery)
export class GetVerificationNotificationsHandler implements IQueryHandler<GetVerificationNotificationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<VerificationNotice[]> {
    const rows = await this.em.execute<
      Array<{ company_id: string; name: string; submitted_at: Date | null; updated_at: Date; kind: string | null }>
    >(
      `select c.company_id, c.name, c.submitted_at, c.updated_at,
              (select h.kind from verification_history h
                where h.company_id = c.company_id and h.kind in ('submitted', 'resubmitted')
                order by h.at desc, h.id desc limit 1) as kind
         from verification_company c
        where c.status_id = ?
        order by c.due_at desc nulls last
        limit 50`,
      [COMPANY_STATUS.underConsideration],
    );
    return rows.map((row) => ({
      id: row.company_id,
      name: row.name,
      update_date: new Date(row.submitted_at ?? row.updated_at).toISOString(),
      kind: row.kind === 'resubmitted' ? 'resubmitted' : 'submitted',
    }));
  }
}
