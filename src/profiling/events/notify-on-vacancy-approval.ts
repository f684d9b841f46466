import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { Vacancy } from '../domain/vacancy.entity.js';
import { VacancyApprovalAnswered, VacancySentForApproval } from '../domain/vacancy.events.js';

/*
 * E-mails of a vacancy's approval, sent by the worker from the outbox after the change committed.
 * Job ids come from the event id (and the recipient), so a replayed event queues nothing twice.
 */

/** The vacancy's name for a subject line, or its number while it has none. */
function vacancyTitle(vacancy: Vacancy): string {
  return vacancy.name.trim() || `№ ${vacancy.number}`;
}

/** Each approver is asked, in their language, with the link to the approval screen. */
@EventsHandler(VacancySentForApproval)
export class NotifyApproversOnVacancySent implements IEventHandler<VacancySentForApproval> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly notifications: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: VacancySentForApproval): Promise<void> {
    const vacancy = await this.em.fork().findOne(Vacancy, { id: event.vacancyId });
    if (!vacancy) return;
    const company = (await this.queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
    const people = await this.queries.execute(new GetAccountContactsQuery([event.authorUserId, ...event.approverUserIds]));
    const author = people.get(event.authorUserId)?.displayName ?? '';
    const origin = new URL(this.config.publicUrl).origin;
    for (const approverId of event.approverUserIds) {
      const approver = people.get(approverId);
      if (!approver) continue;
      await this.notifications.send({
        id: `${event.eventId}.vacancy-approval-request.${approverId}`,
        template: 'email.vacancy-approval-request',
        to: approver.email,
        lang: approver.lang,
        vars: { company, vacancy: vacancyTitle(vacancy), author, url: `${origin}/vacancy-approval/${event.companyId}/${event.vacancyId}` },
      });
    }
  }
}

const TEMPLATE_OF_OUTCOME = {
  approval: 'email.vacancy-approved',
  published: 'email.vacancy-published',
  returned: 'email.vacancy-declined',
} as const;

/** The author learns of every answer: approved (others still to answer), published, or declined with the comment. */
@EventsHandler(VacancyApprovalAnswered)
export class NotifyAuthorOnVacancyAnswer implements IEventHandler<VacancyApprovalAnswered> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly notifications: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: VacancyApprovalAnswered): Promise<void> {
    const vacancy = await this.em.fork().findOne(Vacancy, { id: event.vacancyId });
    if (!vacancy) return;
    const company = (await this.queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
    const people = await this.queries.execute(new GetAccountContactsQuery([event.authorUserId, event.byUserId]));
    const author = people.get(event.authorUserId);
    if (!author) return;
    const origin = new URL(this.config.publicUrl).origin;
    await this.notifications.send({
      id: `${event.eventId}.vacancy-answer`,
      template: TEMPLATE_OF_OUTCOME[event.outcome],
      to: author.email,
      lang: author.lang,
      vars: {
        company,
        vacancy: vacancyTitle(vacancy),
        approver: people.get(event.byUserId)?.displayName ?? '',
        comment: event.comment ?? '',
        url: `${origin}/vacancies`,
      },
    });
  }
}
