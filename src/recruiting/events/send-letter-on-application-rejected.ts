import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { RejectionLetter } from '../domain/rejection.entity.js';
import { ApplicationRejected } from '../domain/recruiting.events.js';
import { candidateLetterJobId } from '../domain/rejection.rules.js';

/**
 * Sends the rejected candidate their letter, as the colleague finally wrote it, exactly once: the event
 * names the letter's row and its text and address are read from there (an erasure that came first
 * left the row without an address: nothing goes). The job
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
      // Gone, erased before it went (no address left) or already queued: nothing to send.
      if (!row?.to || row.queuedAt) return;
      await this.notifications.send({
        id: candidateLetterJobId(row.id),
        template: 'email.candidate-letter',
        to: row.to,
        lang: row.lang,
        vars: { subject: row.subject, body: row.body },
        notBefore: new Date(letter.sendAt),
      });
      row.queuedAt = new Date();
      await tx.flush();
    });
  }
}
