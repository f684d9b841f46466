import { Inject } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { LIMIT_KEYS, RateLimiter } from '../application/rate-limiter.js';
import { linkOrigin } from '../application/ref-origin.js';
import { RegistrationAttempted } from '../domain/identity.events.js';
import { POLICY } from '../domain/policy.js';

/**
 * Registration answers a taken e-mail exactly like a new one (nothing tells a stranger that an
 * account exists); the owner learns of the attempt by e-mail instead, at most once an hour so
 * the notice cannot be used to flood a mailbox. Runs in the worker from the outbox; the job id
 * comes from the event id, so a replayed event queues nothing twice.
 */
@EventsHandler(RegistrationAttempted)
export class RegistrationAttemptNotifier implements IEventHandler<RegistrationAttempted> {
  constructor(
    private readonly notifications: NotificationQueue,
    private readonly limits: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: RegistrationAttempted): Promise<void> {
    if (!(await this.limits.tryCooldown(LIMIT_KEYS.emailCooldown('registration-notice', event.email), POLICY.registrationNoticeSeconds))) return;
    await this.notifications.send({
      id: `${event.eventId}.registration-attempt`,
      template: 'email.registration-attempt',
      to: event.email,
      lang: event.lang,
      vars: { url: `${linkOrigin(undefined, this.config)}/` },
    });
  }
}
