import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

/** Every unread notification of the caller is read. */
export class MarkAllNoticesReadCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(MarkAllNoticesReadCommand)
export class MarkAllNoticesReadHandler implements ICommandHandler<MarkAllNoticesReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: MarkAllNoticesReadCommand): Promise<void> {
    await this.em.fork().execute('update notice set read_at = now() where user_id = ? and read_at is null', [userId]);
  }
}
