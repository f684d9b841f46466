import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GetNoticeChoiceQuery } from '../../notices/notices.contract.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { VacancySentForApproval } from '../domain/vacancy.events.js';
import { mailFacts } from './vacancy-approval-mail.js';

/*
 * E-mails of a vacancy's approval, sent by the worker from the outbox after the change committed.
 * Job ids come from the event id (and the recipient), so a replayed event queues nothing twice.
 */

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
    const facts = await mailFacts(this.em, this.queries, this.config, event, [event.authorUserId, ...event.approverUserIds]);
    if (!facts) return;
    const { title, company, people, origin } = facts;
    const author = people.get(event.authorUserId)?.displayName ?? '';
    for (const approverId of event.approverUserIds) {
      const approver = people.get(approverId);
      if (!approver) continue;
      if (!(await this.queries.execute(new GetNoticeChoiceQuery(approverId, 'vacancy_approval_request'))).email) continue;
      await this.notifications.send({
        id: `${event.eventId}.vacancy-approval-request.${approverId}`,
        template: 'email.vacancy-approval-request',
        to: approver.email,
        lang: approver.lang,
        vars: { company, vacancy: title, author, url: `${origin}/vacancy-approval/${event.companyId}/${event.vacancyId}` },
      });
    }
  }
}
