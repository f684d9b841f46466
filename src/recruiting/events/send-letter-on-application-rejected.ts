import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { RejectionLetter } from '../domain/rejection.entity.js';
import { ApplicationRejected } from '../domain/recruiting.events.js';

/**
 * Sends the rejected candidate their letter, as the colleague finally wrote it, exactly once: the job
 * id is the letter's id (a replayed event queues nothing twice while the queue keeps the job), and the
 * letter's row records when it was queued (a later replay finds it so and queues nothing). A letter
 * put off waits in the queue as a delayed job until its `sendAt`.
 */
@EventsHandler(ApplicationRejected)
export class SendLetterOnApplicationRejected implements IEventHandler<ApplicationRejected> {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationQueue,
  ) {}

  async handle(event: ApplicationRejected): Promise<void> {
    const letter = event.letter;
    if (!letter) return;
    // Inside the relay's transaction for this handler (the mark and its inbox row commit together).
    await this.em.transactional(async (tx) => {
      const row = await tx.findOne(RejectionLetter, { id: letter.letterId }, { refresh: true });
      // Gone (the candidate was erased before it went) or already queued: nothing to send.
      if (!row || row.queuedAt) return;
      await this.notifications.send({
        id: `candidate-letter.${letter.letterId}`,
        template: 'email.candidate-letter',
        to: letter.to,
        lang: letter.lang,
        vars: { subject: letter.subject, body: letter.body },
        notBefore: new Date(letter.sendAt),
      });
      row.queuedAt = new Date();
      await tx.flush();
    });
  }
}
