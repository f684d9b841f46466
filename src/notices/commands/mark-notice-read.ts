import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NoticeErrors } from '../domain/notice.errors.js';

/** One of the caller's notifications is read (reading it again changes nothing). */
export class MarkNoticeReadCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly noticeId: string,
  ) {
    super();
  }
}

@CommandHandler(MarkNoticeReadCommand)
export class MarkNoticeReadHandler implements ICommandHandler<MarkNoticeReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, noticeId }: MarkNoticeReadCommand): Promise<void> {
    // Another user's notification is as unknown as a missing one.
    const rows = await this.em
      .fork()
      .execute<Array<{ id: string }>>('update notice set read_at = coalesce(read_at, now()) where id = ? and user_id = ? returning id', [
        noticeId,
        userId,
      ]);
    if (rows.length === 0) throw NoticeErrors.notFound();
  }
}
