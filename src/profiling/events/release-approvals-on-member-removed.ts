import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { CompanyMemberRemoved, CompanyTransferred, GetCompanyMembershipQuery } from '../../company/company.contract.js';
import { approvalRound } from '../domain/vacancy.repository.js';
import { Vacancy } from '../domain/vacancy.entity.js';
import { storedId } from '../../shared/domain/id.js';

/**
 * A colleague who leaves the company can no longer answer, so a vacancy waiting for them would stay
 * under approval for good (and the author could not send it again). Their pending request is
 * withdrawn (Vacancy.withdrawRequest): the vacancy is published or returned when that settles its
 * round. Answers already given stay.
 * A transfer that leaves the former owner without access (no_access, remove_from_list) counts too.
 */
@EventsHandler(CompanyMemberRemoved, CompanyTransferred)
export class ReleaseApprovalsOnMemberRemoved implements IEventHandler<CompanyMemberRemoved | CompanyTransferred> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: CompanyMemberRemoved | CompanyTransferred): Promise<void> {
    const userId = event instanceof CompanyMemberRemoved ? event.userId : event.fromUserId;
    // Still a member (e.g. a transfer with full rights kept): nothing to withdraw.
    if (await this.queries.execute(new GetCompanyMembershipQuery(userId, storedId(event.companyId)))) return;
    const byUserId = event instanceof CompanyMemberRemoved ? event.byUserId : event.toUserId;
    // Inside the relay's transaction for this handler (its work and its inbox row commit together).
    await this.em.transactional(async (tx) => {
      const waiting = await tx.getConnection().execute<{ vacancy_id: string }[]>(
        `select a.vacancy_id from profiling_vacancy_approver a join profiling_vacancy v on v.id = a.vacancy_id
          where v.company_id = ? and v.status = 'approval' and a.user_id = ? and a.decision is null`,
        [event.companyId, userId],
      );
      for (const { vacancy_id } of waiting) {
        // The same lock as an answer's: an approval arriving meanwhile is seen, and only one side publishes.
        const vacancy = await tx.findOneOrFail(Vacancy, { id: vacancy_id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        const withdrawn = vacancy.withdrawRequest(userId, await approvalRound(tx, vacancy.id), byUserId, new Date());
        if (withdrawn) tx.remove(withdrawn);
      }
      await tx.flush();
    });
  }
}
