import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery, GetCompanyNamesQuery } from '../../company/company.contract.js';
import { CompanyRejected, CompanyRemovedByVerifier, CompanyVerified } from '../../verification/verification.contract.js';
import { recordNotices, type NoticeDraft } from './record-notices.js';

type Decision = CompanyVerified | CompanyRejected | CompanyRemovedByVerifier;

/**
 * A verifier's decision, told to the company's owner: verified (home opens the work), rejected with
 * the reason (the link opens the screen that fixes and resubmits), removed. The owner comes from
 * `notice_company`; a company this projection has not heard of yet is asked of the company context.
 */
@EventsHandler(CompanyVerified, CompanyRejected, CompanyRemovedByVerifier)
export class NoticesOnVerifierDecisions implements IEventHandler<Decision> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: Decision): Promise<void> {
    const ownerId = await this.ownerOf(event.companyId);
    if (!ownerId) return;
    const company = (await this.queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
    const params = { company, company_id: event.companyId };
    let draft: NoticeDraft;
    if (event instanceof CompanyVerified) draft = { userId: ownerId, kind: 'company_verified', params, link: '/' };
    else if (event instanceof CompanyRejected) {
      draft = {
        userId: ownerId,
        kind: 'company_rejected',
        params: { ...params, reason_code: event.reasonCode, reason: event.reason },
        link: `/company-verify?company_id=${encodeURIComponent(event.companyId)}`,
      };
    } else draft = { userId: ownerId, kind: 'company_removed', params, link: null };
    await recordNotices(this.em, event, [draft]);
  }

  private async ownerOf(companyId: string): Promise<string | null> {
    const [row] = await this.em.execute<Array<{ owner_id: string }>>('select owner_id from notice_company where company_id = ?', [
      companyId,
    ]);
    if (row) return row.owner_id;
    const members = await this.queries.execute(new GetCompanyMembersQuery(companyId));
    return members.find((member) => member.role === 'owner')?.userId ?? null;
  }
}
