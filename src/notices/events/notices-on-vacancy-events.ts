import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { GetVacancyTitlesQuery, VacancyApprovalAnswered, VacancySentForApproval } from '../../profiling/profiling.contract.js';
import { recordNotices } from './record-notices.js';

type VacancyEvent = VacancySentForApproval | VacancyApprovalAnswered;

/**
 * A vacancy's approval as notifications: each approver is asked (the link opens the approval
 * screen), and the author hears every answer (approved, published, or declined with the comment).
 */
@EventsHandler(VacancySentForApproval, VacancyApprovalAnswered)
export class NoticesOnVacancyEvents implements IEventHandler<VacancyEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: VacancyEvent): Promise<void> {
    const [companies, titles, people] = await Promise.all([
      this.queries.execute(new GetCompanyNamesQuery([event.companyId])),
      this.queries.execute(new GetVacancyTitlesQuery([event.vacancyId])),
      this.queries.execute(new GetAccountContactsQuery([event.byUserId])),
    ]);
    const title = titles.get(event.vacancyId);
    const params = {
      company: companies.get(event.companyId) ?? '',
      company_id: event.companyId,
      vacancy: title?.name ?? '',
      number: title?.number ?? null,
      person: people.get(event.byUserId)?.displayName ?? '',
    };
    if (event instanceof VacancySentForApproval) {
      const link = `/vacancy-approval/${event.companyId}/${event.vacancyId}`;
      await recordNotices(
        this.em,
        event,
        event.approverUserIds.map((userId) => ({ userId, kind: 'vacancy_approval_request' as const, params, link })),
      );
      return;
    }
    await recordNotices(this.em, event, [
      {
        userId: event.authorUserId,
        kind: 'vacancy_answered',
        params: { ...params, outcome: event.outcome, comment: event.comment },
        link: '/vacancies',
      },
    ]);
  }
}
