import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyReviewStateQuery } from '../../company/company.contract.js';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { GetNoticeChoiceQuery } from '../../notices/notices.contract.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { publicOrigin } from '../../shared/http/public-origin.js';
import { translate, type MessageKey } from '../../shared/i18n/messages.js';
import { CompanyRejected, CompanyRemovedByVerifier, CompanyVerified } from '../domain/verification.events.js';
import { storedId } from '../../shared/domain/id.js';

type Decision = CompanyVerified | CompanyRejected | CompanyRemovedByVerifier;

/**
 * Writes to the company's owner about a verifier's decision, in the owner's language (spec §4:
 * verified and added to the base; the refusal with its reason and a link to fix and resubmit;
 * deleted by the verifier). The job id comes from the event id: a replay queues nothing twice.
 * No letter for a verdict on a submission the company no longer has (it was not applied).
 */
@EventsHandler(CompanyVerified, CompanyRejected, CompanyRemovedByVerifier)
export class NotifyOwnerOnCompanyDecision implements IEventHandler<Decision> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly notifications: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: Decision): Promise<void> {
    const [row] = await this.em.execute<Array<{ name: string; owner_id: string }>>(
      'select name, owner_id from verification_company where company_id = ?',
      [event.companyId],
    );
    if (!row) return;
    // A verdict on a submission the company has left behind (an edit of name or code raced it) was
    // not applied there: telling the owner "verified" would be untrue.
    if (!(event instanceof CompanyRemovedByVerifier) && event.submissionId) {
      const company = await this.queries.execute(new GetCompanyReviewStateQuery(storedId(event.companyId)));
      if (company?.submissionId !== event.submissionId) return;
    }
    const owner = (await this.queries.execute(new GetAccountContactsQuery([row.owner_id]))).get(row.owner_id);
    if (!owner) return;
    const kind =
      event instanceof CompanyVerified ? 'company_verified' : event instanceof CompanyRejected ? 'company_rejected' : 'company_removed';
    if (!(await this.queries.execute(new GetNoticeChoiceQuery(row.owner_id, kind))).email) return;
    const origin = publicOrigin(this.config);
    if (event instanceof CompanyVerified) {
      await this.notifications.send({
        id: `${event.eventId}.company-verified`,
        template: 'email.company-verified',
        to: owner.email,
        lang: owner.lang,
        vars: { company: row.name, url: `${origin}/` },
      });
    } else if (event instanceof CompanyRejected) {
      const reasonName = event.reasonCode ? translate(`verification.reason.${event.reasonCode}` as MessageKey, owner.lang) : '';
      const reason = [reasonName, event.reason].filter((part) => part && part.trim() !== '').join('. ');
      await this.notifications.send({
        id: `${event.eventId}.company-rejected`,
        template: 'email.company-rejected',
        to: owner.email,
        lang: owner.lang,
        vars: { company: row.name, reason, url: `${origin}/company-verify?company_id=${encodeURIComponent(event.companyId)}` },
      });
    } else {
      await this.notifications.send({
        id: `${event.eventId}.company-removed`,
        template: 'email.company-removed-by-verifier',
        to: owner.email,
        lang: owner.lang,
        vars: { company: row.name },
      });
    }
  }
}
