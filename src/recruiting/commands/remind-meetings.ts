import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { meetingsToRemind } from '../domain/meeting.repository.js';

/** Reminders a run sends at most (the next run, minutes later, takes the rest). */
const BATCH = 500;

/**
 * The reminders' job (every five minutes, services/daily-jobs.ts): meetings starting within a day
 * get the day's reminder, within an hour the hour's; each once per start (a moved start resets them).
 * Answers how many went out.
 */
export class RemindMeetingsCommand extends Command<number> {
  constructor(readonly now: Date) {
    super();
  }
}

@CommandHandler(RemindMeetingsCommand)
export class RemindMeetingsHandler implements ICommandHandler<RemindMeetingsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: RemindMeetingsCommand): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const due = await meetingsToRemind(tx, now, BATCH);
      for (const { meeting, which } of due) meeting.remind(which, now);
      await tx.flush();
      return due.length;
    });
  }
}
