import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { GetNoticeChoiceQuery } from '../../notices/notices.contract.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { publicOrigin } from '../../shared/http/public-origin.js';
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

/** What both letters need: the vacancy's title, the company's name, the people's contacts and the site's origin. */
async function mailFacts(em: EntityManager, queries: QueryBus, config: AppConfig, event: { vacancyId: string; companyId: string }, userIds: string[]) {
  const vacancy = await em.fork().findOne(Vacancy, { id: event.vacancyId });
  if (!vacancy) return null;
  const company = (await queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
  const people = await queries.execute(new GetAccountContactsQuery(userIds));
  return { title: vacancyTitle(vacancy), company, people, origin: publicOrigin(config) };
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
