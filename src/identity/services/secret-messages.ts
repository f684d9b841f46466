import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { publicOrigin } from '../../shared/http/public-origin.js';

/**
 * Messages that carry a secret (an e-mail link with a token, an SMS with a code) are queued here,
 * by the command handler, right after its transaction committed — not through an outbox event.
 * Events sit in the `outbox` table as JSON, and a code or token in clear must never be stored in
 * PostgreSQL. The notification queue seals it (SECRETS_KEY, outside PostgreSQL and Redis) before
 * it reaches the job, and the processor drops even the sealed copy once sent or failed for good.
 * The job id comes from the stored record's id, so a retried queueing cannot send twice. If
 * queueing fails after the commit, the caller gets an error and may simply ask again (the stored
 * record is useless without the plaintext and expires on its own).
 */
@Injectable()
export class SecretMessages {
  constructor(
    private readonly queue: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async confirmationEmail(input: { tokenId: string; token: string; to: string; lang: Lang }): Promise<void> {
    const url = `${publicOrigin(this.config)}/confirm-email?token=${encodeURIComponent(input.token)}`;
    await this.queue.send({ id: `confirm-email.${input.tokenId}`, template: 'email.confirm', to: input.to, lang: input.lang, vars: { url } });
  }

  async passwordResetEmail(input: { tokenId: string; token: string; to: string; lang: Lang }): Promise<void> {
    const url = `${publicOrigin(this.config)}/recovery-password?reset_password_token=${encodeURIComponent(input.token)}`;
    await this.queue.send({ id: `password-reset.${input.tokenId}`, template: 'email.password-reset', to: input.to, lang: input.lang, vars: { url } });
  }

  /**
   * "Someone tried to register with your address", to the owner of a taken e-mail. No secret, but
   * queued here by the handler (not from the outbox) so that the answer to a taken e-mail does the
   * same kind of work as a new one's (a commit, then a queued letter) and takes as long.
   */
  async registrationAttemptEmail(input: { noticeId: string; to: string; lang: Lang }): Promise<void> {
    const url = `${publicOrigin(this.config)}/`;
    await this.queue.send({ id: `registration-attempt.${input.noticeId}`, template: 'email.registration-attempt', to: input.to, lang: input.lang, vars: { url } });
  }

  async codeSms(input: { codeId: string; code: string; phone: string; lang: Lang; reset?: boolean }): Promise<void> {
    const template = input.reset ? 'sms.reset-code' : 'sms.code';
    await this.queue.send({ id: `sms-code.${input.codeId}`, template, to: input.phone, lang: input.lang, vars: { code: input.code } });
  }
}
