import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GetNoticeChoiceQuery } from '../../notices/notices.contract.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { VacancyApprovalAnswered } from '../domain/vacancy.events.js';
import { mailFacts } from './vacancy-approval-mail.js';

/*
 * E-mails of a vacancy's approval, sent by the worker from the outbox after the change committed.
 * Job ids come from the event id (and the recipient), so a replayed event queues nothing twice.
 */

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
    const facts = await mailFacts(this.em, this.queries, this.config, event, [event.authorUserId, event.byUserId]);
    if (!facts) return;
    const { title, company, people, origin } = facts;
    const author = people.get(event.authorUserId);
    if (!author) return;
    if (!(await this.queries.execute(new GetNoticeChoiceQuery(event.authorUserId, 'vacancy_answered'))).email) return;
    await this.notifications.send({
      id: `${event.eventId}.vacancy-answer`,
      template: TEMPLATE_OF_OUTCOME[event.outcome],
      to: author.email,
      lang: author.lang,
      vars: {
        company,
        vacancy: title,
        approver: people.get(event.byUserId)?.displayName ?? '',
        comment: event.comment ?? '',
        url: `${origin}/vacancies`,
      },
    });
  }
}
