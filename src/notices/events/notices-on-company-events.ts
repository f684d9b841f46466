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
import type { BatchEventsHandler } from '../../shared/outbox/batch-events-handler.js';
import { recordNotices, type NoticeDraft } from './record-notices.js';

export const NOTICED_COMPANY_EVENTS = [
  CompanyRegistered,
  CompanyEdited,
  CompanyMemberInvited,
  CompanyMemberRightsChanged,
  CompanyTransferOffered,
  CompanyTransferred,
] as const;
export type NoticedCompanyEvent = InstanceType<(typeof NOTICED_COMPANY_EVENTS)[number]>;
/** Those of them that write notices: registration and edits only keep `notice_company`. */
export const NOTICE_WRITING_COMPANY_EVENTS = [
  CompanyMemberInvited,
  CompanyMemberRightsChanged,
  CompanyTransferOffered,
  CompanyTransferred,
] as const;

/**
 * The company context's events as notifications: an invitation, changed rights, a transfer offered,
 * the new owner appointed and the former owner told. Registration, renaming and transfer also keep
 * `notice_company` (owner and name), which the verifiers' decisions are addressed by. Edits also
 * come in batches of the relay: their renames in one statement.
 */
@EventsHandler(...NOTICED_COMPANY_EVENTS)
export class NoticesOnCompanyEvents implements IEventHandler<NoticedCompanyEvent>, BatchEventsHandler<NoticedCompanyEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: NoticedCompanyEvent): Promise<void> {
    if (event instanceof CompanyRegistered) {
      await this.em.execute(
        'insert into notice_company (company_id, owner_id, name) values (?, ?, ?) on conflict (company_id) do nothing',
        [event.companyId, event.ownerId, event.data.name],
      );
      return;
    }
    if (event instanceof CompanyEdited) {
      const name = event.changes.name?.to;
      if (typeof name === 'string')
        await this.em.execute('update notice_company set name = ? where company_id = ?', [name, event.companyId]);
      return;
    }
    const company = (await this.queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
    await recordNotices(this.em, event, await this.drafts(event, company));
  }

  batches(event: NoticedCompanyEvent): boolean {
    return event instanceof CompanyEdited;
  }

  async handleBatch(events: NoticedCompanyEvent[]): Promise<void> {
    const renames: Array<{ company_id: string; name: string }> = [];
    for (const event of events) {
      if (!(event instanceof CompanyEdited)) {
        await this.handle(event);
        continue;
      }
      const name = event.changes.name?.to;
      if (typeof name === 'string') renames.push({ company_id: event.companyId, name });
    }
    if (renames.length === 0) return;
    // A company renamed twice in one batch (rows without an aggregate) keeps the later name, as in turn.
    const last = [...new Map(renames.map((rename) => [rename.company_id, rename])).values()];
    await this.em.execute(
      `update notice_company n set name = x.name
         from jsonb_to_recordset(?::jsonb) as x(company_id uuid, name text) where n.company_id = x.company_id`,
      [JSON.stringify(last)],
    );
  }

  private async drafts(event: Exclude<NoticedCompanyEvent, CompanyRegistered | CompanyEdited>, company: string): Promise<NoticeDraft[]> {
    const companyId = event.companyId;
    if (event instanceof CompanyMemberInvited) {
      // The e-mailed link is how the invitation is accepted; the bell says who invited and to what.
      return [
        { userId: event.userId, kind: 'company_invited', params: { company, company_id: companyId, role: event.role }, link: '/companies' },
      ];
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
      {
        userId: event.fromUserId,
        kind: 'transfer_accepted',
        params: { company, company_id: companyId, person: recipient?.displayName || recipient?.email || '' },
        link: '/companies',
      },
    ];
  }
}
