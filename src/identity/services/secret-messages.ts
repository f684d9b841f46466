import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { NotificationQueue, type StagedNotification } from '../../notifications/notifications.contract.js';
import { publicOrigin } from '../../shared/http/public-origin.js';

/**
 * Messages that carry a secret (an e-mail link with a token, an SMS with a code) are stored by the
 * command handler in the same transaction that stores the token's or code's record — not through
 * an outbox event, whose JSON would keep the secret in clear: notifications seals it with
 * SECRETS_KEY. After the commit the handler `dispatch`es them (the fast path); if queueing fails
 * then (Redis away), the worker's sweep queues them, so every committed account, code and reset
 * gets its message and the caller is answered as usual. Ids come from the stored record's id, so
 * nothing is sent twice.
 */
@Injectable()
export class SecretMessages {
  constructor(
    private readonly queue: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  confirmationEmail(
    tx: EntityManager,
    input: { tokenId: string; token: string; expiresAt: Date; to: string; lang: Lang },
  ): StagedNotification {
    const url = `${publicOrigin(this.config)}/confirm-email?token=${encodeURIComponent(input.token)}`;
    return this.queue.stage(tx, {
      id: `confirm-email.${input.tokenId}`,
      template: 'email.confirm',
      to: input.to,
      lang: input.lang,
      vars: { url },
      expiresAt: input.expiresAt,
    });
  }

  passwordResetEmail(
    tx: EntityManager,
    input: { tokenId: string; token: string; expiresAt: Date; to: string; lang: Lang },
  ): StagedNotification {
    const url = `${publicOrigin(this.config)}/recovery-password?reset_password_token=${encodeURIComponent(input.token)}`;
    return this.queue.stage(tx, {
      id: `password-reset.${input.tokenId}`,
      template: 'email.password-reset',
      to: input.to,
      lang: input.lang,
      vars: { url },
      expiresAt: input.expiresAt,
    });
  }

  /**
   * What `passwordResetEmail` and its `dispatch` cost, for an e-mail with no account: nothing is
   * stored or sent (NotificationQueue.rehearse). Call `rehearseDispatch` after the commit.
   */
  passwordResetRehearsal(
    tx: EntityManager,
    input: { tokenId: string; token: string; expiresAt: Date; to: string; lang: Lang },
  ): Promise<StagedNotification> {
    const url = `${publicOrigin(this.config)}/recovery-password?reset_password_token=${encodeURIComponent(input.token)}`;
    return this.queue.rehearse(tx, {
      id: `password-reset.${input.tokenId}`,
      template: 'email.password-reset',
      to: input.to,
      lang: input.lang,
      vars: { url },
      expiresAt: input.expiresAt,
    });
  }

  rehearseDispatch(staged: StagedNotification): Promise<void> {
    return this.queue.rehearseDispatch(staged);
  }

  /**
   * "Someone tried to register with your address", to the owner of a taken e-mail. No secret, but
   * stored and queued by the handler (not from the outbox) so that the answer to a taken e-mail
   * does the same kind of work as a new one's (a commit, then a queued letter) and takes as long.
   */
  registrationAttemptEmail(tx: EntityManager, input: { noticeId: string; to: string; lang: Lang }): StagedNotification {
    const url = `${publicOrigin(this.config)}/`;
    return this.queue.stage(tx, {
      id: `registration-attempt.${input.noticeId}`,
      template: 'email.registration-attempt',
      to: input.to,
      lang: input.lang,
      vars: { url },
    });
  }

  codeSms(
    tx: EntityManager,
    input: { codeId: string; code: string; expiresAt: Date; phone: string; lang: Lang; reset?: boolean },
  ): StagedNotification {
    const template = input.reset ? 'sms.reset-code' : 'sms.code';
    return this.queue.stage(tx, {
      id: `sms-code.${input.codeId}`,
      template,
      to: input.phone,
      lang: input.lang,
      vars: { code: input.code },
      expiresAt: input.expiresAt,
    });
  }

  /** After the commit; never fails the request (the sweep queues what cannot be queued now). */
  dispatch(...staged: StagedNotification[]): Promise<void> {
    return this.queue.dispatch(...staged);
  }
}
