import { Inject } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyMembershipQuery, GetCompanyMembersQuery, GetCompanyNamesQuery } from '../../company/company.contract.js';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { GetNoticeChoiceQuery } from '../../notices/notices.contract.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { storedId } from '../../shared/domain/id.js';
import { publicOrigin } from '../../shared/http/public-origin.js';
import { ApplicationWithdrawn } from '../domain/recruiting.events.js';
import { vacancyNames, vacancyTitle } from '../services/vacancies.js';

/**
 * The e-mail beside the bell's `application_withdrawn` notice: every member whose rights let them
 * see candidates, as the notice goes, each only when their settings keep the kind's e-mail on.
 * The letter names the vacancy and the company, never the candidate: it holds no personal data, so
 * an erasure of the candidate has no letter to take back. The job id is the event's and the
 * reader's, so a replayed event queues nothing twice.
 */
@EventsHandler(ApplicationWithdrawn)
export class MailRecruitersOnApplicationWithdrawn implements IEventHandler<ApplicationWithdrawn> {
  constructor(
    private readonly queries: QueryBus,
    private readonly notifications: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: ApplicationWithdrawn): Promise<void> {
    const members = await this.queries.execute(new GetCompanyMembersQuery(event.companyId));
    const readers: string[] = [];
    for (const member of members) {
      const membership = await this.queries.execute(new GetCompanyMembershipQuery(member.userId, storedId(event.companyId)));
      if (!membership?.actions.includes('viewCandidates')) continue;
      if ((await this.queries.execute(new GetNoticeChoiceQuery(member.userId, 'application_withdrawn'))).email) readers.push(member.userId);
    }
    if (readers.length === 0) return;
    const [companies, people, vacancies] = await Promise.all([
      this.queries.execute(new GetCompanyNamesQuery([event.companyId])),
      this.queries.execute(new GetAccountContactsQuery(readers)),
      vacancyNames(this.queries, event.companyId, [event.vacancyId]),
    ]);
    const vars = {
      company: companies.get(event.companyId) ?? '',
      vacancy: vacancyTitle(vacancies.get(event.vacancyId)),
      url: `${publicOrigin(this.config)}/personne/vacancy/${event.vacancyId}`,
    };
    for (const userId of readers) {
      const reader = people.get(userId);
      if (!reader) continue;
      await this.notifications.send({
        id: `${event.eventId}.application_withdrawn.${userId}`,
        template: 'email.application-withdrawn',
        to: reader.email,
        lang: reader.lang,
        vars,
      });
    }
  }
}
