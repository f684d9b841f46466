import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { NotificationQueue, type StagedNotification } from '../../notifications/notifications.contract.js';
import { publicOrigin } from '../../shared/http/public-origin.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { CodeAction } from '../company.types.js';

/**
 * The company context's messages, stored by the command handler in the transaction that makes
 * their code, invitation or offer (like identity's SecretMessages) and queued after the commit: a
 * code or an invitation token in clear must never sit in the outbox table; notifications seals
 * them, and its sweep queues whatever could not be queued at once. Ids come from stored record
 * ids, so nothing is sent twice.
 */
@Injectable()
export class CompanyNotices {
  constructor(
    private readonly queue: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  actionCodeSms(
    tx: EntityManager,
    input: { codeId: string; code: string; expiresAt: Date; phone: string; lang: Lang; action: CodeAction; company: string },
  ): StagedNotification {
    return this.queue.stage(tx, {
      id: `company-action-code.${input.codeId}`,
      template: 'sms.company-action',
      to: input.phone,
      lang: input.lang,
      vars: { code: input.code, action: input.action, company: input.company },
      expiresAt: input.expiresAt,
    });
  }

  /** The link leads to the public site only (never a caller-chosen origin: it carries a token). */
  inviteEmail(
    tx: EntityManager,
    input: { membershipId: string; token: string; expiresAt: Date; to: string; lang: Lang; company: string; role: string },
  ): StagedNotification {
    const url = `${publicOrigin(this.config)}/company-invitation?token=${encodeURIComponent(input.token)}`;
    return this.queue.stage(tx, {
      id: `company-invite.${input.membershipId}`,
      template: 'email.company-invite',
      to: input.to,
      lang: input.lang,
      vars: { url, company: input.company, role: input.role },
      expiresAt: input.expiresAt,
    });
  }

  rightsChangedEmail(tx: EntityManager, input: { noticeId: string; to: string; lang: Lang; company: string }): StagedNotification {
    return this.queue.stage(tx, {
      id: `company-rights.${input.noticeId}`,
      template: 'email.company-rights-changed',
      to: input.to,
      lang: input.lang,
      vars: { company: input.company },
    });
  }

  /** The recipient's link to /company-transfer (public site only: it carries a token). */
  transferOfferEmail(
    tx: EntityManager,
    input: { transferId: string; token: string; expiresAt: Date; to: string; lang: Lang; company: string },
  ): StagedNotification {
    const url = `${publicOrigin(this.config)}/company-transfer?token=${encodeURIComponent(input.token)}`;
    return this.queue.stage(tx, {
      id: `company-transfer.${input.transferId}`,
      template: 'email.company-transfer-offer',
      to: input.to,
      lang: input.lang,
      vars: { url, company: input.company },
      expiresAt: input.expiresAt,
    });
  }

  /** After the commit; never fails the request (the sweep queues what cannot be queued now). */
  dispatch(...staged: StagedNotification[]): Promise<void> {
    return this.queue.dispatch(...staged);
  }
}
