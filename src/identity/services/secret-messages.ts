import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { linkOrigin } from './ref-origin.js';

/**
 * Messages that carry a secret (an e-mail link with a token, an SMS with a code) are queued here,
 * by the command handler, right after its transaction committed — not through an outbox event.
 * Events sit in the `outbox` table as JSON, and a code or token in clear must never be stored in
 * PostgreSQL. The plaintext lives only in the BullMQ job, whose processor redacts it once sent.
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

  async confirmationEmail(input: { tokenId: string; token: string; to: string; lang: Lang; ref: string | undefined }): Promise<void> {
    const url = `${linkOrigin(input.ref, this.config)}/confirm-email?token=${encodeURIComponent(input.token)}`;
    await this.queue.send({ id: `confirm-email.${input.tokenId}`, template: 'email.confirm', to: input.to, lang: input.lang, vars: { url } });
  }

  async passwordResetEmail(input: { tokenId: string; token: string; to: string; lang: Lang; ref: string | undefined }): Promise<void> {
    const url = `${linkOrigin(input.ref, this.config)}/recovery-password?reset_password_token=${encodeURIComponent(input.token)}`;
    await this.queue.send({ id: `password-reset.${input.tokenId}`, template: 'email.password-reset', to: input.to, lang: input.lang, vars: { url } });
  }

  async codeSms(input: { codeId: string; code: string; phone: string; lang: Lang; reset?: boolean }): Promise<void> {
    const template = input.reset ? 'sms.reset-code' : 'sms.code';
    await this.queue.send({ id: `sms-code.${input.codeId}`, template, to: input.phone, lang: input.lang, vars: { code: input.code } });
  }
}
