import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetUserInfoQuery } from '../../identity/identity.contract.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { normalizeLang } from '../../shared/i18n/lang.js';
import { Company, Membership } from '../domain/company.entity.js';
import { CompanyDeleted } from '../domain/company.events.js';

/*
 * E-mails that follow a committed change of a company. They run in the worker from the outbox;
 * job ids come from the event id (and the person), so a replayed event queues nothing twice.
 */

/** Every other confirmed member learns that the owner deleted the company. */
@EventsHandler(CompanyDeleted)
export class MailMembersOnCompanyDeleted implements IEventHandler<CompanyDeleted> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly notifications: NotificationQueue,
  ) {}

  async handle(event: CompanyDeleted): Promise<void> {
    const em = this.em.fork();
    const company = await em.findOne(Company, { id: event.companyId });
    if (!company) return;
    // Memberships outlive the soft delete, so the members at the moment of deletion are still known.
    const members = await em.find(Membership, { company: event.companyId, status: 'confirmed', userId: { $ne: event.byUserId } });
    for (const member of members) {
      const person = await this.queries.execute(new GetUserInfoQuery(member.userId, 'ru'));
      await this.notifications.send({
        id: `${event.eventId}.company-deleted.${member.userId}`,
        template: 'email.company-deleted',
        to: person.email,
        lang: normalizeLang(person.lang),
        vars: { company: company.name },
      });
    }
  }
}
