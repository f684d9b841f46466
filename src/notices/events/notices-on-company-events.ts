import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import {
  CompanyEdited,
  CompanyMemberInvited,
  CompanyMemberRightsChanged,
  CompanyRegistered,
  CompanyTransferOffered,
  CompanyTransferred,
  GetCompanyNamesQuery,
} from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { recordNotices, type NoticeDraft } from './record-notices.js';

export const NOTICED_COMPANY_EVENTS = [CompanyRegistered, CompanyEdited, CompanyMemberInvited, CompanyMemberRightsChanged, CompanyTransferOffered, CompanyTransferred] as const;
export type NoticedCompanyEvent = InstanceType<(typeof NOTICED_COMPANY_EVENTS)[number]>;

/**
 * The company context's events as notifications: an invitation, changed rights, a transfer offered,
 * the new owner appointed and the former owner told. Registration, renaming and transfer also keep
 * `notice_company` (owner and name), which the verifiers' decisions are addressed by.
 */
@EventsHandler(...NOTICED_COMPANY_EVENTS)
export class NoticesOnCompanyEvents implements IEventHandler<NoticedCompanyEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: NoticedCompanyEvent): Promise<void> {
    if (event instanceof CompanyRegistered) {
      await this.em.execute('insert into notice_company (company_id, owner_id, name) values (?, ?, ?) on conflict (company_id) do nothing', [event.companyId, event.ownerId, event.data.name]);
      return;
    }
    if (event instanceof CompanyEdited) {
      const name = event.changes.name?.to;
      if (typeof name === 'string') await this.em.execute('update notice_company set name = ? where company_id = ?', [name, event.companyId]);
      return;
    }
    const company = (await this.queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
    await recordNotices(this.em, event, await this.drafts(event, company));
  }

  private async drafts(event: Exclude<NoticedCompanyEvent, CompanyRegistered | CompanyEdited>, company: string): Promise<NoticeDraft[]> {
    const companyId = event.companyId;
    if (event instanceof CompanyMemberInvited) {
      // The e-mailed link is how the invitation is accepted; the bell says who invited and to what.
      return [{ userId: event.userId, kind: 'company_invited', params: { company, company_id: companyId, role: event.role }, link: '/companies' }];
    }
    if (event instanceof CompanyMemberRightsChanged) {
      return [{ userId: event.userId, kind: 'rights_changed', params: { company, company_id: companyId }, link: '/companies' }];
    }
    if (event instanceof CompanyTransferOffered) {
      return [{ userId: event.toUserId, kind: 'transfer_offered', params: { company, company_id: companyId }, link: null }];
    }
    await this.em.execute('update notice_company set owner_id = ? where company_id = ?', [event.toUserId, companyId]);
    const people = await this.queries.execute(new GetAccountContactsQuery([event.toUserId]));
    const recipient = people.get(event.toUserId);
    return [
      { userId: event.toUserId, kind: 'owner_appointed', params: { company, company_id: companyId }, link: '/companies' },
      { userId: event.fromUserId, kind: 'transfer_accepted', params: { company, company_id: companyId, person: recipient?.displayName || recipient?.email || '' }, link: '/companies' },
    ];
  }
}
