import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { publicOrigin } from '../../shared/http/public-origin.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { CompanyListAction } from '../company.types.js';

/**
 * The company context's messages, queued by the command handler right after its transaction
 * committed (like identity's SecretMessages): a code or an invitation token in clear must never sit
 * in the outbox table; the notification queue seals them. Job ids come from stored record ids, so a
 * retried queueing sends nothing twice.
 */
@Injectable()
export class CompanyNotices {
  constructor(
    private readonly queue: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async actionCodeSms(input: { codeId: string; code: string; phone: string; lang: Lang; action: CompanyListAction; company: string }): Promise<void> {
    await this.queue.send({
      id: `company-action-code.${input.codeId}`,
      template: 'sms.company-action',
      to: input.phone,
      lang: input.lang,
      vars: { code: input.code, action: input.action, company: input.company },
    });
  }

  /** The link leads to the public site only (never a caller-chosen origin: it carries a token). */
  async inviteEmail(input: { membershipId: string; token: string; to: string; lang: Lang; company: string; role: string }): Promise<void> {
    const url = `${publicOrigin(this.config)}/company-invitation?token=${encodeURIComponent(input.token)}`;
    await this.queue.send({
      id: `company-invite.${input.membershipId}`,
      template: 'email.company-invite',
      to: input.to,
      lang: input.lang,
      vars: { url, company: input.company, role: input.role },
    });
  }

  async rightsChangedEmail(input: { noticeId: string; to: string; lang: Lang; company: string }): Promise<void> {
    await this.queue.send({ id: `company-rights.${input.noticeId}`, template: 'email.company-rights-changed', to: input.to, lang: input.lang, vars: { company: input.company } });
  }

  /** The recipient's link to /company-transfer (public site only: it carries a token). */
  async transferOfferEmail(input: { transferId: string; token: string; to: string; lang: Lang; company: string }): Promise<void> {
    const url = `${publicOrigin(this.config)}/company-transfer?token=${encodeURIComponent(input.token)}`;
    await this.queue.send({ id: `company-transfer.${input.transferId}`, template: 'email.company-transfer-offer', to: input.to, lang: input.lang, vars: { url, company: input.company } });
  }
}
