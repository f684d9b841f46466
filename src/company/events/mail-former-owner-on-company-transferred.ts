import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetUserInfoQuery } from '../../identity/identity.contract.js';
import { GetNoticeChoiceQuery } from '../../notices/notices.contract.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { normalizeLang } from '../../shared/i18n/lang.js';
import { Company } from '../domain/company.entity.js';
import { CompanyTransferred } from '../domain/company.events.js';

/*
 * E-mails that follow a committed change of a company. They run in the worker from the outbox;
 * job ids come from the event id (and the person), so a replayed event queues nothing twice.
 */

/** The former owner learns that the recipient accepted. */
@EventsHandler(CompanyTransferred)
export class MailFormerOwnerOnCompanyTransferred implements IEventHandler<CompanyTransferred> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly notifications: NotificationQueue,
  ) {}

  async handle(event: CompanyTransferred): Promise<void> {
    const company = await this.em.fork().findOne(Company, { id: event.companyId });
    if (!company) return;
    if (!(await this.queries.execute(new GetNoticeChoiceQuery(event.fromUserId, 'transfer_accepted'))).email) return;
    const [former, recipient] = await Promise.all([
      this.queries.execute(new GetUserInfoQuery(event.fromUserId, 'ru')),
      this.queries.execute(new GetUserInfoQuery(event.toUserId, 'ru')),
    ]);
    const name = [recipient.name, recipient.lname].filter(Boolean).join(' ');
    await this.notifications.send({
      id: `${event.eventId}.company-transferred`,
      template: 'email.company-transfer-accepted',
      to: former.email,
      lang: normalizeLang(former.lang),
      vars: { company: company.name, recipient: name ? `${name} (${recipient.email})` : recipient.email },
    });
  }
}
