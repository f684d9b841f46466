import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { PasswordChanged } from '../domain/identity.events.js';

/**
 * Tells the account's owner that the password changed (change or reset). Runs in the worker from
 * the outbox; the job id comes from the event id, so a replayed event queues nothing twice.
 */
@EventsHandler(PasswordChanged)
export class NotifyOwnerOnPasswordChanged implements IEventHandler<PasswordChanged> {
  constructor(private readonly notifications: NotificationQueue) {}

  async handle(event: PasswordChanged): Promise<void> {
    await this.notifications.send({
      id: `${event.eventId}.password-changed`,
      template: 'email.password-changed',
      to: event.email,
      lang: event.lang,
    });
  }
}
